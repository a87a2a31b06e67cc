import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { emailSchema, passwordSchema, sendEmailRpc, usernameSchema } from '@lumafolio/contracts';
import { DuplicateUserError, UserRepository, type User } from '@lumafolio/dal';
import type { Logger } from 'pino';
import { AuthConfig } from '../config.js';
import { PasswordHasher } from '../security/passwords.js';
import { RateLimiter, type RateLimitRule } from '../security/rate-limiter.js';
import { MESSAGES } from '../users/accounts.service.js';
import { FormerUsernamesService } from '../users/former-usernames.service.js';
import { newSignUpToken, PendingSignUps, type PendingSignUp } from './pending-sign-ups.js';
import { InjectLogger, RpcClient } from '@lumafolio/server-common';

/** How long a confirmation link works. */
export const SIGN_UP_LINK_HOURS = 24;
/** E-mails a sign-up form sends to one address per hour; beyond that the form answers the same and sends nothing. */
const EMAILS_PER_ADDRESS_PER_HOUR = 5;

export interface SignUpInput {
  email: string;
  username: string;
  password: string;
}
export type SignUpField = keyof SignUpInput;

export type SignUpRequestResult = { status: 'sent' } | { status: 'invalid'; fieldErrors: Partial<Record<SignUpField, string>> } | { status: 'throttled' };

export type SignUpConfirmResult =
  | { status: 'created'; user: User; interactionUid: string }
  | { status: 'invalid-link' }
  | { status: 'email-taken' }
  | { status: 'username-taken'; username: string };

/**
 * Sign-up with a confirmed e-mail address. The form's answer never tells whether an
 * address is registered: a new address gets a link that creates the account, a registered
 * one an e-mail saying it already has an account, and both take the same path and time
 * (the password is hashed either way). Usernames are public, so a taken one is said.
 */
@Injectable()
export class SignUpService {
  private readonly perIp: RateLimitRule;
  private readonly perAddress: RateLimitRule = { name: 'signup:email', limit: EMAILS_PER_ADDRESS_PER_HOUR, windowSeconds: 60 * 60 };
  private readonly adminEmails: ReadonlySet<string>;

  constructor(
    private readonly users: UserRepository,
    private readonly pending: PendingSignUps,
    @Inject(RpcClient) private readonly rpc: RpcClient,
    private readonly limiter: RateLimiter,
    private readonly config: AuthConfig,
    private readonly formerNames: FormerUsernamesService,
    private readonly passwords: PasswordHasher,
    @InjectLogger() private readonly logger: Logger,
  ) {
    this.perIp = { name: 'signup:ip', limit: config.AUTH_SIGNUP_LIMIT_PER_IP, windowSeconds: 60 * 60 };
    this.adminEmails = new Set(config.ADMIN_EMAILS);
  }

  /** The sign-up form: checks it, then sends the e-mail that fits the address. */
  async request(input: SignUpInput, context: { ip: string; interactionUid: string }): Promise<SignUpRequestResult> {
    const email = emailSchema.safeParse(input.email);
    const username = usernameSchema.safeParse(input.username);
    const password = passwordSchema.safeParse(input.password);
    const fieldErrors: Partial<Record<SignUpField, string>> = {};
    if (!email.success) fieldErrors.email = email.error.issues[0]?.message ?? 'Please enter a valid email address.';
    if (!username.success) fieldErrors.username = username.error.issues[0]?.message ?? 'Please choose another username.';
    if (!password.success) fieldErrors.password = password.error.issues[0]?.message ?? 'Please choose another password.';
    if (!email.success || !username.success || !password.success) return { status: 'invalid', fieldErrors };

    // Only well-formed attempts count: they are the ones that send e-mails.
    if (await this.limiter.isBlocked(this.perIp, context.ip)) {
      this.logger.warn({ ip: context.ip }, 'sign-up throttled');
      return { status: 'throttled' };
    }
    await this.limiter.hit(this.perIp, context.ip);
    if (await this.users.usernameExists(username.data)) return { status: 'invalid', fieldErrors: { username: MESSAGES.usernameTaken } };

    const [registered, passwordHash] = await Promise.all([this.users.emailExists(email.data), this.passwords.hash(password.data)]);
    const token = newSignUpToken();
    if (!registered) {
      const pending: PendingSignUp = { email: email.data, username: username.data, passwordHash, interactionUid: context.interactionUid };
      await this.pending.save(token, pending, SIGN_UP_LINK_HOURS * 60 * 60);
    }
    const addressKey = createHash('sha256').update(email.data).digest('hex').slice(0, 32);
    if ((await this.limiter.hit(this.perAddress, addressKey)) > this.perAddress.limit) {
      this.logger.warn({ ip: context.ip }, 'sign-up e-mail not sent: too many for this address');
      return { status: 'sent' };
    }
    const id = randomBytes(16).toString('base64url');
    await this.rpc.call(
      sendEmailRpc,
      registered
        ? { kind: 'account-exists', id, to: email.data, signInUrl: `${this.config.PUBLIC_URL}/api/login` }
        : {
            kind: 'sign-up-confirmation',
            id,
            to: email.data,
            username: username.data,
            confirmUrl: `${this.config.AUTH_ISSUER_URL}/interaction/${encodeURIComponent(context.interactionUid)}/verify?token=${token}`,
            validForHours: SIGN_UP_LINK_HOURS,
          },
    );
    this.logger.info({ emailId: id }, 'sign-up e-mail queued');
    return { status: 'sent' };
  }

  /** What a confirmation link would create, without using it up. */
  find(token: string): Promise<PendingSignUp | null> {
    return this.pending.find(token);
  }

  /** The confirmation link followed: creates the account (once), if its e-mail and username are still free. */
  async confirm(token: string): Promise<SignUpConfirmResult> {
    const pending = await this.pending.take(token);
    if (!pending) return { status: 'invalid-link' };
    if (await this.users.emailExists(pending.email)) return { status: 'email-taken' };
    if (await this.users.usernameExists(pending.username)) return { status: 'username-taken', username: pending.username };
    try {
      const user = await this.users.create({
        email: pending.email,
        username: pending.username,
        passwordHash: pending.passwordHash,
        role: this.adminEmails.has(pending.email) ? 'admin' : 'user',
      });
      await this.formerNames.claimed(user.username);
      this.logger.info({ userId: user.id, role: user.role }, 'account created');
      return { status: 'created', user, interactionUid: pending.interactionUid };
    } catch (error) {
      // Someone else took the e-mail or username between the check and the insert.
      if (error instanceof DuplicateUserError && error.field === 'email') return { status: 'email-taken' };
      if (error instanceof DuplicateUserError) return { status: 'username-taken', username: pending.username };
      throw error;
    }
  }
}
