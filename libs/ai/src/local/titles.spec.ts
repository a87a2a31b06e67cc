import { composeSuggestions, freshTitle, type Detection, type SceneCues } from '../index.js';
import type { ColourName } from './scene-cues.js';

/** A repeatable stream of numbers, so the 50 photos are the same on every run. */
function numbers(seed: number) {
  return () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
}

const COLOURS: ColourName[] = ['green', 'blue', 'orange', 'gray', 'brown', 'yellow', 'teal', 'red', 'white', 'purple'];
const SUBJECTS: Array<Detection['label'][]> = [[], [], ['person'], ['dog'], ['bird'], ['car', 'person'], ['horse'], [], ['boat'], ['person', 'person']];

/** Fifty photos as the detector and the cues would measure them: every kind of scene, light and shape. */
function realishPhotos(): Array<Parameters<typeof composeSuggestions>[0]> {
  const next = numbers(42);
  return Array.from({ length: 50 }, (_, i) => {
    const first = COLOURS[i % COLOURS.length] as ColourName;
    const second = COLOURS[(i * 3 + 1) % COLOURS.length] as ColourName;
    const aspect = [1.5, 0.67, 1, 2.4, 1.33][i % 5] as number;
    const cues: SceneCues = {
      width: Math.round(1200 * aspect),
      height: 1200,
      aspect,
      brightness: 0.15 + next() * 0.75,
      saturation: i % 11 === 0 ? 0.03 : 0.1 + next() * 0.6,
      chromaP90: i % 11 === 0 ? 0.02 : 0.1 + next() * 0.6,
      green: next() * 0.6,
      skyTop: next(),
      skyBottom: next() * 0.2,
      blue: next() * 0.5,
      warm: next() * 0.5,
      edgeDensity: next() * 0.3,
      focusContrast: 1 + next() * 4,
      blurredCells: next() * 0.6,
      colours: [
        { name: first, share: 0.3 + next() * 0.3 },
        { name: second, share: 0.05 + next() * 0.2 },
      ],
    };
    const labels = SUBJECTS[i % SUBJECTS.length] as Detection['label'][];
    const detections = labels.map((label) => ({
      label,
      score: 0.6 + next() * 0.35,
      area: 0.05 + next() * 0.4,
      box: [0.1, 0.1, 0.5, 0.5] as [number, number, number, number],
    }));
    return { detections, cues };
  });
}

function photoAt(index: number) {
  const photo = realishPhotos()[index];
  if (!photo) throw new Error(`no photo ${index}`);
  return photo;
}

describe('local AI titles', () => {
  it('fifty different photos get at least 45 different titles', () => {
    const titles = realishPhotos().map((photo) => composeSuggestions(photo).title);
    expect(new Set(titles).size).toBeGreaterThanOrEqual(45);
  });

  it('the same photo always gets the same title, and the titles follow what is seen', () => {
    expect(composeSuggestions(photoAt(0)).title).toBe(composeSuggestions(photoAt(0)).title);
    const dog = composeSuggestions(photoAt(3));
    expect(dog.tags).toContain('dog');
    expect(dog.title).toMatch(/Dog/);
    expect(dog.titleOptions.every((title) => title.includes('Dog'))).toBe(true);
  });

  it('offers several different titles and takes the first one the photographer has not used', () => {
    const [first = '', second, ...others] = composeSuggestions(photoAt(7)).titleOptions;
    expect(new Set([first, second, ...others]).size).toBeGreaterThanOrEqual(4);
    expect(freshTitle([first, second ?? ''], [])).toBe(first);
    expect(freshTitle([first, second ?? ''], [first.toUpperCase()])).toBe(second);
    expect(freshTitle(['Azure Nature Study'], ['Azure Nature Study', 'Azure Nature Study 2'])).toBe('Azure Nature Study 3');
  });
});
