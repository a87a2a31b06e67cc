import { cameraExifFromTags, formatCamera, formatExposure, summariseExif, uploadedExifSchema } from './photo-exif.js';

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
    const values = cameraExifFromTags({
      Make: 'SONY',
      Model: 'ILCE-7M3',
      LensModel: 'FE 90mm F2.8 Macro G OSS',
      ExposureTime: 0.004,
      FNumber: 2.8,
      ISO: 100,
      FocalLength: 90,
      DateTimeOriginal: new Date('2024-05-01T10:20:30Z'),
    });
    expect(values).toMatchObject({ focalLength: 90, fNumber: 2.8, iso: 100, lensModel: 'FE 90mm F2.8 Macro G OSS' });
    expect(summariseExif(values)).toEqual({
      camera: 'SONY ILCE-7M3',
      lens: 'FE 90mm F2.8 Macro G OSS',
      exposure: '1/250 s · f/2.8 · ISO 100',
      takenAt: '2024-05-01T10:20:30.000Z',
      focalLength: '90 mm',
    });
    expect(summariseExif(cameraExifFromTags({}))).toBeNull();
    expect(summariseExif(undefined)).toBeNull();
  });

  it('keeps the wall clock of an EXIF date, and drops unset or impossible ones', () => {
    expect(cameraExifFromTags({ DateTimeOriginal: '2008:01:22 03:28:22' }).takenAt).toBe('2008-01-22T03:28:22.000Z');
    expect(cameraExifFromTags({ DateTimeOriginal: '0000:00:00 00:00:00', CreateDate: '2008:02:30 10:00:00' }).takenAt).toBeUndefined();
    expect(cameraExifFromTags({ CreateDate: '2008:04:19 13:43:16' }).takenAt).toBe('2008-04-19T13:43:16.000Z');
  });

  it('drops zero, negative and absurd numbers and control characters, and bounds text', () => {
    const values = cameraExifFromTags({ Make: ' Canon\u0000 ', FNumber: 0, FocalLength: -3, ISO: [400, 800], ExposureTime: 'x', Model: 'M'.repeat(500) });
    expect(values).toEqual({ make: 'Canon', iso: 400, model: 'M'.repeat(120) });
  });

  it('accepts only the camera tags it knows: a position sent along is dropped', () => {
    const parsed = uploadedExifSchema.parse({ make: 'Canon', iso: 400, latitude: 51.5, GPSLatitude: [51, 30, 0] });
    expect(parsed).toEqual({ make: 'Canon', iso: 400 });
    expect(uploadedExifSchema.safeParse({ iso: -1 }).success).toBe(false);
    expect(uploadedExifSchema.safeParse({ takenAt: 'yesterday' }).success).toBe(false);
    expect(uploadedExifSchema.safeParse('Canon').success).toBe(false);
  });
});
