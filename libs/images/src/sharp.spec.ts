import { sharp } from './sharp.js';

const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
const pixels = (format: 'jpeg' | 'png' | 'webp' | 'tiff' | 'gif') => sharp({ create: { width: 8, height: 8, channels: 3, background: '#369' } })[format]().toBuffer();

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
