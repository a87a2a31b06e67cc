import { formatCamera, formatExposure, summariseExif } from './exif.js';

describe('EXIF summary', () => {
  it('formats exposure like "1/250 s · f/2.8 · ISO 100"', () => {
    expect(formatExposure({ exposureTime: 1 / 250, aperture: 2.8, iso: 100 })).toBe('1/250 s · f/2.8 · ISO 100');
    expect(formatExposure({ exposureTime: 2, aperture: 11 })).toBe('2 s · f/11');
    expect(formatExposure({ exposureTime: 0.3 })).toBe('0.3 s');
    expect(formatExposure({ iso: 6400 })).toBe('ISO 6400');
    expect(formatExposure({})).toBeNull();
  });

  it('joins make and model without repeating the brand', () => {
    expect(formatCamera('Canon', 'Canon EOS R5')).toBe('Canon EOS R5');
    expect(formatCamera('NIKON CORPORATION', 'NIKON D850')).toBe('NIKON D850');
    expect(formatCamera('FUJIFILM', 'X-T4')).toBe('FUJIFILM X-T4');
    expect(formatCamera(null, 'X-T4')).toBe('X-T4');
    expect(formatCamera(null, null)).toBeNull();
  });

  it('summarises camera, lens, exposure and date, and gives null without any', () => {
    const { exif, hints } = summariseExif({
      Make: 'SONY',
      Model: 'ILCE-7M3',
      LensModel: 'FE 90mm F2.8 Macro G OSS',
      ExposureTime: 0.004,
      FNumber: 2.8,
      ISO: 100,
      FocalLength: 90,
      DateTimeOriginal: new Date('2024-05-01T10:20:30Z'),
    });
    expect(exif).toEqual({ camera: 'SONY ILCE-7M3', lens: 'FE 90mm F2.8 Macro G OSS', exposure: '1/250 s · f/2.8 · ISO 100', takenAt: '2024-05-01T10:20:30.000Z' });
    expect(hints).toMatchObject({ focalLength: 90, aperture: 2.8, iso: 100, lens: 'FE 90mm F2.8 Macro G OSS' });
    expect(summariseExif({}).exif).toBeNull();
  });
});
