import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PhotoRepository, type PhotoReadModel } from '@lumafolio/dal';
import { InjectLogger, PeriodicTask, type Logger } from '@lumafolio/server-common';
import { MediaConfig } from '../config.js';

/**
 * Looks after the photo read model (ADR 46) in every replica: rebuilds it from the database
 * when it is missing (Redis lost its data) or of an older version (a release changed its
 * layout), one replica at a time, while lists are read from the database meanwhile; and
 * projects again the changes whose projection did not run (a crash, Redis gone for a moment).
 */
@Injectable()
export class PhotoReadModelUpkeep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly task: PeriodicTask | null;
  private readonly model: PhotoReadModel | null;

  constructor(
    photos: PhotoRepository,
    config: MediaConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {
    this.model = photos.readModel;
    this.task = this.model ? new PeriodicTask('photo read model upkeep', config.READ_MODEL_UPKEEP_INTERVAL_MS, () => this.upkeep(), logger) : null;
  }

  onApplicationBootstrap(): void {
    void this.upkeep().catch((error: unknown) => this.logger.warn({ err: error }, 'photo read model upkeep failed; it runs again shortly'));
    this.task?.start();
  }

  onApplicationShutdown(): Promise<void> | undefined {
    return this.task?.stop();
  }

  private async upkeep(): Promise<void> {
    if (!this.model) return;
    if (!(await this.model.isReady())) {
      this.logger.info('photo read model missing or of an older version: rebuilding it from the database (lists come from the database meanwhile)');
      const report = await this.model.rebuild('fill');
      if (report) this.logger.info(report, 'photo read model rebuilt');
    }
    const projected = await this.model.sweep();
    if (projected) this.logger.info({ photos: projected }, 'photo changes projected again into the read model');
  }
}
