import { composeSuggestions, type Detection, type SceneCues } from '../index.js';

const cues = (over: Partial<SceneCues> = {}): SceneCues => ({
  width: 1600,
  height: 1067,
  aspect: 1.5,
  brightness: 0.5,
  saturation: 0.5,
  chromaP90: 0.5,
  green: 0.1,
  skyTop: 0,
  skyBottom: 0,
  blue: 0.1,
  warm: 0.2,
  edgeDensity: 0.15,
  focusContrast: 1.5,
  blurredCells: 0,
  colours: [
    { name: 'green', share: 0.4 },
    { name: 'blue', share: 0.2 },
  ],
  ...over,
});
const det = (label: Detection['label'], score: number, area: number): Detection => ({ label, score, area, box: [0.1, 0.1, Math.sqrt(area), Math.sqrt(area)] });

describe('local rules', () => {
  it('portrait only when a person dominates the frame', () => {
    expect(composeSuggestions({ detections: [det('person', 0.8, 0.35)], cues: cues() }).category).toBe('portrait');
    const small = composeSuggestions({ detections: [det('person', 0.8, 0.02)], cues: cues({ green: 0.5 }) });
    expect(small.category).toBe('nature');
    expect(small.tags).toContain('person');
  });
  it('vehicles make a street scene', () => {
    const s = composeSuggestions({ detections: [det('car', 0.7, 0.05), det('person', 0.6, 0.03)], cues: cues() });
    expect(s.category).toBe('street');
    expect(s.tags).toEqual(expect.arrayContaining(['street', 'car', 'person']));
  });
  it('animals become tags and nature', () => {
    const s = composeSuggestions({ detections: [det('elephant', 0.6, 0.2), det('elephant', 0.5, 0.1)], cues: cues({ green: 0.3 }) });
    expect(s.category).toBe('nature');
    expect(s.tags.slice(0, 2)).toEqual(['elephant', 'animal']);
    expect(s.title).toMatch(/Elephant/);
  });
  it('monochrome is black-and-white; a macro lens is macro; sky over land is landscape', () => {
    expect(composeSuggestions({ detections: [], cues: cues({ chromaP90: 0.02, saturation: 0.02 }) }).category).toBe('black-and-white');
    expect(composeSuggestions({ detections: [], cues: cues(), exif: { lens: 'EF100mm f/2.8L Macro IS USM' } }).category).toBe('macro');
    const l = composeSuggestions({ detections: [], cues: cues({ skyTop: 0.8, skyBottom: 0.05, green: 0.3 }) });
    expect(l.category).toBe('landscape');
    expect(l.description).toMatch(/landscape of green land under/);
  });
  it('output rules: ≤ 12 unique lowercase tags, alt ≤ 150, never "all"', () => {
    const s = composeSuggestions({ detections: [], cues: cues(), palette: { dominantColor: '#ff8800', mood: 'warm', brightness: 'bright' } });
    expect(s.tags.length).toBeLessThanOrEqual(12);
    expect(new Set(s.tags).size).toBe(s.tags.length);
    expect(s.tags.every((t) => t === t.toLowerCase())).toBe(true);
    expect(s.alt.length).toBeLessThanOrEqual(150);
    expect(s.category).not.toBe('all');
  });
});
