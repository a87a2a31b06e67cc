import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Logger } from '@lumafolio/server-common';
import { from, mergeMap, type Observable } from 'rxjs';
import { userIdOf } from '../auth/session.guard.js';
import { VISITOR_CACHE_STORE } from './visitor-answers.js';
import type { VisitorCacheStore } from './visitor-cache.store.js';
import { InjectLogger } from '@lumafolio/server-common';

/**
 * A signed-in change to one's own portfolio (through this gateway) drops its cached answers
 * before the change is answered, so the photographer's next look at their public page
 * shows it: the service's event does the same for every gateway, but may arrive a moment
 * after this answer.
 */
@Injectable()
export class RefreshesOwnPortfolio implements NestInterceptor {
  constructor(
    @Inject(VISITOR_CACHE_STORE) private readonly store: VisitorCacheStore | null,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const ownerId = userIdOf(context.switchToHttp().getRequest<FastifyRequest>());
    return next.handle().pipe(
      mergeMap((answer: unknown) =>
        from(
          (async () => {
            if (this.store && ownerId)
              await this.store.invalidate(ownerId).catch((error: unknown) => this.logger.warn({ err: error }, 'visitor cache not refreshed'));
            return answer;
          })(),
        ),
      ),
    );
  }
}
