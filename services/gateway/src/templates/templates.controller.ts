import { Controller, Get } from '@nestjs/common';
import { listTemplatesRpc, type Template } from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';

@Controller('api/templates')
export class TemplatesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  list(): Promise<Template[]> {
    return this.rpc.call(listTemplatesRpc, {});
  }
}
