import { Controller } from '@nestjs/common';
import { changeUserRoleRpc, listAdminUsersRpc } from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { AdminUsersService } from './users.service.js';

@Controller()
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @RpcHandler(listAdminUsersRpc)
  list({ q, cursor, limit }: RpcPayload<typeof listAdminUsersRpc>) {
    return this.users.list(q, { cursor, limit });
  }

  @RpcHandler(changeUserRoleRpc)
  changeRole({ actorId, userId, role }: RpcPayload<typeof changeUserRoleRpc>) {
    return this.users.changeRole(actorId, userId, role);
  }
}
