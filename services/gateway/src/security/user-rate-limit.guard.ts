import { HttpException, HttpStatus, Inject, Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { userIdOf } from '../auth/session.guard.js';
import { RateLimiter, type RateLimitRule } from './rate-limiter.js';

/** The expensive signed-in actions, each limited per user. */
export type UserRateLimitName = 'photo-upload' | 'ai-analyze' | 'google-photos' | 'photo-bulk' | 'photo-archive' | 'photo-download';

export interface UserRateLimitRule extends RateLimitRule {
  /** What the person is told when they hit the limit. */
  message: string;
}

export const USER_RATE_LIMIT_RULES = Symbol('USER_RATE_LIMIT_RULES');
const RATE_LIMIT_NAME = Symbol('rateLimitName');

/** Marks a route as limited per signed-in user; use with `@UseGuards(SessionGuard, UserRateLimitGuard)`. */
export const RateLimitedPerUser = (name: UserRateLimitName) => SetMetadata(RATE_LIMIT_NAME, name);

/**
 * Refuses a user's request with 429 and Retry-After once they used up their allowance for
 * the current window. Counted in Redis, so every gateway replica shares the count.
 */
@Injectable()
export class UserRateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
    @Inject(USER_RATE_LIMIT_RULES) private readonly rules: Record<UserRateLimitName, UserRateLimitRule>,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.get<UserRateLimitName | undefined>(RATE_LIMIT_NAME, context.getHandler());
    const userId = userIdOf(context.switchToHttp().getRequest<FastifyRequest>());
    if (!name || !userId) return true;
    const rule = this.rules[name];
    const verdict = await this.limiter.consume(rule, userId);
    if (verdict.allowed) return true;
    void context.switchToHttp().getResponse<FastifyReply>().header('retry-after', String(verdict.retryAfterSeconds));
    throw new HttpException(rule.message, HttpStatus.TOO_MANY_REQUESTS);
  }
}
