import { Module } from '@nestjs/common';
import { HEALTH_CHECKS, healthControllerFor } from '@lumafolio/server-common';

/** Photos, categories, uploads, storage usage; produces media jobs. */
@Module({
  controllers: [healthControllerFor('media')],
  providers: [{ provide: HEALTH_CHECKS, useValue: [] }],
})
export class MediaModule {}
