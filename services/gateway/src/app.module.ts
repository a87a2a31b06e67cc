import { Module, type DynamicModule } from '@nestjs/common';
import type { HealthCheck } from '@lumafolio/server-common';
import { AdminModule } from './admin/admin.module.js';
import { AuthModule } from './auth/auth.module.js';
import type { OidcClient } from './auth/oidc-client.js';
import { ClientGalleriesModule } from './client-galleries/client-galleries.module.js';
import { ContactModule, type ContactModuleOptions } from './contact/contact.module.js';
import { GatewayCoreModule, type GatewayCoreOptions } from './core/gateway-core.module.js';
import { HealthModule } from './health/health.module.js';
import { GooglePhotosModule } from './google-photos/google-photos.module.js';
import { HeroesModule } from './heroes/heroes.module.js';
import { OpenApiModule } from './openapi/openapi.module.js';
import { PageViewsModule, type PageViewsModuleOptions } from './page-views/page-views.module.js';
import { PhotosModule, type PhotosModuleOptions } from './photos/photos.module.js';
import { PortfolioModule } from './portfolio/portfolio.module.js';
import { SeoModule } from './seo/seo.module.js';
import { SpaModule, type SpaModuleOptions } from './spa/spa.module.js';
import { TemplatesModule } from './templates/templates.module.js';
import { UsersModule } from './users/users.module.js';

export interface GatewayDependencies
  extends
    GatewayCoreOptions,
    Omit<SpaModuleOptions, 'logger'>,
    Pick<
      PhotosModuleOptions,
      'signedImageUrls' | 'imageUrlRevocations' | 'finishedUploads' | 'unfinishedUploads' | 'uploadCreationKeys' | 'photoArchiveLinks'
    > {
  oidc: OidcClient;
  readinessChecks: HealthCheck[];
  /** POST /api/contact's per-IP limit. */
  contact: ContactModuleOptions;
  /** POST /api/page-views: the Redis inbox and the per-IP limit. */
  pageViews: PageViewsModuleOptions;
}

/** The gateway: its shared core and one module per feature. */
@Module({})
export class GatewayModule {
  static register(deps: GatewayDependencies): DynamicModule {
    return {
      module: GatewayModule,
      imports: [
        GatewayCoreModule.register(deps),
        HealthModule.register(deps.readinessChecks),
        TemplatesModule,
        AuthModule.register(deps.oidc),
        UsersModule,
        AdminModule,
        PhotosModule.register(deps),
        HeroesModule,
        PortfolioModule,
        ContactModule.register(deps.contact),
        ClientGalleriesModule,
        PageViewsModule.register(deps.pageViews),
        GooglePhotosModule,
        SeoModule,
        OpenApiModule,
        // Its "/:segment" route never shadows another: Fastify's router prefers fixed paths (API, files, health).
        SpaModule.register({ webDistDir: deps.webDistDir, webServerEntry: deps.webServerEntry, logger: deps.logger }),
      ],
    };
  }
}
