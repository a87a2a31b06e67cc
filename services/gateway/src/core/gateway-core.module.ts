import { Global, Module, type DynamicModule } from '@nestjs/common';
import { ConfigModule, EventBus, LoggerModule, RpcClient, StorageModule, type Logger } from '@lumafolio/server-common';
import type { ObjectStorage } from '@lumafolio/storage';
import type { Redis } from 'ioredis';
import { AdminAccess } from '../auth/admin-access.js';
import { AdminGuard } from '../auth/admin.guard.js';
import { SessionGuard } from '../auth/session.guard.js';
import { FailureBudget } from '../security/failure-budget.js';
import { RateLimiter } from '../security/rate-limiter.js';
import { USER_RATE_LIMIT_RULES, UserRateLimitGuard, type UserRateLimitName, type UserRateLimitRule } from '../security/user-rate-limit.guard.js';
import { SessionsService } from '../session/sessions.service.js';
import { GatewayConfig } from '../config.js';
import { RefreshesOwnPortfolio } from '../visitor-cache/refreshes-own-portfolio.interceptor.js';
import { VISITOR_CACHE_STORE, VisitorAnswers } from '../visitor-cache/visitor-answers.js';
import { VisitorCacheInvalidation } from '../visitor-cache/visitor-cache-invalidation.js';
import { VisitorCacheRebuilds } from '../visitor-cache/visitor-cache-rebuilds.js';
import type { VisitorCacheStore } from '../visitor-cache/visitor-cache.store.js';
import { MediaContentCheck } from '../photos/media-content-check.js';

export interface GatewayCoreOptions {
  rpc: RpcClient;
  sessions: SessionsService;
  logger: Logger;
  config: GatewayConfig;
  storage: ObjectStorage;
  events: EventBus;
  /** Null when the visitor cache is off (VISITOR_CACHE=off). */
  visitorCache: VisitorCacheStore | null;
  /** Uploads and AI analyses per signed-in user, counted in this Redis. */
  userRateLimits: { redis: Redis; rules: Record<UserRateLimitName, UserRateLimitRule> };
}

const SHARED = [
  RpcClient,
  SessionsService,
  EventBus,
  VISITOR_CACHE_STORE,
  VisitorAnswers,
  RefreshesOwnPortfolio,
  SessionGuard,
  AdminAccess,
  AdminGuard,
  RateLimiter,
  FailureBudget,
  USER_RATE_LIMIT_RULES,
  UserRateLimitGuard,
  MediaContentCheck,
];

/**
 * What every feature module of the gateway may use without wiring it: the logger, the
 * storage, the RPC client, sessions and their guards, the visitor cache, per-user limits,
 * the content check of stored photos.
 */
@Global()
@Module({})
export class GatewayCoreModule {
  static register(options: GatewayCoreOptions): DynamicModule {
    return {
      module: GatewayCoreModule,
      imports: [ConfigModule.forRoot(GatewayConfig, options.config), LoggerModule.forRoot(options.logger), StorageModule.forRoot(options.storage)],
      providers: [
        { provide: RpcClient, useValue: options.rpc },
        { provide: SessionsService, useValue: options.sessions },
        { provide: EventBus, useValue: options.events },
        { provide: VISITOR_CACHE_STORE, useValue: options.visitorCache },
        VisitorAnswers,
        RefreshesOwnPortfolio,
        VisitorCacheInvalidation,
        VisitorCacheRebuilds,
        SessionGuard,
        AdminAccess,
        AdminGuard,
        { provide: RateLimiter, useFactory: () => new RateLimiter(options.userRateLimits.redis, options.logger) },
        { provide: FailureBudget, useFactory: () => new FailureBudget(options.userRateLimits.redis, options.logger) },
        { provide: USER_RATE_LIMIT_RULES, useValue: options.userRateLimits.rules },
        UserRateLimitGuard,
        MediaContentCheck,
      ],
      exports: SHARED,
    };
  }
}
