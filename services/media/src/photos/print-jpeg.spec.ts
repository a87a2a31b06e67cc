import { sharp } from '@lumafolio/images';
import { renderPrintJpeg } from './print-jpeg.js';

/** A 600×400 photo stored sideways (EXIF orientation 6: shown 400×600) with a GPS position and a camera. */
function sidewaysWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 400, channels: 3, background: '#3366aa' } })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'TestCam', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 30/1' } })
    .jpeg()
    .toBuffer();
}

describe('renderPrintJpeg', () => {
  it('is upright, at the long edge asked, an sRGB JPEG without EXIF', async () => {
    const jpeg = await renderPrintJpeg(await sidewaysWithGps(), 300);
    const meta = await sharp(jpeg.data).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'jpeg', width: 200, height: 300 });
    expect({ width: jpeg.width, height: jpeg.height }).toEqual({ width: 200, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.icc).toBeDefined();
    expect(meta.space).toBe('srgb');
    expect(meta.chromaSubsampling).toBe('4:4:4');
  });

  it('makes the full size when no long edge is asked, and never enlarges', async () => {
    const original = await sidewaysWithGps();
    for (const longEdge of [null, 1200]) {
      const jpeg = await renderPrintJpeg(original, longEdge);
      expect({ width: jpeg.width, height: jpeg.height }).toEqual({ width: 400, height: 600 });
    }
  });

  it('puts a transparent PNG on white', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const { data } = await renderPrintJpeg(png, null);
    const pixels = await sharp(data).raw().toBuffer();
    expect(Math.min(...pixels)).toBeGreaterThan(250);
  });

  it('throws for a file that is not an image', async () => {
    await expect(renderPrintJpeg(Buffer.from('not an image at all'), 1200)).rejects.toThrow();
  });
});
