import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply } from 'fastify';

/** Every answer about a client gallery: never indexed, never kept by a shared cache. */
export function privateAnswer(reply: FastifyReply): void {
  void reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'private, no-store');
}

/** Makes every answer of a controller's routes private before its handler runs, a refusal of the request's inputs too. */
@Injectable()
export class PrivateAnswers implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler) {
    privateAnswer(context.switchToHttp().getResponse<FastifyReply>());
    return next.handle();
  }
}
