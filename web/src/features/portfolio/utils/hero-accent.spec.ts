import type { ColorPalette } from '@lumafolio/contracts';
import { accentPartner, contrastRatio, heroAccent, MIN_TEXT_CONTRAST } from './hero-accent';

const classic = { accent: '#f5f5f5', text: '#333333', background: '#ffffff' };
const epic = { accent: '#c9a227', text: '#f2f2f2', background: '#0b0b0c' };
const monochrome = { accent: '#1a1a1a', text: '#ffffff', background: '#000000' };

const palette = (dominantColor: string, colors: Array<[string, number]> = []): ColorPalette => ({
  dominantColor,
  mood: 'warm',
  brightness: 'medium',
  colors: colors.map(([hex, percentage]) => ({ hex, percentage })),
});

describe('contrast ratio', () => {
  it('follows WCAG: black on white is 21:1, a colour on itself 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('the accent a hero banner gives a template', () => {
  it('reads the template’s own accent as a surface under the text or as ink on the background', () => {
    expect(accentPartner(classic)).toBe('#333333');
    expect(accentPartner(monochrome)).toBe('#ffffff');
    expect(accentPartner(epic)).toBe('#0b0b0c');
  });

  it('keeps a palette colour that already passes AA against the text', () => {
    expect(heroAccent(palette('#e8d8c0'), classic)).toBe('#e8d8c0');
    expect(heroAccent(palette('#f0c040'), epic)).toBe('#f0c040');
  });

  it('lightens a colour until the dark text reads on it, keeping its hue', () => {
    const accent = heroAccent(palette('#c0392b'), classic);
    expect(contrastRatio(accent, classic.text)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(accent).not.toBe(classic.accent);
    const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(accent.slice(start, start + 2), 16)) as [number, number, number];
    expect(r).toBeGreaterThan(g);
    expect(r).toBeGreaterThan(b);
  });

  it('makes a surface light enough for the muted text too (the contact line on classic)', () => {
    const withMuted = { ...classic, mutedText: '#666666' };
    const accent = heroAccent(palette('#3f6d92'), withMuted);
    expect(contrastRatio(accent, withMuted.mutedText)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(accent, withMuted.text)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    // Against the main text alone, a darker blue passed and left the muted line at 2.1:1.
    expect(contrastRatio(heroAccent(palette('#3f6d92'), classic), '#666666')).toBeLessThan(MIN_TEXT_CONTRAST);
  });

  it('darkens a colour for white text (monochrome) and lightens it as ink on a dark page (epic)', () => {
    const dark = heroAccent(palette('#3a7bd5'), monochrome);
    expect(contrastRatio(dark, monochrome.text)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    const ink = heroAccent(palette('#1f4e99'), epic);
    expect(contrastRatio(ink, epic.background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(ink).not.toBe(epic.accent);
  });

  it('tries the dominant colour first, then the others by their share of the banner', () => {
    expect(
      heroAccent(
        palette('#not-hex', [
          ['#dcdcf0', 10],
          ['#e0f0e0', 60],
        ]),
        classic,
      ),
    ).toBe('#e0f0e0');
  });

  it('falls back to the template’s accent without a palette or when nothing can pass', () => {
    expect(heroAccent(null, classic)).toBe('#f5f5f5');
    expect(heroAccent(palette('#777777'), { accent: '#abcdef', text: '#777777', background: '#777777' })).toBe('#abcdef');
  });
});
