import { Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { DisplayNameDirectory, FormerUsernameRepository, MongoDatabase, UserRepository } from '@lumafolio/dal';
import { ConfigModule, InjectLogger, EventBus, HEALTH_CHECKS, healthControllerFor, type HealthCheck, type Logger, RpcClient } from '@lumafolio/server-common';
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
import { REDIS } from './tokens.js';
import { AccountsService } from './users/accounts.service.js';
import { DisplayNamesService } from './users/display-names.service.js';
import { FormerUsernamesService } from './users/former-usernames.service.js';
import { IdentityService } from './users/identity.service.js';
import { UsersController } from './users/users.controller.js';
import { UsersService } from './users/users.service.js';
import { PasswordHasher } from './security/passwords.js';

/** Users, roles, profiles and the built-in OpenID Connect provider. */
@Module({})
export class AuthModule implements OnApplicationShutdown {
  constructor(
    @Inject(MongoDatabase) private readonly database: MongoDatabase,
    @Inject(REDIS) private readonly redis: Redis,
    @InjectLogger() private readonly logger: Logger,
    @Inject(RpcClient) private readonly rpc: RpcClient,
    @Inject(EventBus) private readonly events: EventBus,
  ) {}

  static register(config: AuthConfig, deps: { database: MongoDatabase; redis: Redis; rpc: RpcClient; events: EventBus; users: UserRepository }): DynamicModule {
    const { database, redis, rpc, events, users } = deps;
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
        { provide: DisplayNameDirectory, useFactory: () => new DisplayNameDirectory(redis, database.connection.name) },
        { provide: FormerUsernameRepository, useFactory: () => new FormerUsernameRepository(database.connection) },
        { provide: RateLimiter, useFactory: () => new RateLimiter(redis) },
        { provide: PendingSignUps, useFactory: () => new PendingSignUps(redis) },
        { provide: PasswordHasher, useValue: new PasswordHasher(config.AUTH_PASSWORD_HASHING) },
        { provide: RpcClient, useValue: rpc },
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
    await this.rpc.close();
    await this.events.close();
    await this.redis.quit().catch(() => this.redis.disconnect());
    await this.database.disconnect();
    this.logger.info('nats, redis and mongodb connections closed');
  }
}
