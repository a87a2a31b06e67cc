import { describe, expect, it } from '@jest/globals';
import { cameraDetails, cameraFacts } from './camera-details';

describe('cameraDetails', () => {
  it('joins camera, lens, exposure and the date the camera wrote', () => {
    expect(cameraDetails({ camera: 'Canon EOS 350D DIGITAL', lens: null, exposure: '1/80 s · f/5.6 · ISO 400', takenAt: '2008-01-22T23:28:22.000Z' })).toBe(
      'Canon EOS 350D DIGITAL · 1/80 s · f/5.6 · ISO 400 · Jan 22, 2008',
    );
    expect(cameraDetails({ camera: null, lens: 'RF100mm F2.8 L MACRO IS USM', exposure: null, takenAt: null })).toBe('RF100mm F2.8 L MACRO IS USM');
  });

  it('gives null without details or with a date it cannot read alone', () => {
    expect(cameraDetails(null)).toBeNull();
    expect(cameraDetails({ camera: null, lens: null, exposure: null, takenAt: 'not a date' })).toBeNull();
  });

  it('gives the lightbox one row per known detail, the focal length with the exposure', () => {
    expect(
      cameraFacts({ camera: 'SONY ILCE-7M3', lens: null, exposure: '1/250 s · f/2.8 · ISO 100', takenAt: '2024-05-01T10:20:30.000Z', focalLength: '90 mm' }),
    ).toEqual([
      { label: 'Camera', value: 'SONY ILCE-7M3' },
      { label: 'Exposure', value: '1/250 s · f/2.8 · ISO 100 · 90 mm' },
      { label: 'Taken', value: 'May 1, 2024' },
    ]);
    expect(cameraFacts(null)).toEqual([]);
  });
});
