import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { endAllSessionsRpc, type RpcResponse } from '@lumafolio/contracts';
import { parseRpcPayload } from '@lumafolio/server-common';
import { ProviderSessions } from '../oidc/provider-sessions.js';

@Controller()
export class SessionsController {
  constructor(private readonly providerSessions: ProviderSessions) {}

  @MessagePattern(endAllSessionsRpc.pattern)
  async endAll(@Payload() payload: unknown): Promise<RpcResponse<typeof endAllSessionsRpc>> {
    await this.providerSessions.endAll(parseRpcPayload(endAllSessionsRpc, payload).userId);
    return { ended: true };
  }
}
