import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LocalVisionProvider, prepareImageForAi } from '../src/index.js';

const NATURE_DIR = '/usr/share/backgrounds/mate/nature';
const ELEPHANTS = '/usr/share/backgrounds/mate/abstract/Elephants_5640x3172.jpg';
// deploy/local/infra.sh installs Debian's mate-backgrounds; without it this suite fails.
const natureFiles = existsSync(NATURE_DIR)
  ? readdirSync(NATURE_DIR)
      .filter((f) => f.endsWith('.jpg'))
      .sort()
  : [];

describe('LocalVisionProvider on real photos (mate-backgrounds)', () => {
  const provider = new LocalVisionProvider();

  it('has the real photos to work on', () => {
    expect(natureFiles.length).toBeGreaterThanOrEqual(10);
    expect(existsSync(ELEPHANTS)).toBe(true);
  });

  it('loads the model once and reports its load time', async () => {
    const { loadMs, backend } = await provider.warmUp();
    console.log(`local vision model: CenterNet COCO, backend ${backend}, load ${Math.round(loadMs)} ms`);
    expect(loadMs).toBeGreaterThan(0);
  }, 60_000);

  it('classifies every nature photo as nature, macro or landscape, never portrait or street', async () => {
    const rows: string[] = [];
    for (const file of natureFiles) {
      const image = await prepareImageForAi(join(NATURE_DIR, file), { maxSize: 512 });
      const { suggestions: s, timing, detections } = await provider.analyse({ image });
      rows.push(
        `${file.padEnd(18)} ${s.category.padEnd(10)} ${String(Math.round(timing.inferenceMs)).padStart(4)} ms  "${s.title}"  [${s.tags.join(', ')}]` +
          (detections.length ? `  detections: ${detections.map((d) => `${d.label} ${d.score.toFixed(2)}`).join(', ')}` : ''),
      );
      expect(['nature', 'macro', 'landscape']).toContain(s.category);
      expect(s.tags.length).toBeLessThanOrEqual(12);
      expect(s.alt.length).toBeLessThanOrEqual(150);
      expect(s.tags).not.toContain('person');
    }
    console.log(rows.join('\n'));
  }, 60_000);

  it('analyses the elephants painting (prints what the model sees)', async () => {
    const image = await prepareImageForAi(readFileSync(ELEPHANTS), { maxSize: 512 });
    const { suggestions: s, detections, timing } = await provider.analyse({ image });
    console.log(
      `Elephants_5640x3172.jpg ${s.category} ${Math.round(timing.inferenceMs)} ms "${s.title}" [${s.tags.join(', ')}] detections: ${
        detections.map((d) => `${d.label} ${d.score.toFixed(2)}`).join(', ') || 'none'
      }`,
    );
    // A painted, stylised scene: the COCO detector does not find the elephants with confidence.
    // The rules still must not call it a portrait or a street scene.
    expect(['portrait', 'street']).not.toContain(s.category);
  }, 30_000);

  it('a macro lens in EXIF makes a close-up of greenery macro', async () => {
    const image = await prepareImageForAi(join(NATURE_DIR, natureFiles[0] ?? ''), { maxSize: 512 });
    const s = await provider.suggest({ image, exif: { camera: 'Canon EOS R5', lens: 'RF100mm F2.8 L MACRO IS USM' } });
    expect(s.category).toBe('macro');
    expect(s.tags).toContain('macro lens');
  }, 30_000);
});
