import { Controller } from '@nestjs/common';
import {
  changePasswordRpc,
  countUsersRpc,
  getUserRpc,
  resolveIdentityRpc,
  searchUsersRpc,
  setUserRoleRpc,
  setProfileImageRpc,
  setUploadSettingsRpc,
  updateProfileRpc,
  type RpcResponse,
} from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { IdentityService } from './identity.service.js';
import { UsersService } from './users.service.js';

@Controller()
export class UsersController {
  constructor(
    private readonly identity: IdentityService,
    private readonly users: UsersService,
  ) {}

  @RpcHandler(resolveIdentityRpc)
  resolveIdentity(payload: RpcPayload<typeof resolveIdentityRpc>): Promise<RpcResponse<typeof resolveIdentityRpc>> {
    return this.identity.resolve(payload);
  }

  @RpcHandler(getUserRpc)
  get({ userId }: RpcPayload<typeof getUserRpc>): Promise<RpcResponse<typeof getUserRpc>> {
    return this.users.get(userId);
  }

  @RpcHandler(updateProfileRpc)
  updateProfile({ userId, profile }: RpcPayload<typeof updateProfileRpc>): Promise<RpcResponse<typeof updateProfileRpc>> {
    return this.users.updateProfile(userId, profile);
  }

  @RpcHandler(setUploadSettingsRpc)
  setUploadSettings({ userId, settings }: RpcPayload<typeof setUploadSettingsRpc>): Promise<RpcResponse<typeof setUploadSettingsRpc>> {
    return this.users.setUploadSettings(userId, settings);
  }

  @RpcHandler(setProfileImageRpc)
  setProfileImage({ userId, profileImageUrl }: RpcPayload<typeof setProfileImageRpc>): Promise<RpcResponse<typeof setProfileImageRpc>> {
    return this.users.setProfileImage(userId, profileImageUrl);
  }

  @RpcHandler(changePasswordRpc)
  changePassword({ userId, change }: RpcPayload<typeof changePasswordRpc>): Promise<RpcResponse<typeof changePasswordRpc>> {
    return this.users.changePassword(userId, change);
  }

  @RpcHandler(searchUsersRpc)
  search({ q, cursor, limit }: RpcPayload<typeof searchUsersRpc>): Promise<RpcResponse<typeof searchUsersRpc>> {
    return this.users.search(q, { cursor, limit });
  }

  @RpcHandler(setUserRoleRpc)
  setRole({ userId, role }: RpcPayload<typeof setUserRoleRpc>): Promise<RpcResponse<typeof setUserRoleRpc>> {
    return this.users.setRole(userId, role);
  }

  @RpcHandler(countUsersRpc)
  count(): Promise<RpcResponse<typeof countUsersRpc>> {
    return this.users.count();
  }
}
