import { describe, expect, it } from '@jest/globals';
import { fittedFontSize, longestUnbreakableEm } from './fitted-size';

describe('longestUnbreakableEm', () => {
  it('measures the widest word, in capitals with the letter spacing', () => {
    const photographer = longestUnbreakableEm('Demo Photographer', 0.12);
    expect(photographer).toBeGreaterThan(longestUnbreakableEm('Demo', 0.12));
    expect(photographer).toBeCloseTo((9.078 + 12 * 0.12) * 1.04, 2);
    expect(longestUnbreakableEm('demo photographer', 0.12)).toBe(photographer);
  });

  it('lets a hyphenated name break after its hyphen', () => {
    expect(longestUnbreakableEm('Oppenheimer-Wolkenstein', 0)).toBe(longestUnbreakableEm('Oppenheimer-', 0));
  });

  it('treats accented capitals like their base letter and unknown letters as wide', () => {
    expect(longestUnbreakableEm('Öz', 0)).toBe(longestUnbreakableEm('OZ', 0));
    expect(longestUnbreakableEm('東京', 0)).toBeGreaterThan(longestUnbreakableEm('WW', 0));
  });
});

describe('fittedFontSize', () => {
  it('caps the size so that the longest word fits its container', () => {
    expect(fittedFontSize('Ada', '3rem', 0.1)).toMatch(/^min\(3rem, calc\(100cqi \/ \d+\.\d{3}\)\)$/);
    expect(fittedFontSize('   ', '3rem', 0.1)).toBe('3rem');
  });
});
