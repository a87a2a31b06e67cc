import { Injectable } from '@nestjs/common';
import { MAX_GOOGLE_PHOTO_SETS, type GooglePhotoSet, type GooglePickerSession, type SelectGooglePhotoSetsResponse } from '@lumafolio/contracts';
import { GoogleConnectionRepository, GooglePhotoSetItemRepository, GooglePhotoSetRepository, type GooglePhotoSetDocument } from '@lumafolio/dal';
import { GoogleApiError, GoogleNotConnectedError, isPickerSessionGone } from '@lumafolio/google-photos';
import { AlbumSyncJobs, InjectLogger, rpcError, type Logger } from '@lumafolio/server-common';
import { randomBytes } from 'node:crypto';
import { GoogleSetup, type GoogleClients } from './google-clients.js';
import { googleUnavailable, notConnected, notEnabled, setNotFound } from './google-photos-errors.js';
import { listPickedItems } from './picked-items.js';
import { SetCovers } from './set-covers.js';
import { toGooglePhotoSet } from './set-view.js';

const DEFAULT_POLL_MS = 5_000;
/** Items queued at once: a set of 2 000 goes in 40 round trips, not 2 000. */
const QUEUE_BATCH = 50;

/** The album page's sets: picking them in Google's picker, naming, selecting and syncing them. */
@Injectable()
export class PhotoSetsService {
  private readonly google: GoogleClients | null;

  constructor(
    setup: GoogleSetup,
    private readonly connections: GoogleConnectionRepository,
    private readonly sets: GooglePhotoSetRepository,
    private readonly items: GooglePhotoSetItemRepository,
    private readonly covers: SetCovers,
    private readonly jobs: AlbumSyncJobs,
    @InjectLogger() private readonly logger: Logger,
  ) {
    this.google = setup.clients;
  }

  async list(userId: string): Promise<GooglePhotoSet[]> {
    await this.requireConnection(userId);
    const sets = await this.sets.listOwned(userId, MAX_GOOGLE_PHOTO_SETS);
    return Promise.all(sets.map((set) => toGooglePhotoSet(set, this.items)));
  }

  async startPicking(userId: string): Promise<GooglePickerSession> {
    const google = await this.requireConnection(userId);
    if ((await this.sets.countOwned(userId)) >= MAX_GOOGLE_PHOTO_SETS) {
      throw rpcError(409, `You have ${MAX_GOOGLE_PHOTO_SETS} albums here. Remove one before picking another.`, 'TOO_MANY_ALBUMS');
    }
    const session = await this.withGoogle(userId, (token) => google.picker.createSession(token));
    if (!session.pickerUri) throw googleUnavailable();
    const set = await this.sets.create({
      _id: randomBytes(12).toString('base64url'),
      userId,
      title: `Google Photos, ${new Date().toISOString().slice(0, 10)}`,
      pickerSessionId: session.id,
      pickerUri: session.pickerUri,
      sessionExpiresAt: session.expireTime ? new Date(session.expireTime) : null,
    });
    const pollIntervalMs = Math.min(30_000, Math.max(1_000, session.pollingConfig?.pollInterval ?? DEFAULT_POLL_MS));
    return { album: await toGooglePhotoSet(set, this.items), pickerUri: session.pickerUri, pollIntervalMs };
  }

  /** One set; while it is being picked, Google is asked whether the picking is done. */
  async get(userId: string, setId: string): Promise<GooglePhotoSet> {
    let set = await this.owned(userId, setId);
    if (set.state === 'picking') set = await this.checkPicking(set);
    return toGooglePhotoSet(set, this.items);
  }

  async rename(userId: string, setId: string, title: string): Promise<GooglePhotoSet> {
    const set = await this.sets.update(userId, setId, { title });
    if (!set) throw setNotFound();
    return toGooglePhotoSet(set, this.items);
  }

  /** The set leaves the album page; photos it imported stay in My Photos. Google's session is closed when it still can be. */
  async remove(userId: string, setId: string): Promise<void> {
    const set = await this.owned(userId, setId);
    await this.sets.remove(userId, setId);
    await this.items.removeSet(setId);
    if (set.coverKey) await this.covers.remove([set.coverKey]);
    const google = this.google;
    if (google) {
      await google.access
        .call(userId, (token) => google.picker.deleteSession(token, set.pickerSessionId))
        .catch((error: unknown) => this.logger.info({ err: error, setId }, 'Google picking session not deleted'));
    }
  }

