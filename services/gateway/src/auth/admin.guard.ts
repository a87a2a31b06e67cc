import { ForbiddenException, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { getUserRpc } from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { userIdOf } from './session.guard.js';

/**
 * Admin-only routes (after SessionGuard). The role is read fresh from the auth service,
 * so a revoked admin loses access at once, not at their next sign-in.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly rpc: RpcClient) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const userId = userIdOf(context.switchToHttp().getRequest<FastifyRequest>());
    if (!userId) return false;
    const user = await this.rpc.call(getUserRpc, { userId });
    if (user.role !== 'admin') throw new ForbiddenException('This area is for administrators only.');
    return true;
  }
}
