import { Controller, Req, Res, UnauthorizedException, UseInterceptors } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  changePasswordRequestSchema,
  changePasswordRpc,
  deleteAccountRequestSchema,
  deleteAccountRpc,
  endAllSessionsRpc,
  getUserRpc,
  setUploadSettingsRpc,
  updateProfileRequestSchema,
  updateProfileRpc,
  uploadSettingsRequestSchema,
  type CurrentUser,
} from '@lumafolio/contracts';
import { RpcCallError, RpcClient } from '@lumafolio/server-common';
import { ACCOUNT_TAG as tag } from '../auth/account-tag.js';
import { CurrentUserId } from '../auth/session.guard.js';
import { HttpRoute, RouteInput, defineHttpRoute } from '../http/http-route.js';
import { empty, json } from '../openapi/api-route.js';
import { SessionsService } from '../session/sessions.service.js';
import { RefreshesOwnPortfolio } from '../visitor-cache/refreshes-own-portfolio.interceptor.js';

const currentUser = defineHttpRoute({
  method: 'GET',
  path: '/api/auth/user',
  tag,
  summary: 'Who is signed in',
  access: 'session',
  status: 200,
  answer: json(getUserRpc.response, 'The signed-in user.'),
});

const updateProfile = defineHttpRoute({
  method: 'PUT',
  path: '/api/profile',
  tag,
  summary: "Change one's profile",
  access: 'session',
  body: { kind: 'json', schema: updateProfileRequestSchema },
  status: 200,
  answer: json(updateProfileRpc.response, 'The user as changed.'),
  errors: [409],
});

const setUploadSettings = defineHttpRoute({
  method: 'PUT',
  path: '/api/user/upload-settings',
  tag,
  summary: "Choose how one's uploads are sent",
  description: "With `keepOriginals`, uploads send the untouched camera file (its EXIF kept for the owner); without, the browser's optimised copy.",
  access: 'session',
  body: { kind: 'json', schema: uploadSettingsRequestSchema },
  status: 200,
  answer: json(setUploadSettingsRpc.response, 'The user as changed.'),
});

const changePassword = defineHttpRoute({
  method: 'POST',
  path: '/api/auth/password',
  tag,
  summary: "Change one's password (ends every other session)",
  access: 'session',
  body: { kind: 'json', schema: changePasswordRequestSchema },
  status: 200,
  answer: json(changePasswordRpc.response, 'Changed.'),
});

const signOutEverywhere = defineHttpRoute({
  method: 'POST',
  path: '/api/auth/sessions/revoke',
  tag,
  summary: 'Sign out everywhere',
  access: 'session',
  status: 204,
  answer: empty('Every session of the user has ended, this one included.'),
  notFuzzedSignedIn: 'it ends the session the signed-in run uses',
});

const deleteAccount = defineHttpRoute({
  method: 'DELETE',
  path: '/api/auth/user',
  tag,
  summary: "Delete one's account",
  description: 'Ends the account at once and queues the removal of its data; every session ends.',
  access: 'session',
  body: { kind: 'json', schema: deleteAccountRequestSchema },
  status: 204,
  answer: empty('The account is gone.'),
  notFuzzedSignedIn: 'it deletes the account the signed-in run uses',
});

@Controller()
export class UsersController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly sessions: SessionsService,
  ) {}

  @HttpRoute(currentUser)
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

  @HttpRoute(updateProfile)
  @UseInterceptors(RefreshesOwnPortfolio)
  updateProfile(@CurrentUserId() userId: string, @RouteInput() { body }: RouteInput<typeof updateProfile>): Promise<CurrentUser> {
    return this.rpc.call(updateProfileRpc, { userId, profile: body });
  }

  @HttpRoute(setUploadSettings)
  setUploadSettings(@CurrentUserId() userId: string, @RouteInput() { body }: RouteInput<typeof setUploadSettings>): Promise<CurrentUser> {
    return this.rpc.call(setUploadSettingsRpc, { userId, settings: body });
  }

  /** Changing the password signs out every other session of the user. */
  @HttpRoute(changePassword)
  async changePassword(
    @CurrentUserId() userId: string,
    @RouteInput() { body }: RouteInput<typeof changePassword>,
    @Req() request: FastifyRequest,
  ): Promise<{ changed: true }> {
    const result = await this.rpc.call(changePasswordRpc, { userId, change: body });
    const current = await this.sessions.current(request);
    await this.sessions.store.destroyAllForUser(userId, current?.id);
    return result;
  }

  /** Sign out everywhere: every session of the user ends, this one included, here and at the identity provider. */
  @HttpRoute(signOutEverywhere)
  async signOutEverywhere(@CurrentUserId() userId: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.rpc.call(endAllSessionsRpc, { userId });
    await this.sessions.store.destroyAllForUser(userId);
    await this.sessions.end(request, reply);
  }

  @HttpRoute(deleteAccount)
  @UseInterceptors(RefreshesOwnPortfolio)
  async deleteAccount(
    @CurrentUserId() userId: string,
    @RouteInput() { body }: RouteInput<typeof deleteAccount>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    const { confirmUsername } = body;
    // The auth service ends the account at once and queues the removal of its data (ADR 25).
    await this.rpc.call(deleteAccountRpc, { userId, confirmUsername });
    await this.sessions.store.destroyAllForUser(userId);
    await this.sessions.end(request, reply);
  }
}
