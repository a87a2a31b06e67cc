import { titleFromFileName } from './title-from-file-name.js';

describe('a photo’s title from its file name (bulk uploads, Google Photos imports)', () => {
  it('is the file name without its extension, separators as spaces', () => {
    expect(titleFromFileName('Aqua.jpg')).toBe('Aqua');
    expect(titleFromFileName('IMG_2041-sunset.JPEG')).toBe('IMG 2041 sunset');
    expect(titleFromFileName('  harbour   at  dawn .webp')).toBe('harbour at dawn');
  });

  it('drops control characters and stays within the title limit', () => {
    expect(titleFromFileName('bad\u0000name\u200b.png')).toBe('badname');
    expect(titleFromFileName(`${'a'.repeat(200)}.jpg`)).toHaveLength(120);
  });

  it('is "Untitled photo" when nothing is left', () => {
    expect(titleFromFileName('.jpg')).toBe('Untitled photo');
    expect(titleFromFileName('')).toBe('Untitled photo');
    expect(titleFromFileName('___.png')).toBe('Untitled photo');
  });
});
