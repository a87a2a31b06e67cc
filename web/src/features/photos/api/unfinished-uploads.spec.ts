/**
 * @jest-environment jsdom
 */
// The browser's storage is the subject: the unit project runs in Node, where there is no `window`.
import { describe, expect, it } from '@jest/globals';
import { forgetUnfinishedUpload, keepUnfinishedUpload, keptUploadUrl, keepUploadUrl, readUnfinishedUploads } from './unfinished-uploads';

// jsdom has no IndexedDB, as some private windows have none: the queue then simply keeps nothing.
describe('unfinished uploads without IndexedDB', () => {
  it('keeps nothing, reads nothing and never throws', async () => {
    const kept = await keepUnfinishedUpload({
      key: 'upload-1',
      ownerId: 'user-1',
      addedAt: Date.now(),
      fileName: 'harbour.jpg',
      file: new Blob(['x'], { type: 'image/jpeg' }),
      image: null,
      fields: { title: '', category: '', description: '' },
      edited: false,
      ai: null,
      exif: null,
      uploadUrl: null,
    });
    expect(kept).toBe(false);
    await expect(forgetUnfinishedUpload('upload-1')).resolves.toBeUndefined();
    await expect(readUnfinishedUploads()).resolves.toEqual([]);
  });
});

describe("an upload's URL, kept the moment the server made it", () => {
  it("is read back until the entry is forgotten, and one entry never sees another's", async () => {
    keepUploadUrl('upload-2', '/api/photos/tus/abc');
    keepUploadUrl('upload-3', '/api/photos/tus/def');
    expect(keptUploadUrl('upload-2')).toBe('/api/photos/tus/abc');
    await forgetUnfinishedUpload('upload-2');
    expect(keptUploadUrl('upload-2')).toBeNull();
    expect(keptUploadUrl('upload-3')).toBe('/api/photos/tus/def');
    keepUploadUrl('upload-3', null);
    expect(keptUploadUrl('upload-3')).toBeNull();
  });
});
