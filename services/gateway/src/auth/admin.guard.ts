import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AdminAccess } from './admin-access.js';
import { userIdOf } from './session.guard.js';

/** Admin-only routes (after SessionGuard). */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly access: AdminAccess) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const userId = userIdOf(context.switchToHttp().getRequest<FastifyRequest>());
    if (!userId) return false;
    await this.access.require(userId);
    return true;
  }
}
