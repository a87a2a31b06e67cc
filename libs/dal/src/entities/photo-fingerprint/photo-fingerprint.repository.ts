import type { Connection, Model } from 'mongoose';
import { fingerprintQuarters } from '@lumafolio/contracts';
import { modelOf } from '../../writes/entity.js';
import { sharedWritesOf, type SharedWrites } from '../../writes/shared-writes.js';
import { photoFingerprintEntity, type FingerprintedPhoto, type PhotoFingerprintDocument } from './photo-fingerprint.schema.js';

/**
 * Photos listed under one quarter, newest kept: a flat or black frame gives the same quarter
 * to many photos, and one document must not grow without bound for them.
 */
export const PHOTOS_PER_QUARTER = 500;
/** Quarters a removal of many photos rewrites at once. */
const QUARTERS_REWRITTEN_AT_ONCE = 8;

/** The owner's photos by fingerprint quarter (ADR 59): written with the photo, read to find duplicates. */
export class PhotoFingerprintRepository {
  private readonly model: Model<PhotoFingerprintDocument>;
  private readonly writes: SharedWrites;

  constructor(connection: Connection) {
    this.model = modelOf(connection, photoFingerprintEntity);
    this.writes = sharedWritesOf(connection, photoFingerprintEntity);
  }

  async ensureIndexes(): Promise<void> {
    await this.model.init();
  }

  /** Lists the photo under each quarter of its fingerprint (once: a rerun replaces its entry). */
  async add(userId: string, photoId: string, fingerprint: string): Promise<void> {
    await Promise.all(
      fingerprintQuarters(fingerprint).map((quarter) =>
        this.rewrite(userId, quarter, (photos) =>
          [...photos.filter((photo) => photo.photoId !== photoId), { photoId, fingerprint }].slice(-PHOTOS_PER_QUARTER),
        ),
      ),
    );
  }

  /** Takes the photo off the quarters of its fingerprint. */
  async remove(userId: string, photoId: string, fingerprint: string): Promise<void> {
    await Promise.all(
      fingerprintQuarters(fingerprint).map((quarter) => this.rewrite(userId, quarter, (photos) => photos.filter((photo) => photo.photoId !== photoId))),
    );
  }

  /**
   * Takes many photos off their quarters (a bulk delete): each quarter is rewritten once,
   * however many of the photos it lists, a few quarters at once.
   */
  async removeMany(userId: string, photos: ReadonlyArray<{ photoId: string; fingerprint: string }>): Promise<void> {
    const byQuarter = new Map<string, Set<string>>();
    for (const { photoId, fingerprint } of photos) {
      for (const quarter of fingerprintQuarters(fingerprint)) byQuarter.set(quarter, (byQuarter.get(quarter) ?? new Set()).add(photoId));
    }
    const quarters = [...byQuarter];
    for (let start = 0; start < quarters.length; start += QUARTERS_REWRITTEN_AT_ONCE) {
      await Promise.all(
        quarters
          .slice(start, start + QUARTERS_REWRITTEN_AT_ONCE)
          .map(([quarter, gone]) => this.rewrite(userId, quarter, (listed) => listed.filter((photo) => !gone.has(photo.photoId)))),
      );
    }
  }

  /** Every photo of the owner sharing a quarter with one of these fingerprints (read by `_id`). */
  async candidates(userId: string, fingerprints: readonly string[]): Promise<FingerprintedPhoto[]> {
    const keys = [...new Set(fingerprints.flatMap(fingerprintQuarters))].map((quarter) => keyOf(userId, quarter));
    const documents = await Promise.all(keys.map((key) => this.model.findById(key, { photos: 1 }).lean<Pick<PhotoFingerprintDocument, 'photos'>>().exec()));
    const byPhoto = new Map<string, FingerprintedPhoto>();
    for (const document of documents) for (const photo of document?.photos ?? []) byPhoto.set(photo.photoId, photo);
    return [...byPhoto.values()];
  }

  /** Whether every photo of the owner processed before fingerprints existed has had one made. */
  async isBackfilled(userId: string): Promise<boolean> {
    return (await this.model.exists({ _id: backfilledKeyOf(userId) }).exec()) !== null;
  }

  async markBackfilled(userId: string): Promise<void> {
    const key = backfilledKeyOf(userId);
    await this.writes.document(key, () => this.model.updateOne({ _id: key }, { $set: { userId, photos: [] } }, { upsert: true }).exec());
  }

  async deleteAllOfUser(userId: string): Promise<void> {
    await this.model.deleteMany({ userId }).exec();
  }

  private async rewrite(userId: string, quarter: string, change: (photos: FingerprintedPhoto[]) => FingerprintedPhoto[]): Promise<void> {
    const key = keyOf(userId, quarter);
    await this.writes.document(key, async () => {
      const current = await this.model.findById(key, { photos: 1 }).lean<Pick<PhotoFingerprintDocument, 'photos'>>().exec();
      const photos = change(current?.photos.map(({ photoId, fingerprint }) => ({ photoId, fingerprint })) ?? []);
      if (photos.length === 0) {
        if (current) await this.model.deleteOne({ _id: key }).exec();
        return;
      }
      await this.model.updateOne({ _id: key }, { $set: { userId, photos } }, { upsert: true }).exec();
    });
  }
}

function keyOf(userId: string, quarter: string): string {
  return `${userId}:${quarter}`;
}

/** Apart from every quarter (digits and hex only). */
function backfilledKeyOf(userId: string): string {
  return `${userId}:#backfilled`;
}
