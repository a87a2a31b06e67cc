import { Controller } from '@nestjs/common';
import { endAllSessionsRpc, type RpcResponse } from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { ProviderSessions } from '../oidc/provider-sessions.js';

@Controller()
export class SessionsController {
  constructor(private readonly providerSessions: ProviderSessions) {}

  @RpcHandler(endAllSessionsRpc)
  async endAll({ userId }: RpcPayload<typeof endAllSessionsRpc>): Promise<RpcResponse<typeof endAllSessionsRpc>> {
    await this.providerSessions.endAll(userId);
    return { ended: true };
  }
}
