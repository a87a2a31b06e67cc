import { jest } from '@jest/globals';
import type { GooglePhotoSetProgress, Photo } from '@lumafolio/contracts';
import type { GooglePhotoSetDocument, GooglePhotoSetItemDocument } from '@lumafolio/dal';
import { GoogleApiError, GoogleNotConnectedError } from '@lumafolio/google-photos';
import { IntakeRefusedError } from '@lumafolio/photo-intake';
import type { Logger } from '@lumafolio/server-common';
import { RATE_LIMIT_ERROR } from 'bullmq';
import { Readable } from 'node:stream';
import { createAlbumSyncItemProcessor, type AlbumSyncDeps } from './album-sync.processor.js';
import { BaseUrls, SetExpiredError } from './base-urls.js';
import { GOOGLE_UNAVAILABLE, RECONNECT, SET_EXPIRED, VIDEO_SKIPPED } from './messages.js';

const NOW = Date.parse('2026-01-01T12:00:00Z');
const USER = 'user1';
const SET = 'set_000001';
const job = { userId: USER, albumId: SET, mediaItemId: 'item1' };
const firstAttempt = { updateProgress: async () => undefined, attemptsMade: 0, opts: { attempts: 9 } };
const lastAttempt = { ...firstAttempt, attemptsMade: 8 };

function world(overrides: { item?: Partial<GooglePhotoSetItemDocument>; set?: Partial<GooglePhotoSetDocument> | null } = {}) {
  let set: GooglePhotoSetDocument | null =
    overrides.set === null
      ? null
      : {
          _id: SET,
          userId: USER,
          title: 'Picked',
          state: 'ready',
          pickerSessionId: 'session1',
          pickerUri: 'http://google.test/pick',
          sessionExpiresAt: null,
          mediaItemsCount: 1,
          photoCount: 1,
          videoCount: 0,
          coverKey: null,
          selected: true,
          itemsListedAt: new Date(NOW - 60_000),
          syncState: 'syncing',
          problem: null,
          createdAt: new Date(NOW - 120_000),
          ...overrides.set,
        };
  const item: GooglePhotoSetItemDocument = {
    _id: `${SET}:item1`,
    setId: SET,
    userId: USER,
    mediaItemId: 'item1',
    position: 0,
    type: 'photo',
    filename: 'Sunset_over-sea.jpg',
    mimeType: 'image/jpeg',
    baseUrl: 'http://google.test/lh3/item1',
    status: 'pending',
    photoId: null,
    error: null,
    updatedAt: new Date(NOW),
    ...overrides.item,
  };
  const ingest = jest.fn(async (): Promise<Photo> => ({ id: 'photo1' }) as Photo);
  const download = jest.fn(async () => ({ body: Readable.from([Buffer.from('jpeg')]), contentType: 'image/jpeg', bytes: 4 }));
  const rateLimit = jest.fn(async (_ms: number) => undefined);
  const refresh = jest.fn(async () => undefined);
  const progressed = jest.fn((_ownerId: string, _progress: GooglePhotoSetProgress) => undefined);
  const deps: AlbumSyncDeps = {
    sets: {
      findOwned: async () => set,
      update: async (_user, _id, changes) => {
        set = set && { ...set, ...changes };
        return set;
      },
      setSyncState: async (_id, syncState) => {
        set = set && { ...set, syncState };
      },
    },
    items: {
      find: async () => item,
      markOutcome: async (_set, _item, outcome) => {
        Object.assign(item, { status: outcome.status, photoId: outcome.photoId ?? null, error: outcome.error ?? null });
      },
      counts: async () => ({ pending: item.status === 'pending' ? 1 : 0, imported: 0, skipped: 0, failed: 0, total: 1, [item.status]: 1 }),
      failures: async () => (item.status === 'failed' ? [{ filename: item.filename, error: item.error }] : []),
    },
    importedPhotoOf: async () => null,
    google: { call: (_userId, request) => request('token') },
    picker: { download },
    baseUrls: { refresh },
    intake: { ingest },
    progressed,
    rateLimit,
    logger: { warn: () => undefined } as unknown as Logger,
    now: () => NOW,
  };
  return { deps, item, set: () => set, ingest, download, rateLimit, refresh, progressed };
}

