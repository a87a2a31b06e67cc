import { Inject, Injectable } from '@nestjs/common';
import { DUPLICATE_MAX_DISTANCE, fingerprintDistance, type FindDuplicatesResponse } from '@lumafolio/contracts';
import { PhotoRepository, type PhotoDocument } from '@lumafolio/dal';
import { InjectLogger, MediaJobs, type Logger } from '@lumafolio/server-common';
import { PhotoViews } from '../photos/photo-views.js';

/** Of the index's near entries for one fingerprint, this many closest are read (a run of identical black frames stays cheap). */
const READ_PER_FINGERPRINT = 3;

/**
 * Which photos an upload would duplicate (ADR 59): the owner's photos whose fingerprint is at
 * most DUPLICATE_MAX_DISTANCE bits from the one asked about. The index is read by `_id`, then
 * each near photo is read back, so a photo deleted or processed again since it was indexed is
 * judged by what it is now.
 */
@Injectable()
export class DuplicatesService {
  constructor(
    private readonly photos: PhotoRepository,
    private readonly views: PhotoViews,
    @Inject(MediaJobs) private readonly jobs: MediaJobs,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  async find(userId: string, fingerprints: readonly string[]): Promise<FindDuplicatesResponse> {
    const asked = [...new Set(fingerprints)];
    const [candidates] = await Promise.all([this.photos.fingerprints.candidates(userId, asked), this.backfillOnce(userId)]);
    const toRead = new Set<string>();
    for (const fingerprint of asked) {
      candidates
        .map((candidate) => ({ photoId: candidate.photoId, distance: fingerprintDistance(fingerprint, candidate.fingerprint) }))
        .filter(({ distance }) => distance <= DUPLICATE_MAX_DISTANCE)
        .sort((a, b) => a.distance - b.distance)
        .slice(0, READ_PER_FINGERPRINT)
        .forEach(({ photoId }) => toRead.add(photoId));
    }
    const current = (await Promise.all([...toRead].map((photoId) => this.photos.findOwned(userId, photoId)))).filter(
      (photo): photo is PhotoDocument & { fingerprint: string } => !!photo?.fingerprint,
    );
    const matches = asked.flatMap((fingerprint) => {
      const closest = closestTo(fingerprint, current);
      return closest ? [{ fingerprint, ...closest }] : [];
    });
    const views = await this.views.many(matches.map(({ photo }) => photo));
    return {
      duplicates: matches.flatMap(({ fingerprint, distance }, index) => (views[index] ? [{ fingerprint, distance, photo: views[index] }] : [])),
    };
  }

  /**
   * The owner's photos processed before fingerprints existed get theirs in the background, once
   * (ADR 59): the first look-up queues the backfill; until it is done they are not found.
   */
  private async backfillOnce(userId: string): Promise<void> {
    try {
      if (await this.photos.fingerprints.isBackfilled(userId)) return;
      await this.jobs.addUnlessPending('fingerprint-backfill', { userId, afterId: null });
    } catch (error) {
      // The look-up still answers with what is indexed; the next one asks again.
      this.logger.warn({ err: error, userId }, 'the fingerprint backfill could not be queued');
    }
  }
}

/** The nearest photo within the distance; of equally near ones, the first uploaded. */
function closestTo(fingerprint: string, photos: ReadonlyArray<PhotoDocument & { fingerprint: string }>) {
  let best: { photo: PhotoDocument; distance: number } | null = null;
  for (const photo of photos) {
    const distance = fingerprintDistance(fingerprint, photo.fingerprint);
    if (distance > DUPLICATE_MAX_DISTANCE) continue;
    if (!best || distance < best.distance || (distance === best.distance && photo.createdAt < best.photo.createdAt)) best = { photo, distance };
  }
  return best;
}
