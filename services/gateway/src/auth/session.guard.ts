import { Injectable, UnauthorizedException, createParamDecorator, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { SessionsService } from '../session/sessions.service.js';

const USER_ID = Symbol('userId');
type AuthenticatedRequest = FastifyRequest & { [USER_ID]?: string };

/** Lets a request through only with a signed-in session; 401 otherwise. */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(private readonly sessions: SessionsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const userId = await this.sessions.currentUserId(request);
    if (!userId) throw new UnauthorizedException('Authentication required');
    request[USER_ID] = userId;
    return true;
  }
}

/** The signed-in user's id; use on routes behind SessionGuard. */
export const CurrentUserId = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const userId = context.switchToHttp().getRequest<AuthenticatedRequest>()[USER_ID];
  if (!userId) throw new UnauthorizedException('Authentication required');
  return userId;
});

export function userIdOf(request: FastifyRequest): string | undefined {
  return (request as AuthenticatedRequest)[USER_ID];
}
