import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { contactMessages, contactRequestSchema, createContactMessageRpc, type RpcResponse } from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { RateLimiter, type RateLimitRule } from '../security/rate-limiter.js';
import { CONTACT_RATE_RULE } from './contact-tokens.js';

export const CONTACT_RATE_LIMITED_MESSAGE = 'You have sent too many messages. Please wait a few minutes and try again.';

export class ContactRateLimitedError extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(CONTACT_RATE_LIMITED_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * The contact form: validated by the shared contract (a filled honeypot answers only
 * 'Bot detection failed'), limited per client IP, stored by the portfolio service.
 */
@Injectable()
export class ContactService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: RateLimiter,
    @Inject(CONTACT_RATE_RULE) private readonly rule: RateLimitRule,
  ) {}

  async submit(body: unknown, clientIp: string): Promise<RpcResponse<typeof createContactMessageRpc>> {
    const parsed = contactRequestSchema.safeParse(body ?? {});
    if (!parsed.success) {
      if (parsed.error.issues.some((issue) => issue.path[0] === 'honeypot')) {
        throw new HttpException(contactMessages.honeypot, HttpStatus.BAD_REQUEST);
      }
      throw parsed.error;
    }
    await this.checkRate(clientIp);
    const { honeypot: _honeypot, ...submission } = parsed.data;
    return this.rpc.call(createContactMessageRpc, submission);
  }

  private async checkRate(clientIp: string): Promise<void> {
    const verdict = await this.limiter.consume(this.rule, clientIp);
    if (!verdict.allowed) throw new ContactRateLimitedError(verdict.retryAfterSeconds);
  }
}
