import type { GooglePhotoSetDocument, GooglePhotoSetItemRepository, GooglePhotoSetRepository, RedisLock } from '@lumafolio/dal';
import { isPickerSessionGone, pickedSetItems, type GoogleAccess, type PickerClient } from '@lumafolio/google-photos';

/** Base URLs live 60 minutes (Google's rule): older than this, a set's items are listed again before a download. */
export const BASE_URLS_FRESH_MS = 50 * 60_000;

/** Google no longer knows the set's picking session: its items cannot be listed or downloaded again. */
export class SetExpiredError extends Error {
  override readonly name = 'SetExpiredError';
}

/** The set was removed while its items were being imported. */
export class SetGoneError extends Error {
  override readonly name = 'SetGoneError';
}

export function isStale(set: Pick<GooglePhotoSetDocument, 'itemsListedAt'>, now: number): boolean {
  return !set.itemsListedAt || now - set.itemsListedAt.getTime() > BASE_URLS_FRESH_MS;
}

export interface BaseUrlDeps {
  sets: Pick<GooglePhotoSetRepository, 'findOwned' | 'update'>;
  items: Pick<GooglePhotoSetItemRepository, 'upsertMany'>;
  picker: Pick<PickerClient, 'listMediaItems'>;
  google: Pick<GoogleAccess, 'call'>;
  /** One lister per set across every worker. */
  lock: RedisLock;
  now?: () => number;
}

/**
 * Fresh base URLs for a set's items: its picking session is listed again (every page) and
 * the items' URLs replaced. Jobs of the same set wait for one listing instead of each making
 * their own: one that finds a listing newer than the URLs it had takes that one.
 */
export class BaseUrls {
  constructor(private readonly deps: BaseUrlDeps) {}

  /** `listedAt` is when the URLs that proved stale were listed. */
  async refresh(set: Pick<GooglePhotoSetDocument, '_id' | 'userId'>, listedAt: Date | null): Promise<void> {
    const { sets, items, picker, google } = this.deps;
    const now = this.deps.now ?? Date.now;
    await this.deps.lock(set._id, async () => {
      const latest = await sets.findOwned(set.userId, set._id);
      if (!latest) throw new SetGoneError(`album ${set._id} was removed`);
      if (latest.itemsListedAt && latest.itemsListedAt.getTime() > (listedAt?.getTime() ?? 0)) return;
      const at = new Date(now());
      let position = 0;
      let pageToken: string | undefined;
      try {
        do {
          const page = await google.call(set.userId, (token) => picker.listMediaItems(token, latest.pickerSessionId, pageToken));
          await items.upsertMany(pickedSetItems({ setId: latest._id, userId: latest.userId }, page.mediaItems, position), at);
          position += page.mediaItems.length;
          pageToken = page.nextPageToken;
        } while (pageToken);
      } catch (error) {
        if (isPickerSessionGone(error)) throw new SetExpiredError(`the picking session of album ${set._id} is gone`);
        throw error;
      }
      await sets.update(set.userId, set._id, { itemsListedAt: at });
    });
  }
}
