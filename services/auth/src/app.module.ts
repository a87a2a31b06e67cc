import { Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { createRedisLock, DisplayNameDirectory, FormerUsernameRepository, MongoDatabase, UserRepository } from '@lumafolio/dal';
import {
  ConfigModule,
  InjectLogger,
  EventBus,
  IntegrationJobs,
  HEALTH_CHECKS,
  healthControllerFor,
  type HealthCheck,
  type Logger,
} from '@lumafolio/server-common';
import type { Redis } from 'ioredis';
import { AccountDeletionController } from './account-deletion/account-deletion.controller.js';
import { AccountDeletionResume } from './account-deletion/account-deletion.resume.js';
import { AccountDeletionService } from './account-deletion/account-deletion.service.js';
import { AuthConfig } from './config.js';
import { NotificationsController } from './notifications/notifications.controller.js';
import { OidcHttpServer } from './oidc/oidc-http.server.js';
import { ProviderSessions } from './oidc/provider-sessions.js';
import { PortfolioProfilesController } from './portfolio-profiles/portfolio-profiles.controller.js';
import { PortfolioProfilesService } from './portfolio-profiles/portfolio-profiles.service.js';
import { RateLimiter } from './security/rate-limiter.js';
import { SessionsController } from './sessions/sessions.controller.js';
import { PendingSignUps } from './sign-up/pending-sign-ups.js';
import { SignUpService } from './sign-up/sign-up.service.js';
import { PROFILE_WRITE_LOCK, REDIS } from './tokens.js';
import { AccountsService } from './users/accounts.service.js';
import { DisplayNamesService } from './users/display-names.service.js';
import { FormerUsernamesService } from './users/former-usernames.service.js';
import { IdentityService } from './users/identity.service.js';
import { UsersController } from './users/users.controller.js';
import { UsersService } from './users/users.service.js';

/** Users, roles, profiles and the built-in OpenID Connect provider. */
@Module({})
export class AuthModule implements OnApplicationShutdown {
  constructor(
    @Inject(MongoDatabase) private readonly database: MongoDatabase,
    @Inject(REDIS) private readonly redis: Redis,
    @InjectLogger() private readonly logger: Logger,
    private readonly accountEmails: IntegrationJobs,
    @Inject(EventBus) private readonly events: EventBus,
  ) {}

  static register(config: AuthConfig, database: MongoDatabase, redis: Redis, events: EventBus, users: UserRepository): DynamicModule {
    const checks: HealthCheck[] = [
      { name: 'mongodb', check: () => database.ping() },
      {
        name: 'redis',
        check: async () => {
          const pong = await redis.ping();
          if (pong !== 'PONG') throw new Error(`Redis answered ${pong}`);
        },
      },
    ];
    return {
      module: AuthModule,
      imports: [ConfigModule.forRoot(AuthConfig, config)],
      controllers: [
        healthControllerFor('auth'),
        UsersController,
        PortfolioProfilesController,
        NotificationsController,
        SessionsController,
        AccountDeletionController,
      ],
      providers: [
        { provide: MongoDatabase, useValue: database },
        { provide: REDIS, useValue: redis },
        { provide: EventBus, useValue: events },
        { provide: HEALTH_CHECKS, useValue: checks },
        { provide: UserRepository, useValue: users },
        { provide: PROFILE_WRITE_LOCK, useValue: createRedisLock(redis, 'user-profile') },
        { provide: DisplayNameDirectory, useFactory: () => new DisplayNameDirectory(redis, database.connection.name) },
        { provide: FormerUsernameRepository, useFactory: () => new FormerUsernameRepository(database.connection) },
        { provide: RateLimiter, useFactory: () => new RateLimiter(redis) },
        { provide: PendingSignUps, useFactory: () => new PendingSignUps(redis) },
        {
          provide: IntegrationJobs,
          // An account e-mail carries an address: kept in Redis no longer than needed.
          useFactory: () =>
            new IntegrationJobs({
              redisUrl: config.REDIS_URL,
              prefix: config.INTEGRATIONS_QUEUE_PREFIX,
              retention: { removeOnComplete: true, removeOnFail: { age: 24 * 60 * 60 } },
            }),
        },
        AccountsService,
        AccountDeletionService,
        AccountDeletionResume,
        SignUpService,
        IdentityService,
        UsersService,
        DisplayNamesService,
        FormerUsernamesService,
        PortfolioProfilesService,
        ProviderSessions,
        OidcHttpServer,
      ],
    };
  }

  /** Runs after the HTTP server and the NATS listener have closed. */
  async onApplicationShutdown(): Promise<void> {
    await this.accountEmails.close();
    await this.events.close();
    await this.redis.quit().catch(() => this.redis.disconnect());
    await this.database.disconnect();
    this.logger.info('queue, redis and mongodb connections closed');
  }
}
