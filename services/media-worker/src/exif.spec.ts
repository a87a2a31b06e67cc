import { summariseTags } from './exif.js';

describe('EXIF of an original', () => {
  it('gives the summary for the photo and the hints for the AI', () => {
    const { exif, hints } = summariseTags({
      Make: 'SONY',
      Model: 'ILCE-7M3',
      LensModel: 'FE 90mm F2.8 Macro G OSS',
      ExposureTime: 0.004,
      FNumber: 2.8,
      ISO: 100,
      FocalLength: 90,
      DateTimeOriginal: new Date('2024-05-01T10:20:30Z'),
    });
    expect(exif).toEqual({
      camera: 'SONY ILCE-7M3',
      lens: 'FE 90mm F2.8 Macro G OSS',
      exposure: '1/250 s · f/2.8 · ISO 100',
      takenAt: '2024-05-01T10:20:30.000Z',
      focalLength: '90 mm',
    });
    expect(hints).toMatchObject({ focalLength: 90, aperture: 2.8, iso: 100, lens: 'FE 90mm F2.8 Macro G OSS' });
    expect(summariseTags({}).exif).toBeNull();
  });
});
