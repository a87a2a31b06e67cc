import { PHOTO_TITLE_MAX } from '@lumafolio/contracts';

/** A photo's title from its file name: no extension, no control characters, separators as spaces. */
export function titleFromFilename(filename: string): string {
  const title = filename
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[_\s-]+/g, ' ')
    .trim()
    .slice(0, PHOTO_TITLE_MAX)
    .trim();
  return title === '' ? 'Untitled photo' : title;
}
