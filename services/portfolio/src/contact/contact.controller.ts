import { Controller } from '@nestjs/common';
import { createContactMessageRpc, deleteContactMessageRpc, listContactMessagesRpc, pageContactMessagesRpc, type RpcResponse } from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { ContactService } from './contact.service.js';

@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @RpcHandler(createContactMessageRpc)
  create(payload: RpcPayload<typeof createContactMessageRpc>): Promise<RpcResponse<typeof createContactMessageRpc>> {
    return this.contact.create(payload);
  }

  @RpcHandler(listContactMessagesRpc)
  list({ limit }: RpcPayload<typeof listContactMessagesRpc>): Promise<RpcResponse<typeof listContactMessagesRpc>> {
    return this.contact.list(limit);
  }

  @RpcHandler(pageContactMessagesRpc)
  page(page: RpcPayload<typeof pageContactMessagesRpc>): Promise<RpcResponse<typeof pageContactMessagesRpc>> {
    return this.contact.page(page);
  }

  @RpcHandler(deleteContactMessageRpc)
  remove({ id }: RpcPayload<typeof deleteContactMessageRpc>): Promise<RpcResponse<typeof deleteContactMessageRpc>> {
    return this.contact.remove(id);
  }
}
