import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { createContactMessageRpc, listContactMessagesRpc, type RpcResponse } from '@lumafolio/contracts';
import { parseRpcPayload } from '@lumafolio/server-common';
import { ContactService } from './contact.service.js';

@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @MessagePattern(createContactMessageRpc.pattern)
  create(@Payload() payload: unknown): Promise<RpcResponse<typeof createContactMessageRpc>> {
    return this.contact.create(parseRpcPayload(createContactMessageRpc, payload));
  }

  @MessagePattern(listContactMessagesRpc.pattern)
  list(@Payload() payload: unknown): Promise<RpcResponse<typeof listContactMessagesRpc>> {
    return this.contact.list(parseRpcPayload(listContactMessagesRpc, payload).limit);
  }
}
