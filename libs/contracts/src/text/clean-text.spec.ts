import {
  cleanLineText,
  cleanMultilineText,
  HIDDEN_CHARACTER_MESSAGE,
  identifier,
  IDENTIFIER_MAX_LENGTH,
  lineText,
  multilineText,
  NUL_CHARACTER_MESSAGE,
  serverText,
  VERBATIM_TEXT_MAX_LENGTH,
  verbatimText,
} from './clean-text.js';

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
    expect(lineText().max(3).parse(' a\u202Eb\u200Bc\u0007 ')).toBe('abc');
    expect(multilineText().parse('  Hi\u202E,\r\nthere  ')).toBe('Hi,\nthere');
  });

  it('refuses a NUL, which no one types and the database cannot store, with words a person understands', () => {
    for (const schema of [lineText(), multilineText(), serverText()]) {
      expect(schema.safeParse('a\u0000b').error?.issues[0]?.message).toBe(NUL_CHARACTER_MESSAGE);
    }
  });

  it('keeps identifiers and verbatim values as sent, or refuses them when they hide a character', () => {
    expect(verbatimText().parse('photo/u1/p1/IMG 1.jpg')).toBe('photo/u1/p1/IMG 1.jpg');
    for (const hidden of ['a\u0000b', 'a\u202Eb', 'a\u200Bb', 'a\u0007b', 'a\nb']) {
      expect(verbatimText().safeParse(hidden).error?.issues[0]?.message).toBe(HIDDEN_CHARACTER_MESSAGE);
      expect(identifier(/^[^/]+$/).safeParse(hidden).success).toBe(false);
    }
    expect(() => identifier(/[a-z]+/)).toThrow('anchored');
  });

  it('bounds identifiers and verbatim values unless their contract says less, so nobody can send megabytes to be checked', () => {
    expect(verbatimText().safeParse('a'.repeat(VERBATIM_TEXT_MAX_LENGTH)).success).toBe(true);
    expect(verbatimText().safeParse('a'.repeat(VERBATIM_TEXT_MAX_LENGTH + 1)).error?.issues[0]?.code).toBe('too_big');
    expect(verbatimText(undefined, 10).safeParse('a'.repeat(11)).success).toBe(false);
    expect(identifier(/^[a-z]+$/).safeParse('a'.repeat(IDENTIFIER_MAX_LENGTH)).success).toBe(true);
    expect(identifier(/^[a-z]+$/).safeParse('a'.repeat(IDENTIFIER_MAX_LENGTH + 1)).error?.issues[0]?.code).toBe('too_big');
  });
});
