import { Module } from '@nestjs/common';
import { HEALTH_CHECKS, healthControllerFor } from '@lumafolio/server-common';

/** Google Photos import and outgoing e-mail with its delivery log. */
@Module({
  controllers: [healthControllerFor('integrations')],
  providers: [{ provide: HEALTH_CHECKS, useValue: [] }],
})
export class IntegrationsModule {}
