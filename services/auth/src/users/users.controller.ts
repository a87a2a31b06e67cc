import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  changePasswordRpc,
  deleteUserRpc,
  getUserRpc,
  listUsersRpc,
  resolveIdentityRpc,
  setProfileImageRpc,
  updateProfileRpc,
  type RpcResponse,
} from '@lumafolio/contracts';
import { parseRpcPayload } from '@lumafolio/server-common';
import { IdentityService } from './identity.service.js';
import { UsersService } from './users.service.js';

@Controller()
export class UsersController {
  constructor(
    private readonly identity: IdentityService,
    private readonly users: UsersService,
  ) {}

  @MessagePattern(resolveIdentityRpc.pattern)
  resolveIdentity(@Payload() payload: unknown): Promise<RpcResponse<typeof resolveIdentityRpc>> {
    return this.identity.resolve(parseRpcPayload(resolveIdentityRpc, payload));
  }

  @MessagePattern(getUserRpc.pattern)
  get(@Payload() payload: unknown): Promise<RpcResponse<typeof getUserRpc>> {
    return this.users.get(parseRpcPayload(getUserRpc, payload).userId);
  }

  @MessagePattern(updateProfileRpc.pattern)
  updateProfile(@Payload() payload: unknown): Promise<RpcResponse<typeof updateProfileRpc>> {
    const { userId, profile } = parseRpcPayload(updateProfileRpc, payload);
    return this.users.updateProfile(userId, profile);
  }

  @MessagePattern(setProfileImageRpc.pattern)
  setProfileImage(@Payload() payload: unknown): Promise<RpcResponse<typeof setProfileImageRpc>> {
    const { userId, profileImageUrl } = parseRpcPayload(setProfileImageRpc, payload);
    return this.users.setProfileImage(userId, profileImageUrl);
  }

  @MessagePattern(changePasswordRpc.pattern)
  changePassword(@Payload() payload: unknown): Promise<RpcResponse<typeof changePasswordRpc>> {
    const { userId, change } = parseRpcPayload(changePasswordRpc, payload);
    return this.users.changePassword(userId, change);
  }

  @MessagePattern(deleteUserRpc.pattern)
  delete(@Payload() payload: unknown): Promise<RpcResponse<typeof deleteUserRpc>> {
    return this.users.delete(parseRpcPayload(deleteUserRpc, payload).userId);
  }

  @MessagePattern(listUsersRpc.pattern)
  list(@Payload() payload: unknown): Promise<RpcResponse<typeof listUsersRpc>> {
    parseRpcPayload(listUsersRpc, payload);
    return this.users.list();
  }
}
