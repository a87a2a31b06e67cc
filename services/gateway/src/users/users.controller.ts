import { Body, Controller, Delete, Get, HttpCode, Post, Put, Req, Res, UnauthorizedException, UseGuards, UseInterceptors } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  changePasswordRequestSchema,
  changePasswordRpc,
  deleteAccountRequestSchema,
  deleteAccountRpc,
  endAllSessionsRpc,
  getUserRpc,
  updateProfileRequestSchema,
  updateProfileRpc,
  type CurrentUser,
} from '@lumafolio/contracts';
import { RpcCallError, RpcClient } from '@lumafolio/server-common';
import { CurrentUserId, SessionGuard } from '../auth/session.guard.js';
import { SessionsService } from '../session/sessions.service.js';
import { RefreshesOwnPortfolio } from '../visitor-cache/refreshes-own-portfolio.interceptor.js';

@Controller('api')
@UseGuards(SessionGuard)
export class UsersController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly sessions: SessionsService,
  ) {}

  @Get('auth/user')
  async currentUser(@CurrentUserId() userId: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<CurrentUser> {
    try {
      return await this.rpc.call(getUserRpc, { userId });
    } catch (error) {
      if (error instanceof RpcCallError && error.status === 404) {
        // The account is gone (deleted elsewhere): so is this session.
        await this.sessions.end(request, reply);
        throw new UnauthorizedException('Authentication required');
      }
      throw error;
    }
  }

  @Put('profile')
  @UseInterceptors(RefreshesOwnPortfolio)
  updateProfile(@CurrentUserId() userId: string, @Body() body: unknown): Promise<CurrentUser> {
    return this.rpc.call(updateProfileRpc, { userId, profile: updateProfileRequestSchema.parse(body ?? {}) });
  }

  /** Changing the password signs out every other session of the user. */
  @Post('auth/password')
  @HttpCode(200)
  async changePassword(@CurrentUserId() userId: string, @Body() body: unknown, @Req() request: FastifyRequest): Promise<{ changed: true }> {
    const result = await this.rpc.call(changePasswordRpc, { userId, change: changePasswordRequestSchema.parse(body ?? {}) });
    const current = await this.sessions.current(request);
    await this.sessions.store.destroyAllForUser(userId, current?.id);
    return result;
  }

  /** Sign out everywhere: every session of the user ends, this one included, here and at the identity provider. */
  @Post('auth/sessions/revoke')
  @HttpCode(204)
  async signOutEverywhere(@CurrentUserId() userId: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.rpc.call(endAllSessionsRpc, { userId });
    await this.sessions.store.destroyAllForUser(userId);
    await this.sessions.end(request, reply);
  }

  @Delete('auth/user')
  @UseInterceptors(RefreshesOwnPortfolio)
  @HttpCode(204)
  async deleteAccount(
    @CurrentUserId() userId: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    const { confirmUsername } = deleteAccountRequestSchema.parse(body ?? {});
    // The auth service ends the account at once and queues the removal of its data (ADR 25).
    await this.rpc.call(deleteAccountRpc, { userId, confirmUsername });
    await this.sessions.store.destroyAllForUser(userId);
    await this.sessions.end(request, reply);
  }
}
