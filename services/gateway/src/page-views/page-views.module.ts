import { Module, type DynamicModule } from '@nestjs/common';
import { PageViewInbox } from '@lumafolio/server-common';
import type { RateLimitRule } from '../security/rate-limiter.js';
import { PAGE_VIEW_RATE_RULE, PageViewsController } from './page-views.controller.js';
import { PortfolioViewsController } from './portfolio-views.controller.js';

export interface PageViewsModuleOptions {
  inbox: PageViewInbox;
  rateLimit: number;
  rateWindowSeconds: number;
}

/** POST /api/page-views and a photographer's own views. */
@Module({})
export class PageViewsModule {
  static register(options: PageViewsModuleOptions): DynamicModule {
    const rule: RateLimitRule = { name: 'page-views:ip', limit: options.rateLimit, windowSeconds: options.rateWindowSeconds };
    return {
      module: PageViewsModule,
      controllers: [PageViewsController, PortfolioViewsController],
      providers: [
        { provide: PAGE_VIEW_RATE_RULE, useValue: rule },
        { provide: PageViewInbox, useValue: options.inbox },
      ],
    };
  }
}
