import { PHOTO_TITLE_MAX } from '@lumafolio/contracts';
import { titleFromFilename } from './photo-title.js';

describe('an imported photo title', () => {
  it('is the file name without its extension, separators as spaces', () => {
    expect(titleFromFilename('IMG_2024-05-01_sunset.JPG')).toBe('IMG 2024 05 01 sunset');
    expect(titleFromFilename('Aqua.jpg')).toBe('Aqua');
  });

  it('never is empty, carries no control characters and fits the title limit', () => {
    expect(titleFromFilename('')).toBe('Untitled photo');
    expect(titleFromFilename('.jpg')).toBe('Untitled photo');
    expect(titleFromFilename('a\u0000b\u200ec.png')).toBe('abc');
    expect(titleFromFilename(`${'x'.repeat(300)}.png`)).toHaveLength(PHOTO_TITLE_MAX);
  });
});
