import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { sharp } from './sharp.ts';

/** One photo or video of the fake user's Google Photos library. */
export interface FakeLibraryItem {
  /** Google's media item id: opaque and stable across sessions. */
  id: string;
  type: 'PHOTO' | 'VIDEO';
  filename: string;
  mimeType: string;
  width: number;
  height: number;
  /** When the photo was taken (RFC 3339). */
  createTime: string;
  /** Where the original bytes come from: a file on disk, or bytes held in memory. */
  content: { path: string } | { bytes: Uint8Array };
}

const BACKGROUNDS = '/usr/share/backgrounds/mate';
const FOLDERS = ['nature', 'abstract', 'desktop'] as const;
// 16 MB: more than a test needs to move around.
const LEFT_OUT = new Set(['abstract/Elephants_5640x3172.jpg']);
const IMAGE_TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png' };
const FIRST_TAKEN = Date.parse('2024-05-01T09:30:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

/** A Google-looking media item id derived from a name, so an item keeps its id between runs. */
export function mediaItemIdOf(name: string): string {
  return `AF1Qip${createHash('sha256').update(name).digest('base64url').slice(0, 38)}`;
}

let cached: Promise<FakeLibraryItem[]> | undefined;

/**
 * The photos of Debian's mate-backgrounds (nature, abstract and desktop, 29 pictures) plus two
 * small videos: what the fake user has in Google Photos unless a test brings its own library.
 */
export function defaultLibrary(): Promise<FakeLibraryItem[]> {
  cached ??= readDefaultLibrary();
  return cached;
}

async function readDefaultLibrary(): Promise<FakeLibraryItem[]> {
  const photos: FakeLibraryItem[] = [];
  for (const folder of FOLDERS) {
    const names = (await readdir(join(BACKGROUNDS, folder))).sort();
    for (const name of names) {
      const mimeType = IMAGE_TYPES[name.slice(name.lastIndexOf('.')).toLowerCase()];
      if (!mimeType || LEFT_OUT.has(`${folder}/${name}`)) continue;
      const path = join(BACKGROUNDS, folder, name);
      const { width, height } = await sharp(path).metadata();
      photos.push({
        id: mediaItemIdOf(`${folder}/${name}`),
        type: 'PHOTO',
        filename: name,
        mimeType,
        width,
        height,
        createTime: new Date(FIRST_TAKEN + photos.length * DAY_MS).toISOString(),
        content: { path },
      });
    }
  }
  const videos = ['Waves-at-dusk.mp4', 'Garden-walk.mp4'].map((filename, index) => fakeVideo(filename, FIRST_TAKEN + (photos.length + index) * DAY_MS));
  return [...photos, ...videos];
}

function fakeVideo(filename: string, takenAt: number): FakeLibraryItem {
  return {
    id: mediaItemIdOf(`videos/${filename}`),
    type: 'VIDEO',
    filename,
    mimeType: 'video/mp4',
    width: 1280,
    height: 720,
    createTime: new Date(takenAt).toISOString(),
    content: { bytes: tinyMp4(filename) },
  };
}

/** An ISO-BMFF `ftyp` box and a `free` box naming the file: reads as MP4 by its signature, plays nothing. */
function tinyMp4(label: string): Uint8Array {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isomiso2', 16, 'latin1');
  const text = Buffer.from(label, 'utf8');
  const free = Buffer.alloc(8 + text.length);
  free.writeUInt32BE(free.length, 0);
  free.write('free', 4, 'latin1');
  text.copy(free, 8);
  return Buffer.concat([ftyp, free]);
}
