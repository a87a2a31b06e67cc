import { PHOTO_TITLE_MAX } from '@lumafolio/contracts';

/**
 * "IMG_2041-sunset.jpg" → "IMG 2041 sunset": a photo's title when nobody typed one (bulk
 * uploads, imports): no extension, no control characters, separators as spaces.
 */
export function titleFromFileName(fileName: string): string {
  const title = fileName
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[_\s-]+/g, ' ')
    .trim()
    .slice(0, PHOTO_TITLE_MAX)
    .trim();
  return title === '' ? 'Untitled photo' : title;
}
