import { Controller } from '@nestjs/common';
import { getPortfolioProfileRpc, listDisplayNamesRpc, listPortfolioPathsRpc, listUsernamesRpc, type RpcResponse } from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { DisplayNamesService } from '../users/display-names.service.js';
import { PortfolioProfilesService } from './portfolio-profiles.service.js';

@Controller()
export class PortfolioProfilesController {
  constructor(
    private readonly profiles: PortfolioProfilesService,
    private readonly displayNames: DisplayNamesService,
  ) {}

  @RpcHandler(getPortfolioProfileRpc)
  get({ segment }: RpcPayload<typeof getPortfolioProfileRpc>): Promise<RpcResponse<typeof getPortfolioProfileRpc>> {
    return this.profiles.get(segment);
  }

  @RpcHandler(listPortfolioPathsRpc)
  portfolioPaths({ userIds }: RpcPayload<typeof listPortfolioPathsRpc>): Promise<RpcResponse<typeof listPortfolioPathsRpc>> {
    return this.profiles.portfolioPaths(userIds);
  }

  @RpcHandler(listUsernamesRpc)
  usernames({ userIds }: RpcPayload<typeof listUsernamesRpc>): Promise<RpcResponse<typeof listUsernamesRpc>> {
    return this.profiles.usernames(userIds);
  }

  @RpcHandler(listDisplayNamesRpc)
  displayNamesOf({ userIds }: RpcPayload<typeof listDisplayNamesRpc>): Promise<RpcResponse<typeof listDisplayNamesRpc>> {
    return this.displayNames.namesOf(userIds);
  }
}
