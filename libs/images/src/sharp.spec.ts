import { detectImageType, PHOTO_TYPES } from './formats.js';
import { sharp } from './sharp.js';

const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
const pixels = (format: 'jpeg' | 'png' | 'webp' | 'tiff' | 'gif') => {
  const image = sharp({ create: { width: 8, height: 8, channels: 3, background: '#369' } });
  return image[format]().toBuffer();
};

describe('sharp as our processes use it', () => {
  it('never decodes vector or other formats outside the allow-list', async () => {
    await expect(sharp(svg).metadata()).rejects.toThrow(/unsupported image format/);
    await expect(sharp(Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF')).metadata()).rejects.toThrow(/unsupported image format/);
  });

  it('decodes the formats people upload', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'tiff', 'gif'] as const) {
      expect((await sharp(await pixels(format)).metadata()).format).toBe(format);
    }
  });
});

describe('detectImageType', () => {
  it('recognises every accepted photo format by its bytes, TIFF whatever its compression included', async () => {
    const photo = sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a7d44' } });
    for (const [bytes, type] of [
      [await photo.clone().jpeg().toBuffer(), 'image/jpeg'],
      [await photo.clone().png().toBuffer(), 'image/png'],
      [await photo.clone().webp().toBuffer(), 'image/webp'],
      [await photo.clone().tiff({ compression: 'jpeg' }).toBuffer(), 'image/tiff'],
      [await photo.clone().tiff({ compression: 'lzw' }).toBuffer(), 'image/tiff'],
      [await photo.clone().tiff({ compression: 'none' }).toBuffer(), 'image/tiff'],
    ] as const) {
      expect(await detectImageType(bytes, PHOTO_TYPES)).toBe(type);
    }
  });

  it('refuses what is not in the allow-list', async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect(await detectImageType(gif, PHOTO_TYPES)).toBeNull();
    expect(await detectImageType(svg, PHOTO_TYPES)).toBeNull();
  });
});
