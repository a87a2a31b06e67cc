import { Controller } from '@nestjs/common';
import { sendEmailRpc } from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { OutgoingEmails } from './outgoing-emails.js';

/** Auth and portfolio ask for e-mails here: they never open the integrations queue. */
@Controller()
export class EmailController {
  constructor(private readonly emails: OutgoingEmails) {}

  @RpcHandler(sendEmailRpc)
  async send(email: RpcPayload<typeof sendEmailRpc>) {
    await this.emails.queue(email);
    return { queued: true as const };
  }
}
