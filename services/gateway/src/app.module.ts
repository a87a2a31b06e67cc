import { Module, type DynamicModule } from '@nestjs/common';
import { EventBus, RpcClient, type Logger } from '@lumafolio/server-common';
import type { ObjectStorage } from '@lumafolio/storage';
import type { QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import { AdminAccess } from './auth/admin-access.js';
import { AdminGuard } from './auth/admin.guard.js';
import { AuthController } from './auth/auth.controller.js';
import { OidcClient } from './auth/oidc-client.js';
import { SessionGuard } from './auth/session.guard.js';
import { ContactModule } from './contact/contact.module.js';
import { HealthController, READINESS_CHECKS } from './health/health.controller.js';
import { HeroFilesController } from './heroes/hero-files.controller.js';
import { HeroImagesController } from './heroes/hero-images.controller.js';
import { HeroSelectionController } from './heroes/hero-selection.controller.js';
import type { HealthCheck } from '@lumafolio/server-common';
import { AiAnalyzeController } from './photos/ai-analyze.controller.js';
import { CategoriesController } from './photos/categories.controller.js';
import { DecodeSlots } from './photos/decode-slots.js';
import { ImagesController } from './photos/images.controller.js';
import { PhotoEventsController } from './photos/photo-events.controller.js';
import { PhotosController } from './photos/photos.controller.js';
import { ProcessedPhotosFeed } from './photos/processed-photos.feed.js';
import { ProfileImageController } from './photos/profile-image.controller.js';
import { UploadController } from './photos/upload.controller.js';
import { PortfolioController } from './portfolio/portfolio.controller.js';
import { PublicPortfolioService } from './portfolio/public-portfolio.service.js';
import { TemplateSelectionController } from './portfolio/template-selection.controller.js';
import { RateLimiter } from './security/rate-limiter.js';
import { USER_RATE_LIMIT_RULES, UserRateLimitGuard, type UserRateLimitName, type UserRateLimitRule } from './security/user-rate-limit.guard.js';
import { SeoController } from './seo/seo.controller.js';
import { SitemapService } from './seo/sitemap.service.js';
import { SessionsService } from './session/sessions.service.js';
import { PortfolioPageDataService } from './spa/portfolio-page-data.service.js';
import { PageRenderer } from './spa/page-renderer.js';
import { RouteChunks } from './spa/route-chunks.js';
import { SpaDocument } from './spa/spa-document.js';
import { SpaPagesController } from './spa/spa-pages.controller.js';
import { SpaPagesService } from './spa/spa-pages.service.js';
import { TemplatesController } from './templates/templates.controller.js';
import { GATEWAY_LOGGER, OBJECT_STORAGE, PUBLIC_URL } from './tokens.js';
import { UsersController } from './users/users.controller.js';
import { VISITOR_CACHE_STORE, VisitorAnswers } from './visitor-cache/visitor-answers.js';
import { VisitorCacheInvalidation } from './visitor-cache/visitor-cache-invalidation.js';
import { RefreshesOwnPortfolio } from './visitor-cache/refreshes-own-portfolio.interceptor.js';
import type { VisitorCacheStore } from './visitor-cache/visitor-cache.store.js';

export interface GatewayDependencies {
  rpc: RpcClient;
  sessions: SessionsService;
  oidc: OidcClient;
  logger: Logger;
  publicUrl: string;
  readinessChecks: HealthCheck[];
  storage: ObjectStorage;
  events: EventBus;
  /** Null when the visitor cache is off (VISITOR_CACHE=off). */
  visitorCache: VisitorCacheStore | null;
  /** The media queue's events: photos that finished processing. */
  mediaQueueEvents: QueueEvents;
  /** POST /api/contact: its per-IP limit lives in this Redis. */
  contact: { redis: Redis; rateLimit: number; rateWindowSeconds: number };
  /** Uploads and AI analyses per signed-in user, counted in this Redis. */
  userRateLimits: { redis: Redis; rules: Record<UserRateLimitName, UserRateLimitRule> };
  /** The built web app (index.html and assets). */
  webDistDir: string;
  /** The web app's server build (web/dist-server/entry-server.js). */
  webServerEntry: string;
}

@Module({})
export class GatewayModule {
  static register(deps: GatewayDependencies): DynamicModule {
    return {
      module: GatewayModule,
      imports: [ContactModule.register({ rpc: deps.rpc, logger: deps.logger, ...deps.contact })],
      controllers: [
        HealthController,
        TemplatesController,
        AuthController,
        UsersController,
        TemplateSelectionController,
        PhotosController,
        PhotoEventsController,
        UploadController,
        ImagesController,
        CategoriesController,
        AiAnalyzeController,
        ProfileImageController,
        HeroImagesController,
        HeroSelectionController,
        HeroFilesController,
        PortfolioController,
        SeoController,
        // Its "/:segment" route never shadows another: Fastify's router prefers fixed paths (API, files, health).
        SpaPagesController,
      ],
      providers: [
        { provide: RpcClient, useValue: deps.rpc },
        { provide: SessionsService, useValue: deps.sessions },
        { provide: OidcClient, useValue: deps.oidc },
        { provide: GATEWAY_LOGGER, useValue: deps.logger },
        { provide: PUBLIC_URL, useValue: deps.publicUrl },
        { provide: READINESS_CHECKS, useValue: deps.readinessChecks },
        { provide: OBJECT_STORAGE, useValue: deps.storage },
        { provide: EventBus, useValue: deps.events },
        { provide: VISITOR_CACHE_STORE, useValue: deps.visitorCache },
        VisitorAnswers,
        { provide: ProcessedPhotosFeed, useFactory: (rpc: RpcClient) => new ProcessedPhotosFeed(deps.mediaQueueEvents, rpc, deps.logger), inject: [RpcClient] },
        RefreshesOwnPortfolio,
        VisitorCacheInvalidation,
        { provide: SpaDocument, useFactory: () => new SpaDocument(deps.webDistDir) },
        { provide: RouteChunks, useFactory: () => new RouteChunks(deps.webDistDir) },
        { provide: PageRenderer, useFactory: () => new PageRenderer(deps.webServerEntry, deps.logger) },
        SessionGuard,
        AdminAccess,
        AdminGuard,
        { provide: DecodeSlots, useValue: new DecodeSlots() },
        { provide: RateLimiter, useFactory: () => new RateLimiter(deps.userRateLimits.redis, deps.logger) },
        { provide: USER_RATE_LIMIT_RULES, useValue: deps.userRateLimits.rules },
        UserRateLimitGuard,
        PublicPortfolioService,
        PortfolioPageDataService,
        SpaPagesService,
        SitemapService,
      ],
    };
  }
}