  /** Saves the selection and queues every selected set's items that are not imported yet. */
  async select(userId: string, setIds: readonly string[]): Promise<SelectGooglePhotoSetsResponse> {
    await this.requireConnection(userId);
    const unique = [...new Set(setIds)];
    const chosen = await Promise.all(unique.map((setId) => this.owned(userId, setId)));
    const notReady = chosen.find((set) => set.state !== 'ready');
    if (notReady) {
      throw rpcError(
        409,
        `"${notReady.title}" cannot be synced: ${notReady.state === 'picking' ? 'finish picking its photos first.' : 'pick its photos again.'}`,
        'ALBUM_NOT_READY',
      );
    }
    await this.sets.select(userId, unique);
    let queued = 0;
    for (const set of chosen) queued += await this.queueSet(set);
    const albums = await Promise.all(unique.map(async (setId) => toGooglePhotoSet(await this.owned(userId, setId), this.items)));
    return { queued, albums };
  }

  async coverOf(userId: string, setId: string): Promise<string> {
    const set = await this.owned(userId, setId);
    if (!set.coverKey) throw rpcError(404, 'This album has no cover yet.', 'NOT_FOUND');
    return set.coverKey;
  }

  private async queueSet(set: GooglePhotoSetDocument): Promise<number> {
    await this.items.resetFailed(set._id);
    const pending = await this.items.pendingIds(set._id);
    await this.sets.setSyncState(set._id, pending.length ? 'syncing' : 'done', null);
    for (let start = 0; start < pending.length; start += QUEUE_BATCH) {
      await Promise.all(
        pending
          .slice(start, start + QUEUE_BATCH)
          .map((mediaItemId) => this.jobs.addUnlessPending('album-sync.item', { userId: set.userId, albumId: set._id, mediaItemId })),
      );
    }
    return pending.length;
  }

  /** Done picking: the items are listed and kept, the cover made, and the set is ready. Gone at Google: expired. */
  private async checkPicking(set: GooglePhotoSetDocument): Promise<GooglePhotoSetDocument> {
    const google = this.google;
    if (!google) return set;
    const session = await this.withGoogle(set.userId, (token) => google.picker.getSession(token, set.pickerSessionId)).catch((error: unknown) => {
      if (isPickerSessionGone(error)) return null;
      throw error;
    });
    if (!session)
      return (
        (await this.sets.update(set.userId, set._id, { state: 'expired', problem: 'Google closed this picking session. Remove it and pick again.' })) ?? set
      );
    if (!session.mediaItemsSet) return set;
    const items = await this.withGoogle(set.userId, (token) =>
      listPickedItems(google.picker, token, { setId: set._id, userId: set.userId, pickerSessionId: set.pickerSessionId }),
    );
    await this.items.upsertMany(items);
    const first = items.find((item) => item.type === 'photo');
    const coverKey = first
      ? await this.withGoogle(set.userId, (token) =>
          this.covers.store(google.picker, token, { userId: set.userId, setId: set._id, baseUrl: first.baseUrl }),
        ).catch((error: unknown) => {
          this.logger.warn({ err: error, setId: set._id }, 'no cover for a picked set');
          return null;
        })
      : null;
    const updated = await this.sets.update(set.userId, set._id, {
      state: 'ready',
      mediaItemsCount: items.length,
      photoCount: items.filter((item) => item.type === 'photo').length,
      videoCount: items.filter((item) => item.type === 'video').length,
      coverKey,
      itemsListedAt: new Date(),
      sessionExpiresAt: session.expireTime ? new Date(session.expireTime) : set.sessionExpiresAt,
    });
    return updated ?? set;
  }

  private async owned(userId: string, setId: string): Promise<GooglePhotoSetDocument> {
    const set = await this.sets.findOwned(userId, setId);
    if (!set) throw setNotFound();
    return set;
  }

  private async requireConnection(userId: string): Promise<GoogleClients> {
    if (!this.google) throw notEnabled();
    const connection = await this.connections.find(userId);
    if (!connection || connection.needsReconnect) throw notConnected();
    return this.google;
  }

  /** A call with the user's access token: a token Google rejects is refreshed once; Google's failures become clear errors. */
  private async withGoogle<T>(userId: string, call: (accessToken: string) => Promise<T>): Promise<T> {
    const google = this.google;
    if (!google) throw notEnabled();
    try {
      return await google.access.call(userId, call);
    } catch (error) {
      if (error instanceof GoogleNotConnectedError) throw notConnected();
      if (error instanceof GoogleApiError && (error.transient || error.status === 401 || error.status === 403)) {
        this.logger.warn({ err: error, userId }, 'Google Photos call failed');
        throw googleUnavailable();
      }
      throw error;
    }
  }
}
