import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import {
  BUCKET_FIRST_UPLOAD_MIGRATION,
  LIST_BUCKETS_MIGRATION,
  PHOTO_POSITIONS_MIGRATION,
  MongoDatabase,
  PhotoRepository,
  runOnce,
  type RedisLock,
} from '@lumafolio/dal';
import type { Logger } from '@lumafolio/server-common';
import { MIGRATION_LOCK } from '../tokens.js';
import { InjectLogger } from '@lumafolio/server-common';

/**
 * Photos stored before list buckets (ADR 20) are numbered before the service answers: until
 * then they would be missing from every list. Once per database. Photos stored before the
 * owner's order (ADR 41) get their position, in the background. Then, without holding up
 * the service, bucket summaries stored before they kept their oldest upload are recounted
 * (ADR 28: the admin's grid of every photo reads such a bucket on every page until then).
 */
@Injectable()
export class ListBucketsMigration implements OnApplicationBootstrap {
  constructor(
    private readonly database: MongoDatabase,
    private readonly photos: PhotoRepository,
    @Inject(MIGRATION_LOCK) private readonly lock: RedisLock,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    let numbered = 0;
    const ran = await runOnce(this.database.connection, this.lock, LIST_BUCKETS_MIGRATION, async () => {
      numbered = await this.photos.numberUnbucketedPhotos();
    });
    if (ran) this.logger.info({ numbered }, 'photos numbered into list buckets');
    void this.recountOlderSummaries();
    void this.positionOlderPhotos();
  }

  /**
   * In the background: one write per photo takes minutes for a large database. Until a photo
   * has its position it is listed after the positioned ones of its list bucket.
   */
  private async positionOlderPhotos(): Promise<void> {
    let positioned = 0;
    try {
      const ran = await runOnce(this.database.connection, this.lock, PHOTO_POSITIONS_MIGRATION, async () => {
        positioned = await this.photos.positionUnpositionedPhotos();
      });
      if (ran) this.logger.info({ positioned }, "photos given their place in their owner's order");
    } catch (error) {
      this.logger.error({ err: error }, 'positioning older photos failed; it runs again at the next start');
    }
  }

  private async recountOlderSummaries(): Promise<void> {
    let recounted = 0;
    try {
      const ran = await runOnce(this.database.connection, this.lock, BUCKET_FIRST_UPLOAD_MIGRATION, async () => {
        recounted = await this.photos.recountBucketsWithoutFirstUpload();
      });
      if (ran) this.logger.info({ recounted }, 'bucket summaries recounted with their oldest upload');
    } catch (error) {
      this.logger.error({ err: error }, 'recounting older bucket summaries failed; it runs again at the next start');
    }
  }
}
