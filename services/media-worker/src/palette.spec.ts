import { brightnessOf, luminance, moodOf, summarisePalette, toHex } from './palette.js';

describe('palette summary', () => {
  it('classifies mood from the dominant colour', () => {
    expect(moodOf([220, 90, 30])).toBe('warm'); // orange
    expect(moodOf([230, 200, 40])).toBe('warm'); // yellow
    expect(moodOf([30, 90, 200])).toBe('cool'); // blue
    expect(moodOf([40, 160, 70])).toBe('cool'); // green
    expect(moodOf([128, 128, 128])).toBe('neutral');
    expect(moodOf([120, 115, 110])).toBe('neutral'); // barely tinted grey
  });

  it('classifies brightness from luminance', () => {
    expect(brightnessOf(luminance([10, 10, 20]))).toBe('dark');
    expect(brightnessOf(luminance([240, 240, 230]))).toBe('bright');
    expect(brightnessOf(luminance([120, 130, 110]))).toBe('medium');
  });

  it('turns populations into percentages summing to ~100, largest first', () => {
    const palette = summarisePalette([
      { rgb: [30, 90, 200], population: 100 },
      { rgb: [220, 90, 30], population: 300 },
      { rgb: [20, 20, 20], population: 0 },
      { rgb: [240, 240, 240], population: 100 },
    ]);
    expect(palette?.dominantColor).toBe('#dc5a1e');
    expect(palette?.mood).toBe('warm');
    expect(palette?.colors.map((c) => c.percentage)).toEqual([60, 20, 20]);
    expect(palette?.colors.reduce((sum, c) => sum + c.percentage, 0)).toBeCloseTo(100, 0);
    expect(summarisePalette([])).toBeNull();
  });

  it('writes lowercase #rrggbb', () => {
    expect(toHex([0, 15, 255])).toBe('#000fff');
  });
});
