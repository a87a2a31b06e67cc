import { Module } from '@nestjs/common';
import { HEALTH_CHECKS, healthControllerFor } from '@lumafolio/server-common';

/** Users, roles, profiles and the built-in OpenID Connect provider. */
@Module({
  controllers: [healthControllerFor('auth')],
  providers: [{ provide: HEALTH_CHECKS, useValue: [] }],
})
export class AuthModule {}
