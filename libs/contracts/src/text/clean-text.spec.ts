import { cleanLineText, cleanMultilineText, lineText, multilineText } from './clean-text.js';

describe('user text', () => {
  it('removes the characters that reorder or hide what others see', () => {
    expect(cleanLineText('Ann\u202Egpj.exe')).toBe('Anngpj.exe');
    expect(cleanLineText('\u2066Bob\u2069 \u200Fsmith\uFEFF')).toBe('Bob smith');
    expect(cleanLineText('nul\u0000l bell\u0007 esc\u001b[31m c1\u0085')).toBe('null bell esc[31m c1');
  });

  it('keeps every script, emoji sequences and the joiners they need', () => {
    const text = 'Zoë Ørsted — 山田 太郎 — محمد — नमस्ते — 👩‍👩‍👧';
    expect(cleanLineText(text)).toBe(text);
  });

  it('turns line breaks into spaces on one line, and unifies them on several', () => {
    expect(cleanLineText('first\r\nsecond\tthird\u2028fourth')).toBe('first second third fourth');
    expect(cleanMultilineText('first\r\nsecond\rthird\u2029fourth\tend')).toBe('first\nsecond\nthird\nfourth\tend');
  });

  it('cleans before the length and emptiness checks of a schema', () => {
    expect(lineText().min(1).safeParse('\u202E\u202E').success).toBe(false);
    expect(lineText().max(3).parse(' a\u202Eb\u0000c ')).toBe('abc');
    expect(multilineText().parse('  Hi\u202E,\r\nthere  ')).toBe('Hi,\nthere');
  });
});
