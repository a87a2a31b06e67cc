import { titleFromFileName } from './queue-defaults';

describe('titleFromFileName', () => {
  it('turns a file name into a readable title', () => {
    expect(titleFromFileName('sunset_over-the-lake.JPG')).toBe('Sunset over the lake');
    expect(titleFromFileName('IMG_1234.heic')).toBe('IMG 1234');
  });

  it('names a file without a usable name', () => {
    expect(titleFromFileName('___.jpg')).toBe('Untitled photo');
    expect(titleFromFileName('a'.repeat(300)).length).toBe(120);
  });
});
