import { Controller } from '@nestjs/common';
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
import { HttpRoute, RouteInput, defineHttpRoute } from '../http/http-route.js';
import { json } from '../openapi/api-route.js';
import { ADMIN_TAGS } from './admin-tags.js';

const users = defineHttpRoute({
  method: 'GET',
  path: '/api/admin/users',
  tag: ADMIN_TAGS.people,
  summary: 'Users, newest first; `q` searches names and e-mails',
  access: 'admin',
  query: adminUsersQuerySchema,
  status: 200,
  answer: json(listAdminUsersRpc.response, 'A page of users.'),
});

const changeRole = defineHttpRoute({
  method: 'POST',
  path: '/api/admin/users/:userId/role',
  tag: ADMIN_TAGS.people,
  summary: 'Make a user an admin, or a user again',
  access: 'admin',
  body: { kind: 'json', schema: changeUserRoleRequestSchema },
  status: 200,
  answer: json(changeUserRoleRpc.response, 'The user as changed.'),
  errors: [409],
});

@Controller()
export class AdminUsersController {
  constructor(private readonly rpc: RpcClient) {}

  /** The Users tab: newest first, `q` searching names, usernames and e-mails. */
  @HttpRoute(users)
  list(@RouteInput() { query }: RouteInput<typeof users>): Promise<Page<AdminUser>> {
    return this.rpc.call(listAdminUsersRpc, { q: query.q ?? '', ...toPageRequest(query) });
  }

  /** "Make Admin" / "Make User"; the last admin is refused with a 409. */
  @HttpRoute(changeRole)
  changeRole(@CurrentUserId() actorId: string, @RouteInput() { params, body }: RouteInput<typeof changeRole>): Promise<AdminUser> {
    return this.rpc.call(changeUserRoleRpc, { actorId, userId: params.userId, role: body.role });
  }
}
