import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DUPLICATE_MAX_DISTANCE, fingerprintDistance, fingerprintOfGrid, FINGERPRINT_GRID } from '@lumafolio/contracts';
import { sharp } from '@lumafolio/images';
import { fingerprintOf } from './fingerprint.js';

const BACKGROUNDS = '/usr/share/backgrounds/mate';
/** Real photos (the Debian package mate-backgrounds), one per motif: the "_3840x2160"-style copies of one are left out. */
const photos = readdirSync(BACKGROUNDS, { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.jpe?g$/i.test(name) && !/_\d+x\d+\.jpe?g$/i.test(name))
  .map((name) => join(BACKGROUNDS, name))
  .sort();

/** As the optimise job reads a stored file: decoded once, auto-oriented, at most 2400 px wide. */
async function fingerprintOfFile(bytes: Buffer | string): Promise<string> {
  const { data, info } = await sharp(bytes).rotate().resize({ width: 2400, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  return fingerprintOf({ data, width: info.width, height: info.height, channels: info.channels as 3 });
}

/** Copies a photographer makes of one photo: re-saved smaller as a JPEG, the browser's WebP, a PNG. */
async function copiesOf(bytes: Buffer): Promise<Record<string, Buffer>> {
  const { width = 0 } = await sharp(bytes).metadata();
  return {
    'JPEG at 70 %, quality 60': await sharp(bytes)
      .resize({ width: Math.round(width * 0.7) })
      .jpeg({ quality: 60 })
      .toBuffer(),
    'WebP at 2400 px, quality 90': await sharp(bytes).resize({ width: 2400, withoutEnlargement: true }).webp({ quality: 90 }).toBuffer(),
    'PNG at 800 px': await sharp(bytes).resize({ width: 800 }).png().toBuffer(),
    'JPEG at 400 px, quality 40': await sharp(bytes).resize({ width: 400 }).jpeg({ quality: 40 }).toBuffer(),
  };
}

describe('photo fingerprints', () => {
  let originals: Array<{ path: string; fingerprint: string }>;

  beforeAll(async () => {
    expect(photos.length).toBeGreaterThanOrEqual(8);
    originals = [];
    for (const path of photos) originals.push({ path, fingerprint: await fingerprintOfFile(path) });
  }, 60_000);

  it('find a re-encoded or resized copy of the same photo', async () => {
    const worst: Array<{ path: string; copy: string; distance: number }> = [];
    for (const { path } of originals.slice(0, 3)) {
      // A camera-sized original (3000 px, as a 12-megapixel camera's JPEG), and copies of it.
      const bytes = await sharp(path).resize({ width: 3000, withoutEnlargement: true }).jpeg({ quality: 95 }).toBuffer();
      const fingerprint = await fingerprintOfFile(bytes);
      for (const [copy, copied] of Object.entries(await copiesOf(bytes))) {
        worst.push({ path, copy, distance: fingerprintDistance(fingerprint, await fingerprintOfFile(copied)) });
      }
    }
    worst.sort((a, b) => b.distance - a.distance);
    process.stdout.write(`largest distance of a copy: ${worst[0]?.distance} bits (${worst[0]?.copy} of ${worst[0]?.path})\n`);
    expect(worst.filter(({ distance }) => distance > DUPLICATE_MAX_DISTANCE)).toEqual([]);
  }, 120_000);

  it('tell different photos apart', () => {
    const closest: Array<{ pair: string; distance: number }> = [];
    for (const [index, a] of originals.entries()) {
      for (const b of originals.slice(index + 1)) closest.push({ pair: `${a.path} / ${b.path}`, distance: fingerprintDistance(a.fingerprint, b.fingerprint) });
    }
    closest.sort((a, b) => a.distance - b.distance);
    process.stdout.write(`smallest distance of two different photos: ${closest[0]?.distance} bits (${closest[0]?.pair})\n`);
    expect(closest.filter(({ distance }) => distance <= DUPLICATE_MAX_DISTANCE)).toEqual([]);
  });

  it('read grids of three and four channels alike, and count differing bits', () => {
    const side = FINGERPRINT_GRID;
    const rgb = Uint8Array.from({ length: side * side * 3 }, (_, at) => ((at / 3) % side) * 8);
    const rgba = Uint8Array.from({ length: side * side * 4 }, (_, at) => (at % 4 === 3 ? 255 : ((at >> 2) % side) * 8));
    expect(fingerprintOfGrid(rgb, 3)).toBe(fingerprintOfGrid(rgba, 4));
    // Brighter to the right everywhere: no cell is brighter than its right neighbour.
    expect(fingerprintOfGrid(rgb, 3)).toBe('0000000000000000');
    expect(fingerprintDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(fingerprintDistance('00000000000000f1', '0000000000000000')).toBe(5);
    expect(() => fingerprintOfGrid(new Uint8Array(10), 3)).toThrow(/32×32/);
  });
});
