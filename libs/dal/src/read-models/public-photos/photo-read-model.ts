import type { Redis } from 'ioredis';
import type { ProjectedPhoto } from './photo-card.js';
import { PhotoProjection, type LoadProjected } from './photo-projection.js';
import { PhotoReadModelReader } from './photo-read-model.reader.js';
import { rebuildPhotoReadModel, type PhotoSource, type RebuildMode, type RebuildReport } from './photo-read-model.rebuild.js';
import { PhotoReadModelStore } from './photo-read-model.store.js';

export interface PhotoReadModelOptions {
  redis: Redis;
  /** The database the model is of (its keys are named after it); the repository's connection's by default. */
  database?: string;
  /** A projection failed after its write (Redis unreachable): the sweep catches up; log it. */
  onProjectionFailure?: (error: unknown, photoIds: readonly string[]) => void;
  /** Photos as a projection just applied them (not those gone): e.g. to tell visitors' caches. */
  onProjected?: (photos: readonly ProjectedPhoto[]) => void;
}

/** The one log line of a projection that failed after its write (a logger with `warn`, e.g. pino's). */
export function projectionFailureLog(logger: { warn(fields: object, message: string): void }): NonNullable<PhotoReadModelOptions['onProjectionFailure']> {
  return (error, photoIds) =>
    logger.warn(
      { err: error, photoIds: photoIds.slice(0, 20), photos: photoIds.length },
      'photo read model not updated after a write; the upkeep projects it again',
    );
}

/** A change left marked this long without its projection is projected again by `sweep`. */
export const STALE_MARK_MS = 60_000;
const SWEEP_BATCH = 500;

/**
 * What visitors read of photos, kept in Redis (ADR 46): the public lists in their order,
 * each photo's card, an owner's category counts. Written by the photo repository's own
 * writes (projection), read in O(page) without asking the database to sort, rebuilt from
 * the database when missing or of an older version.
 */
export class PhotoReadModel {
  readonly store: PhotoReadModelStore;
  readonly reader: PhotoReadModelReader;
  readonly projection: PhotoProjection;

  constructor(
    options: PhotoReadModelOptions & { database: string },
    load: LoadProjected,
    private readonly source: PhotoSource,
  ) {
    this.store = new PhotoReadModelStore(options.redis, options.database);
    this.reader = new PhotoReadModelReader(this.store);
    this.projection = new PhotoProjection(this.store, load, options.onProjectionFailure, options.onProjected);
  }

  isReady(): Promise<boolean> {
    return this.store.isReady();
  }

  /** From the database (see RebuildMode); null when another process is rebuilding it. */
  rebuild(mode: RebuildMode = 'correct'): Promise<RebuildReport | null> {
    return rebuildPhotoReadModel(this.store, this.projection, this.source, mode);
  }

  /** Projects again the changes whose projection did not run; resolves with how many photos. */
  async sweep(olderThanMs = STALE_MARK_MS): Promise<number> {
    const marks = await this.store.stalestMarks(Date.now() - olderThanMs, SWEEP_BATCH);
    if (marks.length === 0) return 0;
    const ids = [...new Set(marks.map((mark) => mark.slice(0, mark.lastIndexOf('|'))))];
    await this.projection.project(ids, marks);
    return ids.length;
  }

  /** Readers use the database until the next rebuild. */
  markStale(): Promise<void> {
    return this.store.markStale();
  }
}
