import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { UserRepository, type User } from '@lumafolio/dal';
import type { Logger } from 'pino';
import { AuthConfig } from '../config.js';
import { PasswordHasher } from '../security/passwords.js';
import { RateLimiter, type RateLimitRule } from '../security/rate-limiter.js';
import { InjectLogger } from '@lumafolio/server-common';

export const MESSAGES = {
  invalidCredentials: 'Incorrect email or password.',
  missingCredentials: 'Please enter your email and password.',
  signInThrottled: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  signUpThrottled: 'Too many accounts were created from your network. Please try again later.',
  usernameTaken: 'That username is already taken.',
} as const;

export type SignInResult = { status: 'ok'; user: User } | { status: 'invalid' | 'missing' | 'throttled' };

const FIFTEEN_MINUTES = 15 * 60;

/**
 * Local accounts of the built-in provider: sign-in with brute-force protection (fixed
 * windows in Redis, per account and per IP), and the ADMIN_EMAILS rule. Sign-up lives in
 * sign-up/.
 */
@Injectable()
export class AccountsService {
  private readonly signInPerAccount: RateLimitRule;
  private readonly signInPerIp: RateLimitRule;
  private readonly adminEmails: ReadonlySet<string>;

  constructor(
    private readonly users: UserRepository,
    private readonly limiter: RateLimiter,
    config: AuthConfig,
    private readonly passwords: PasswordHasher,
    @InjectLogger() private readonly logger: Logger,
  ) {
    this.signInPerAccount = { name: 'signin:account', limit: config.AUTH_SIGNIN_LIMIT_PER_ACCOUNT, windowSeconds: FIFTEEN_MINUTES };
    this.signInPerIp = { name: 'signin:ip', limit: config.AUTH_SIGNIN_LIMIT_PER_IP, windowSeconds: FIFTEEN_MINUTES };
    this.adminEmails = new Set(config.ADMIN_EMAILS);
  }

  /**
   * Checks an e-mail and password. While the account or the IP is throttled the password
   * is not even checked, and the answer is the same whether or not the account exists.
   */
  async signIn(rawEmail: string, password: string, ip: string): Promise<SignInResult> {
    const email = rawEmail.trim().toLowerCase();
    if (!email || !password) return { status: 'missing' };
    const account = accountKey(email);
    const [accountBlocked, ipBlocked] = await Promise.all([
      this.limiter.isBlocked(this.signInPerAccount, account),
      this.limiter.isBlocked(this.signInPerIp, ip),
    ]);
    if (accountBlocked || ipBlocked) {
      this.logger.warn({ ip, accountBlocked, ipBlocked }, 'sign-in throttled');
      return { status: 'throttled' };
    }
    const user = email.length <= 254 ? await this.users.findByEmail(email) : null;
    const valid = user?.passwordHash ? await this.passwords.verify(user.passwordHash, password) : await this.passwords.verifyAgainstDummy(password);
    if (!user || !valid) {
      await Promise.all([this.limiter.hit(this.signInPerAccount, account), this.limiter.hit(this.signInPerIp, ip)]);
      return { status: 'invalid' };
    }
    await this.limiter.reset(this.signInPerAccount, account);
    return { status: 'ok', user: await this.applyAdminEmails(user) };
  }

  /** ADMIN_EMAILS: a listed e-mail makes its user an admin (never demotes anyone). */
  async applyAdminEmails(user: User): Promise<User> {
    if (user.role === 'admin' || !user.email || !this.adminEmails.has(user.email)) return user;
    await this.users.promote(user.id);
    this.logger.info({ userId: user.id }, 'user promoted to admin by ADMIN_EMAILS');
    return { ...user, role: 'admin' };
  }
}

/** Rate-limit key for an e-mail: hashed, so Redis holds no addresses. */
function accountKey(email: string): string {
  return createHash('sha256').update(email).digest('hex').slice(0, 32);
}
