import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { LIST_BUCKETS_MIGRATION, MongoDatabase, PhotoRepository, runOnce, type RedisLock } from '@lumafolio/dal';
import type { Logger } from '@lumafolio/server-common';
import { MIGRATION_LOCK } from '../tokens.js';
import { InjectLogger } from '@lumafolio/server-common';

/**
 * Photos stored before list buckets (ADR 20) are numbered before the service answers: until
 * then they would be missing from every list. Once per database.
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
  }
}
