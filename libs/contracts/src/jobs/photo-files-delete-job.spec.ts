import { mediaQueue } from './job-registry.js';
import {
  chunksOf,
  PHOTO_FOLDERS_PER_DELETE_JOB,
  photoFilesDeleteJobId,
  photoFilesDeleteJobPayloadSchema,
  photoFingerprintsRemoveJobPayloadSchema,
  photoFolderChunks,
  photoFolderOf,
  PHOTOS_PER_FINGERPRINT_JOB,
} from './media-jobs.js';

const originals = (userId: string, count: number) => Array.from({ length: count }, (_, i) => `photo/${userId}/p${String(i).padStart(5, '0')}/original`);

describe('the photo-files.delete.v1 job', () => {
  it('is declared on the media queue', () => {
    expect(mediaQueue.jobs['photo-files.delete.v1'].payload).toBe(photoFilesDeleteJobPayloadSchema);
  });

  it("takes a photo's folder from its original's key", () => {
    expect(photoFolderOf('photo/u1/p1/original')).toBe('photo/u1/p1/');
  });

  it('chunks the folders of 5 000 photos into ten jobs of 500, in order, each a valid payload', () => {
    const keys = originals('u1', 5_000);
    const { chunks, outside } = photoFolderChunks('u1', keys);
    expect(outside).toEqual([]);
    expect(chunks.map((chunk) => chunk.length)).toEqual(Array.from({ length: 10 }, () => PHOTO_FOLDERS_PER_DELETE_JOB));
    expect(chunks.flat()).toEqual(keys.map(photoFolderOf));
    for (const prefixes of chunks) expect(photoFilesDeleteJobPayloadSchema.safeParse({ userId: 'u1', prefixes }).success).toBe(true);
  });

  it('makes a last, shorter job of the rest, and none for no photo', () => {
    expect(photoFolderChunks('u1', originals('u1', 1_001)).chunks.map((chunk) => chunk.length)).toEqual([500, 500, 1]);
    expect(photoFolderChunks('u1', originals('u1', 3), 2).chunks).toEqual([['photo/u1/p00000/', 'photo/u1/p00001/'], ['photo/u1/p00002/']]);
    expect(photoFolderChunks('u1', [])).toEqual({ chunks: [], outside: [] });
    expect(() => photoFolderChunks('u1', [], 0)).toThrow(RangeError);
  });

  it("names a folder once, and never one outside the owner's photo folders", () => {
    const { chunks, outside } = photoFolderChunks('u1', [
      'photo/u1/p1/original',
      'photo/u1/p1/original',
      'photo/u2/p2/original',
      'photo/u1/original',
      'avatar/u1/p3/original',
      'original',
    ]);
    expect(chunks).toEqual([['photo/u1/p1/']]);
    expect(outside).toEqual(['photo/u2/p2/original', 'photo/u1/original', 'avatar/u1/p3/original', 'original']);
  });

  it("refuses a payload naming anything but the owner's photo folders, or too many", () => {
    const refused = [
      { userId: 'u1', prefixes: [] },
      { userId: 'u1', prefixes: ['photo/'] },
      { userId: 'u1', prefixes: ['photo/u1/'] },
      { userId: 'u1', prefixes: ['photo/u2/p1/'] },
      { userId: 'u1', prefixes: ['photo/u1/p1/original'] },
      { userId: 'u1', prefixes: ['hero/custom-p1/'] },
      { userId: 'u1', prefixes: photoFolderChunks('u1', originals('u1', 501), 501).chunks[0] },
    ];
    for (const payload of refused) expect(photoFilesDeleteJobPayloadSchema.safeParse(payload).success).toBe(false);
  });

  it("is named by its owner and its first folder's photo, deleted once", () => {
    expect(photoFilesDeleteJobId({ userId: 'u1', prefixes: ['photo/u1/p7/', 'photo/u1/p8/'] })).toBe('photo-files-delete-u1-p7');
  });
});

describe('the photo-fingerprints.remove.v1 job', () => {
  const photos = (count: number) => Array.from({ length: count }, (_, i) => ({ photoId: `p${i}`, fingerprint: i.toString(16).padStart(16, '0') }));

  it('takes the fingerprints of 1 201 deleted photos in three jobs, each a valid payload', () => {
    const chunks = chunksOf(photos(1_201), PHOTOS_PER_FINGERPRINT_JOB);
    expect(chunks.map((chunk) => chunk.length)).toEqual([500, 500, 201]);
    expect(chunks.flat()).toEqual(photos(1_201));
    for (const chunk of chunks) expect(photoFingerprintsRemoveJobPayloadSchema.safeParse({ userId: 'u1', photos: chunk }).success).toBe(true);
    expect(mediaQueue.jobs['photo-fingerprints.remove.v1'].jobId({ userId: 'u1', photos: chunks[2] ?? [] })).toBe('photo-fingerprints-remove-u1-p1000');
  });

  it('refuses no photo, too many, or something that is not a fingerprint', () => {
    for (const list of [[], photos(501), [{ photoId: 'p1', fingerprint: 'XYZ' }]]) {
      expect(photoFingerprintsRemoveJobPayloadSchema.safeParse({ userId: 'u1', photos: list }).success).toBe(false);
    }
  });
});
