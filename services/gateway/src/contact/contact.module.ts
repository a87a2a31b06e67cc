import { Module, type DynamicModule } from '@nestjs/common';
import type { RateLimitRule } from '../security/rate-limiter.js';
import { CONTACT_RATE_RULE } from './contact-tokens.js';
import { ContactController } from './contact.controller.js';
import { ContactService } from './contact.service.js';

export interface ContactModuleOptions {
  rateLimit: number;
  rateWindowSeconds: number;
}

/** POST /api/contact: a visitor's message, limited per IP, handed to the portfolio service. */
@Module({})
export class ContactModule {
  static register(options: ContactModuleOptions): DynamicModule {
    const rule: RateLimitRule = { name: 'contact:ip', limit: options.rateLimit, windowSeconds: options.rateWindowSeconds };
    return {
      module: ContactModule,
      controllers: [ContactController],
      providers: [{ provide: CONTACT_RATE_RULE, useValue: rule }, ContactService],
    };
  }
}
