import { Module, type DynamicModule } from '@nestjs/common';
import { AuthController } from './auth.controller.js';
import { OidcClient } from './oidc-client.js';

/** Sign-in, sign-out and the current user: the OIDC client's side of the session. */
@Module({})
export class AuthModule {
  static register(oidc: OidcClient): DynamicModule {
    return { module: AuthModule, controllers: [AuthController], providers: [{ provide: OidcClient, useValue: oidc }] };
  }
}