describe('an album-sync item', () => {
  it('is imported through the intake with its source, a title from its file name, private in "other"', async () => {
    const w = world();
    const result = await createAlbumSyncItemProcessor(w.deps)(job, firstAttempt);
    expect(w.ingest).toHaveBeenCalledWith(
      expect.objectContaining({
        origin: 'google-photos',
        expectedBytes: 4,
        source: { provider: 'google-photos', id: 'item1' },
        fields: expect.objectContaining({ title: 'Sunset over sea', category: 'other' }),
      }),
    );
    expect(result).toMatchObject({ outcome: 'imported', photoId: 'photo1', progress: { state: 'done', imported: 1, total: 1 } });
    // The owner's open album pages are told the set's progress, the same as the job's result.
    expect(w.progressed).toHaveBeenCalledTimes(1);
    expect(w.progressed).toHaveBeenCalledWith(USER, result?.progress);
    expect(w.set()?.syncState).toBe('done');
    expect(w.refresh).not.toHaveBeenCalled();
  });

  it('ends quietly when its set was removed, and reports an item that already ended without doing it again', async () => {
    const gone = world({ set: null });
    expect(await createAlbumSyncItemProcessor(gone.deps)(job, firstAttempt)).toBeNull();
    expect(gone.progressed).not.toHaveBeenCalled();
    const ended = world({ item: { status: 'imported', photoId: 'photo9' } });
    expect(await createAlbumSyncItemProcessor(ended.deps)(job, firstAttempt)).toMatchObject({ outcome: 'imported', photoId: 'photo9' });
    expect(ended.download).not.toHaveBeenCalled();
    expect(ended.progressed).toHaveBeenCalledWith(USER, expect.objectContaining({ albumId: SET, imported: 1 }));
  });

  it('skips videos, and takes an item that already is a photo without downloading it', async () => {
    const video = world({ item: { type: 'video' } });
    expect(await createAlbumSyncItemProcessor(video.deps)(job, firstAttempt)).toMatchObject({ outcome: 'skipped' });
    expect(video.item.error).toBe(VIDEO_SKIPPED);
    const known = world();
    known.deps.importedPhotoOf = async () => 'photo7';
    expect(await createAlbumSyncItemProcessor(known.deps)(job, firstAttempt)).toMatchObject({ outcome: 'imported', photoId: 'photo7' });
    expect(known.download).not.toHaveBeenCalled();
  });

  it('lists the set again before downloading when its base URLs are about to expire, and after a 403', async () => {
    const stale = world({ set: { itemsListedAt: new Date(NOW - 55 * 60_000) } });
    await createAlbumSyncItemProcessor(stale.deps)(job, firstAttempt);
    expect(stale.refresh).toHaveBeenCalledTimes(1);
    const refused = world();
    refused.download.mockRejectedValueOnce(new GoogleApiError(403, 'expired'));
    expect(await createAlbumSyncItemProcessor(refused.deps)(job, firstAttempt)).toMatchObject({ outcome: 'imported' });
    expect(refused.refresh).toHaveBeenCalledTimes(1);
    expect(refused.download).toHaveBeenCalledTimes(2);
  });

  it('reports an expired selection on the item and the set, and a lost connection as what to do', async () => {
    const expired = world({ set: { itemsListedAt: null } });
    expired.refresh.mockRejectedValueOnce(new SetExpiredError('gone'));
    expect(await createAlbumSyncItemProcessor(expired.deps)(job, firstAttempt)).toMatchObject({ outcome: 'failed', progress: { problem: SET_EXPIRED } });
    expect(expired.set()).toMatchObject({ state: 'expired', problem: SET_EXPIRED });

    const disconnected = world();
    disconnected.deps.google = { call: () => Promise.reject(new GoogleNotConnectedError()) };
    const result = await createAlbumSyncItemProcessor(disconnected.deps)(job, firstAttempt);
    expect(result).toMatchObject({ outcome: 'failed', progress: { failures: [{ filename: 'Sunset_over-sea.jpg', message: RECONNECT }], problem: RECONNECT } });
  });

  it("honours Google's Retry-After without spending an attempt, and retries a 5xx until the last attempt reports it", async () => {
    const limited = world();
    limited.download.mockRejectedValueOnce(new GoogleApiError(429, 'slow down', null, 7_000));
    await expect(createAlbumSyncItemProcessor(limited.deps)(job, firstAttempt)).rejects.toThrow(RATE_LIMIT_ERROR);
    expect(limited.rateLimit).toHaveBeenCalledWith(7_000);
    expect(limited.item.status).toBe('pending');

    const down = world();
    down.download.mockRejectedValue(new GoogleApiError(503, 'unavailable'));
    await expect(createAlbumSyncItemProcessor(down.deps)(job, firstAttempt)).rejects.toThrow('unavailable');
    expect(down.item.status).toBe('pending');
    expect(await createAlbumSyncItemProcessor(down.deps)(job, lastAttempt)).toMatchObject({ outcome: 'failed' });
    expect(down.item.error).toBe(GOOGLE_UNAVAILABLE);
  });

  it('reports what the intake refused (not a photo, over quota) in its own words', async () => {
    const refused = world();
    refused.ingest.mockRejectedValueOnce(new IntakeRefusedError(413, 'This photo does not fit in your remaining storage.'));
    expect(await createAlbumSyncItemProcessor(refused.deps)(job, firstAttempt)).toMatchObject({ outcome: 'failed' });
    expect(refused.item.error).toBe('This photo does not fit in your remaining storage.');
  });
});

describe('base URLs listed again', () => {
  it('turns Google saying the session is gone into an expired set', async () => {
    const lister = new BaseUrls({
      sets: {
        findOwned: async () => ({ _id: SET, userId: USER, pickerSessionId: 's', itemsListedAt: null }) as GooglePhotoSetDocument,
        update: async () => null,
      },
      items: { upsertMany: async () => undefined },
      picker: { listMediaItems: () => Promise.reject(new GoogleApiError(400, 'Precondition check failed.', 'FAILED_PRECONDITION')) },
      google: { call: (_userId, request) => request('token') },
      lock: (_name, work) => work(),
    });
    await expect(lister.refresh({ _id: SET, userId: USER }, null)).rejects.toBeInstanceOf(SetExpiredError);
  });
});
