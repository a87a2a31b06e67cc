import { PHOTO_ARCHIVE_NAME_MAX } from '@lumafolio/contracts';
import { archiveEntryNames, fileBaseOf, photoFileName, type NamedPhoto } from './photo-file-names.js';

const photo = (title: string, mimeType = 'image/jpeg', _id = 'abcdefgh1'): NamedPhoto => ({ _id, title, mimeType });

describe('fileBaseOf', () => {
  it('keeps a plain title as it is, accents and all', () => {
    expect(fileBaseOf('Harbour at dawn')).toBe('Harbour at dawn');
    expect(fileBaseOf('Café – été 2026')).toBe('Café – été 2026');
  });

  it('leaves no path separator, reserved or control character, nor a line break', () => {
    expect(fileBaseOf('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(fileBaseOf('C:\\Windows\\x')).toBe('C__Windows_x');
    expect(fileBaseOf('Paris: "dawn" <1|2>?*')).toBe('Paris_ _dawn_ _1_2___');
    expect(fileBaseOf('Two\nlines\tand\u0007bell')).toBe('Two lines and bell');
    expect(fileBaseOf('no\u00a0break   spaces')).toBe('no break spaces');
  });

  it('removes invisible characters that could disguise the extension', () => {
    expect(fileBaseOf('photo\u202egpj.exe')).toBe('photogpj.exe');
    expect(fileBaseOf('zero\u200bwidth')).toBe('zerowidth');
  });

  it('makes no hidden file, nor one Windows would rename', () => {
    expect(fileBaseOf('.hidden')).toBe('hidden');
    expect(fileBaseOf('  trailing dots...  ')).toBe('trailing dots');
    expect(fileBaseOf(' ... ')).toBe('');
  });

  it('composes decomposed accents (macOS writes them decomposed)', () => {
    expect(fileBaseOf('Cafe\u0301')).toBe('Café');
  });
});

describe('archiveEntryNames', () => {
  it("names each original by its title and its type's extension", () => {
    expect(archiveEntryNames([photo('Harbour at dawn'), photo('Market', 'image/png'), photo('Bridge', 'image/heic'), photo('Odd', 'image/x-raw')])).toEqual([
      'Harbour at dawn.jpg',
      'Market.png',
      'Bridge.heic',
      'Odd.bin',
    ]);
  });

  it('names an untitled photo (or one whose title leaves nothing) by its id', () => {
    expect(
      archiveEntryNames([photo('', 'image/jpeg', 'p1abcdefg'), photo('///', 'image/webp', 'p2abcdefg'), photo(' .. ', 'image/jpeg', 'p3abcdefg')]),
    ).toEqual(['photo-p1abcdefg.jpg', '___.webp', 'photo-p3abcdefg.jpg']);
  });

  it('numbers the same name from the second on, regardless of case, and never reuses a name a title already took', () => {
    expect(archiveEntryNames([photo('Sunset'), photo('Sunset'), photo('sunset'), photo('Sunset (2)'), photo('Sunset', 'image/png'), photo('Sunset/')])).toEqual(
      ['Sunset.jpg', 'Sunset (2).jpg', 'sunset (3).jpg', 'Sunset (2) (2).jpg', 'Sunset.png', 'Sunset_.jpg'],
    );
  });

  it('keeps names within the limit, counting the extension and the number, without cutting a character in two', () => {
    const long = 'x'.repeat(300);
    const [first, second] = archiveEntryNames([photo(long), photo(long)]);
    expect(first).toBe(`${'x'.repeat(PHOTO_ARCHIVE_NAME_MAX - 4)}.jpg`);
    expect(second).toBe(`${'x'.repeat(PHOTO_ARCHIVE_NAME_MAX - 8)} (2).jpg`);

    const [emoji] = archiveEntryNames([photo('📷'.repeat(200))]);
    expect([...(emoji as string)]).toHaveLength(PHOTO_ARCHIVE_NAME_MAX);
    expect(emoji).toBe(`${'📷'.repeat(PHOTO_ARCHIVE_NAME_MAX - 4)}.jpg`);
    // Cut before a space or dot: no name ends in one before its extension.
    const [spaced] = archiveEntryNames([photo(`${'a'.repeat(PHOTO_ARCHIVE_NAME_MAX - 5)}  tail`)]);
    expect(spaced).toBe(`${'a'.repeat(PHOTO_ARCHIVE_NAME_MAX - 5)}.jpg`);
  });

  it('gives thousands of the same title thousands of names, at once', () => {
    const started = performance.now();
    const names = archiveEntryNames(Array.from({ length: 5_000 }, () => photo('Same')));
    expect(new Set(names).size).toBe(5_000);
    expect(names.at(-1)).toBe('Same (5000).jpg');
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('photoFileName', () => {
  it("is the cleaned title with the original's extension, or another suffix and extension", () => {
    expect(photoFileName(photo('Harbour at dawn', 'image/heic'))).toBe('Harbour at dawn.heic');
    expect(photoFileName(photo('../Harbour\u202e', 'image/heic'), { suffix: ' (2400 px)', extension: 'jpg' })).toBe('_Harbour (2400 px).jpg');
    expect(photoFileName(photo(' .. ', 'image/png', 'abcdefgh9'))).toBe('photo-abcdefgh9.png');
    expect([...photoFileName(photo('x'.repeat(300)), { suffix: ' (full size)', extension: 'jpg' })]).toHaveLength(PHOTO_ARCHIVE_NAME_MAX);
  });
});
