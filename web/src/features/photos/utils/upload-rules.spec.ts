import { describe, expect, it } from '@jest/globals';
import {
  checkUploadFile,
  chooseEncoding,
  mayUploadUndecoded,
  optimisationPlan,
  orientationOf,
  renameForType,
  savedPercent,
  targetSize,
  uploadType,
} from './upload-rules';

const MB = 1024 * 1024;
const file = (type: string, size = 1000, name = 'photo.jpg') => ({ type, size, name });

describe('checkUploadFile (spec 01 §5)', () => {
  it('accepts the six image types up to 25 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'image/tiff']) {
      expect(checkUploadFile(file(type))).toEqual({ ok: true, type });
    }
    expect(checkUploadFile(file('image/jpeg', 25 * MB)).ok).toBe(true);
  });

  it("refuses other types with 'Invalid file type'", () => {
    expect(checkUploadFile(file('image/gif'))).toEqual({
      ok: false,
      title: 'Invalid file type',
      description: 'Please upload a JPG, PNG, WEBP, HEIC, HEIF, or TIFF image.',
    });
    expect(checkUploadFile(file('application/pdf', 10, 'doc.pdf')).ok).toBe(false);
    expect(checkUploadFile(file('', 10, 'notes.txt')).ok).toBe(false);
  });

  it("refuses files over 25 MB with 'File too large'", () => {
    expect(checkUploadFile(file('image/jpeg', 25 * MB + 1))).toEqual({ ok: false, title: 'File too large', description: 'Maximum file size is 25MB.' });
  });

  it('falls back on the extension when the browser gives no type', () => {
    expect(uploadType(file('', 1, 'IMG_0001.HEIC'))).toBe('image/heic');
    expect(uploadType(file('', 1, 'scan.tif'))).toBe('image/tiff');
    expect(uploadType(file('image/jpg', 1))).toBe('image/jpeg');
    expect(mayUploadUndecoded('image/heic')).toBe(true);
    expect(mayUploadUndecoded('image/jpeg')).toBe(false);
  });
});

describe('optimisation plan (spec 01 §9)', () => {
  it('caps the width by file size', () => {
    expect(optimisationPlan(2 * MB)).toEqual({ maxWidth: 2400, quality: 0.9 });
    expect(optimisationPlan(8 * MB)).toEqual({ maxWidth: 2400, quality: 0.9 });
    expect(optimisationPlan(8 * MB + 1)).toEqual({ maxWidth: 2000, quality: 0.88 });
    expect(optimisationPlan(15 * MB)).toEqual({ maxWidth: 2000, quality: 0.88 });
    expect(optimisationPlan(15 * MB + 1)).toEqual({ maxWidth: 1800, quality: 0.85 });
  });

  it('scales down only, keeping the aspect ratio', () => {
    expect(targetSize(5640, 3172, 2400)).toEqual({ width: 2400, height: 1350 });
    expect(targetSize(1200, 800, 2400)).toEqual({ width: 1200, height: 800 });
  });

  it('reads the orientation from the ratio', () => {
    expect(orientationOf(1920, 1080)).toBe('landscape');
    expect(orientationOf(1000, 1200)).toBe('portrait');
    expect(orientationOf(1100, 1000)).toBe('square');
    expect(orientationOf(900, 1000)).toBe('square');
    expect(orientationOf(0, 0)).toBe('square');
  });

  it('prefers WebP unless it is larger or unsupported', () => {
    const webp = { type: 'image/webp', size: 100 };
    const jpeg = { type: 'image/jpeg', size: 150 };
    expect(chooseEncoding(webp, jpeg)).toBe(webp);
    expect(chooseEncoding({ type: 'image/webp', size: 200 }, jpeg)).toBe(jpeg);
    expect(chooseEncoding({ type: 'image/png', size: 50 }, jpeg)).toBe(jpeg);
    expect(chooseEncoding(webp, null)).toBe(webp);
    expect(chooseEncoding(null, null)).toBeNull();
  });

  it('reports the saved percentage and renames the file', () => {
    expect(savedPercent(1000, 250)).toBe(75);
    expect(savedPercent(1000, 1200)).toBe(0);
    expect(savedPercent(0, 10)).toBe(0);
    expect(renameForType('Aqua.jpg', 'image/webp')).toBe('Aqua.webp');
    expect(renameForType('IMG.HEIC', 'image/jpeg')).toBe('IMG.jpg');
    expect(renameForType('scan.tiff', 'image/tiff')).toBe('scan.tiff');
  });
});
