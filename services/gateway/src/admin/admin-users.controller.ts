import { Body, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  adminUsersQuerySchema,
  changeUserRoleRequestSchema,
  changeUserRoleRpc,
  listAdminUsersRpc,
  toPageRequest,
  type AdminUser,
  type Page,
} from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { CurrentUserId } from '../auth/session.guard.js';
import { AdminController } from './admin-routes.js';

@AdminController()
export class AdminUsersController {
  constructor(private readonly rpc: RpcClient) {}

  /** The Users tab: newest first, `q` searching names, usernames and e-mails. */
  @Get('users')
  list(@Query() query: unknown): Promise<Page<AdminUser>> {
    const parsed = adminUsersQuerySchema.parse(query ?? {});
    return this.rpc.call(listAdminUsersRpc, { q: parsed.q ?? '', ...toPageRequest(parsed) });
  }

  /** "Make Admin" / "Make User"; the last admin is refused with a 409. */
  @Post('users/:userId/role')
  @HttpCode(200)
  changeRole(@CurrentUserId() actorId: string, @Param('userId') userId: string, @Body() body: unknown): Promise<AdminUser> {
    const { role } = changeUserRoleRequestSchema.parse(body ?? {});
    return this.rpc.call(changeUserRoleRpc, { actorId, userId, role });
  }
}
