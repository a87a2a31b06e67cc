import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sharp } from '@lumafolio/images';
import { MARK_FONT, placeMark, placement, renderTextMark } from './watermark-mark.js';

describe('placement', () => {
  const image = { width: 1000, height: 600 };
  const mark = { width: 200, height: 50 };

  it('keeps the margin from the edges it sits against', () => {
    expect(placement('top-left', image, mark, 18)).toEqual({ left: 18, top: 18 });
    expect(placement('top-right', image, mark, 18)).toEqual({ left: 782, top: 18 });
    expect(placement('bottom-left', image, mark, 18)).toEqual({ left: 18, top: 532 });
    expect(placement('bottom-right', image, mark, 18)).toEqual({ left: 782, top: 532 });
    expect(placement('center', image, mark, 18)).toEqual({ left: 400, top: 275 });
  });

  it('never places a mark outside a tiny image', () => {
    expect(placement('bottom-right', { width: 40, height: 20 }, { width: 40, height: 20 }, 3)).toEqual({ left: 0, top: 0 });
  });
});

describe('placeMark', () => {
  const logo = () =>
    sharp({ create: { width: 400, height: 100, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 1 } } })
      .png()
      .toBuffer();

  it("scales the mark to its share of the image's width and fades it to its opacity", async () => {
    const placed = await placeMark({ position: 'bottom-right', opacityPercent: 50, sizePercent: 20, mark: await logo() }, 1000, 600);
    expect(placed.raw).toEqual({ width: 200, height: 50, channels: 4 });
    expect(placed.input[3]).toBe(128);
    expect(placed).toMatchObject({ left: 1000 - 200 - 18, top: 600 - 50 - 18 });
  });

  it('never lets a tall mark cover more than 40 % of the height', async () => {
    const tall = await sharp({ create: { width: 100, height: 400, channels: 4, background: '#fff' } })
      .png()
      .toBuffer();
    const placed = await placeMark({ position: 'center', opacityPercent: 100, sizePercent: 50, mark: tall }, 1000, 500);
    expect(placed.raw.height).toBe(200);
  });
});

describe('renderTextMark', () => {
  it('draws the text as written, markup included, as visible pixels', async () => {
    const { info, data } = await sharp(await renderTextMark('<b>© Ana & co</b>'))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    let visible = 0;
    for (let alpha = 3; alpha < data.length; alpha += 4) if ((data[alpha] ?? 0) > 0) visible += 1;
    expect(visible).toBeGreaterThan(100);
    // Read as text, "<b>" widens the mark well beyond the plain words.
    const plain = await sharp(await renderTextMark('© Ana & co')).metadata();
    expect(info.width).toBeGreaterThan((plain.width ?? 0) * 1.2);
  });

  it('draws the same text on a host without any fonts (the slim container image)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'no-fonts-'));
    try {
      // fontconfig reads its setup once per process: a child process sees no font at all.
      writeFileSync(join(dir, 'fonts.conf'), `<?xml version="1.0"?><fontconfig><cachedir>${dir}/cache</cachedir></fontconfig>`);
      const measure = (font: Record<string, string>) =>
        execFileSync(
          process.execPath,
          [
            '--input-type=module',
            '-e',
            `import sharp from ${JSON.stringify(createRequire(import.meta.url).resolve('sharp'))};
             const m = await sharp({ text: { text: 'Ana Lovelace', dpi: 300, ...${JSON.stringify(font)} } }).metadata();
             process.stdout.write(String(m.width));`,
          ],
          { env: { ...process.env, FONTCONFIG_FILE: join(dir, 'fonts.conf') } },
        ).toString();
      const withHostFonts = Number(measure({ font: 'sans bold' }));
      const withOurFont = Number(measure(MARK_FONT));
      // Without a font, Pango falls back to tiny boxes: the shipped font draws real, wider glyphs.
      expect(withOurFont).toBeGreaterThan(withHostFonts * 2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
