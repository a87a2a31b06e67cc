import { Controller } from '@nestjs/common';
import { deleteAdminMessageRpc, getAdminEmailRpc, pageAdminEmailsRpc, pageAdminMessagesRpc } from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { MessagesService } from './messages.service.js';

@Controller()
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  @RpcHandler(pageAdminMessagesRpc)
  list(page: RpcPayload<typeof pageAdminMessagesRpc>) {
    return this.messages.messages(page);
  }

  @RpcHandler(deleteAdminMessageRpc)
  remove({ actorId, id }: RpcPayload<typeof deleteAdminMessageRpc>) {
    return this.messages.deleteMessage(actorId, id);
  }

  @RpcHandler(pageAdminEmailsRpc)
  emails(page: RpcPayload<typeof pageAdminEmailsRpc>) {
    return this.messages.emails(page);
  }

  @RpcHandler(getAdminEmailRpc)
  email({ id }: RpcPayload<typeof getAdminEmailRpc>) {
    return this.messages.email(id);
  }
}
