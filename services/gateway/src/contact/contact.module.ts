import { Module, type DynamicModule } from '@nestjs/common';
import { RpcClient, type Logger } from '@lumafolio/server-common';
import type { Redis } from 'ioredis';
import { RateLimiter, type RateLimitRule } from '../security/rate-limiter.js';
import { CONTACT_RATE_RULE } from './contact-tokens.js';
import { ContactController } from './contact.controller.js';
import { ContactService } from './contact.service.js';

export interface ContactModuleOptions {
  rpc: RpcClient;
  redis: Redis;
  logger: Logger;
  rateLimit: number;
  rateWindowSeconds: number;
}

@Module({})
export class ContactModule {
  static register(options: ContactModuleOptions): DynamicModule {
    const rule: RateLimitRule = { name: 'contact:ip', limit: options.rateLimit, windowSeconds: options.rateWindowSeconds };
    return {
      module: ContactModule,
      controllers: [ContactController],
      providers: [
        { provide: RpcClient, useValue: options.rpc },
        { provide: RateLimiter, useFactory: () => new RateLimiter(options.redis, options.logger) },
        { provide: CONTACT_RATE_RULE, useValue: rule },
        ContactService,
      ],
    };
  }
}
