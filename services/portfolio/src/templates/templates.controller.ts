import { Controller } from '@nestjs/common';
import { listTemplatesRpc, type RpcResponse } from '@lumafolio/contracts';
import { RpcHandler } from '@lumafolio/server-common';
import { TemplatesService } from './templates.service.js';

@Controller()
export class TemplatesController {
  constructor(private readonly templates: TemplatesService) {}

  @RpcHandler(listTemplatesRpc)
  list(): Promise<RpcResponse<typeof listTemplatesRpc>> {
    return this.templates.list();
  }
}
