import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { listTemplatesRpc, type RpcResponse } from '@lumafolio/contracts';
import { parseRpcPayload } from '@lumafolio/server-common';
import { TemplatesService } from './templates.service.js';

@Controller()
export class TemplatesController {
  constructor(private readonly templates: TemplatesService) {}

  @MessagePattern(listTemplatesRpc.pattern)
  list(@Payload() payload: unknown): Promise<RpcResponse<typeof listTemplatesRpc>> {
    parseRpcPayload(listTemplatesRpc, payload);
    return this.templates.list();
  }
}
