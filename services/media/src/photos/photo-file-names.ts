import { PHOTO_ARCHIVE_NAME_MAX } from '@lumafolio/contracts';
import { originalExtension } from '../client-galleries/gallery-photo-view.js';

export interface NamedPhoto {
  _id: string;
  title: string;
  mimeType: string;
}

/** Characters no file name in a ZIP keeps: path separators, and those Windows refuses in a name. */
const RESERVED = /[/\\<>:"|?*]/g;
/** Invisible formatting (bidirectional overrides could make "gpj.exe" read as "exe.jpg"), zero-width characters. */
const INVISIBLE = /\p{Cf}/gu;
/** Control characters and every separator but the plain space (line breaks, tabs, no-break spaces). */
const SPACES = /[\p{Cc}\p{Z}]+/gu;

/**
 * A photo's title as a file name's base: one line, no path separator, control, invisible or
 * reserved character, no leading dot (a hidden file), nor trailing dot or space (Windows drops
 * them); empty when nothing is left.
 */
export function fileBaseOf(title: string): string {
  return title
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(RESERVED, '_')
    .replace(SPACES, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
}

/** `base` + `suffix` + `.ext`, the base cut (by characters, never inside one) so that the whole is at most PHOTO_ARCHIVE_NAME_MAX. */
function fitted(base: string, suffix: string, extension: string): string {
  const room = PHOTO_ARCHIVE_NAME_MAX - [...suffix].length - extension.length - 1;
  const chars = [...base];
  const cut =
    chars.length > room
      ? chars
          .slice(0, room)
          .join('')
          .replace(/[\s.]+$/, '')
      : base;
  return `${cut}${suffix}.${extension}`;
}

/**
 * The name one photo's file is saved under: its title (untitled: "photo-<id>"), `suffix`, and
 * the extension of its original's type unless told another ("Harbour at dawn (2400 px).jpg").
 */
export function photoFileName(photo: NamedPhoto, { suffix = '', extension = originalExtension(photo.mimeType) } = {}): string {
  return fitted(baseOf(photo), suffix, extension);
}

function baseOf(photo: NamedPhoto): string {
  return fileBaseOf(photo.title) || `photo-${photo._id}`;
}

/**
 * The names of these photos' originals in one ZIP, in their order: the title and the
 * extension of the original's type ("Harbour at dawn.jpg"); an untitled photo is
 * "photo-<id>.jpg"; the second "Harbour at dawn.jpg" is "Harbour at dawn (2).jpg", and so on.
 * Names are unique regardless of case (Windows and macOS would extract two as one file).
 */
export function archiveEntryNames(photos: readonly NamedPhoto[]): string[] {
  const taken = new Set<string>();
  /** The number the next copy of a name tries first: a thousand photos of one title stay linear. */
  const nextCopy = new Map<string, number>();
  return photos.map((photo) => {
    const extension = originalExtension(photo.mimeType);
    const base = baseOf(photo);
    const first = fitted(base, '', extension);
    let name = first;
    let copy = nextCopy.get(first.toLowerCase()) ?? 2;
    while (taken.has(name.toLowerCase())) name = fitted(base, ` (${copy++})`, extension);
    nextCopy.set(first.toLowerCase(), copy);
    taken.add(name.toLowerCase());
    return name;
  });
}
