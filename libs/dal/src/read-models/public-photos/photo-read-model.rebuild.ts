import { randomUUID } from 'node:crypto';
import { setInterval as every } from 'node:timers';
import type { ProjectedPhoto } from './photo-card.js';
import { projectionOf, type PhotoProjection } from './photo-projection.js';
import type { PhotoReadModelStore } from './photo-read-model.store.js';

/** What a rebuild reads of the database, a batch at a time. */
export interface PhotoSource {
  forEachIdBatch(visit: (ids: string[]) => Promise<void>): Promise<void>;
  forEachProjectedBatch(visit: (photos: ProjectedPhoto[]) => Promise<void>): Promise<void>;
}

export interface RebuildReport {
  mode: RebuildMode;
  photos: number;
  /** Photos written into the model (in `fill` mode, those it did not hold yet). */
  applied: number;
  /** Photos the model held that the first read of the database did not list, projected again (most are gone). */
  reconciled: number;
  /** Keys of other versions of the model removed. */
  otherVersionKeys: number;
  ms: number;
}

const HOLD_MS = 60_000;
const APPLY_BATCH = 500;

/**
 * How a rebuild treats what the model already holds. `fill` (the model is missing: Redis
 * lost it, or a release changed its version) reads the database once and adds the photos
 * the model does not hold yet; every photo it does hold was put there by a projection that
 * read the database after its write, so it stands. `correct` (an operator's rebuild of a
 * model that exists) takes a ticket for every photo first, then reads every document once
 * more and applies it with that ticket: a change made meanwhile takes a later ticket, so
 * the rebuild's older read never overwrites it, and whatever the model held is replaced.
 */
export type RebuildMode = 'fill' | 'correct';

/**
 * Rebuilds the read model from the database, in place, while the services keep writing.
 * Photos the model holds but the database no longer has are projected away. Then the model
 * is marked ready, and other versions' keys are removed. One rebuild at a time across
 * processes; null when another process holds it.
 */
export async function rebuildPhotoReadModel(
  store: PhotoReadModelStore,
  projection: PhotoProjection,
  source: PhotoSource,
  mode: RebuildMode,
): Promise<RebuildReport | null> {
  const started = performance.now();
  const holder = randomUUID();
  if (!(await store.claimRebuild(holder, HOLD_MS))) return null;
  const renewal = every(() => void store.renewRebuild(holder, HOLD_MS).catch(() => undefined), HOLD_MS / 3);
  try {
    const tickets = new Map<string, number>();
    if (mode === 'correct') {
      await source.forEachIdBatch(async (ids) => {
        const taken = await store.tickets(ids);
        ids.forEach((id, index) => tickets.set(id, taken[index] as number));
      });
    }
    let applied = 0;
    const seen = new Set<string>();
    await source.forEachProjectedBatch(async (photos) => {
      // In `correct` mode a photo stored after the tickets were taken has its own projection.
      const rebuilt = mode === 'fill' ? photos : photos.filter((photo) => tickets.has(photo._id));
      for (const photo of rebuilt) seen.add(photo._id);
      for (let start = 0; start < rebuilt.length; start += APPLY_BATCH) {
        const batch = rebuilt.slice(start, start + APPLY_BATCH);
        applied += await store.apply(batch.map((photo) => projectionOf(photo._id, tickets.get(photo._id) ?? 0, photo, [])));
      }
    });
    // Deleted between the two reads: their ticket came before the second read, which found them gone.
    const goneSince = [...tickets.keys()].filter((id) => !seen.has(id));
    for (let start = 0; start < goneSince.length; start += APPLY_BATCH) {
      const batch = goneSince.slice(start, start + APPLY_BATCH);
      await store.apply(batch.map((id) => projectionOf(id, tickets.get(id) as number, null, [])));
    }
    let reconciled = 0;
    await store.forEachProjectedId(async (ids) => {
      const unknown = ids.filter((id) => !seen.has(id) && !tickets.has(id));
      if (unknown.length) reconciled += await projection.project(unknown);
    });
    await store.markReady();
    const otherVersionKeys = await store.removeOtherVersions();
    return { mode, photos: seen.size, applied, reconciled, otherVersionKeys, ms: Math.round(performance.now() - started) };
  } finally {
    clearInterval(renewal);
    await store.releaseRebuild(holder).catch(() => undefined);
  }
}
