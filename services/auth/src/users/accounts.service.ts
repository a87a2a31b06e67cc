import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { emailSchema, passwordSchema, usernameSchema } from '@lumafolio/contracts';
import { DuplicateUserError, UserRepository, type User } from '@lumafolio/dal';
import type { Logger } from 'pino';
import type { AuthConfig } from '../config.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../security/passwords.js';
import { RateLimiter, type RateLimitRule } from '../security/rate-limiter.js';
import { AUTH_CONFIG, LOGGER } from '../tokens.js';

export const MESSAGES = {
  invalidCredentials: 'Incorrect email or password.',
  missingCredentials: 'Please enter your email and password.',
  signInThrottled: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  signUpThrottled: 'Too many accounts were created from your network. Please try again later.',
  emailTaken: 'An account with this email already exists.',
  usernameTaken: 'That username is already taken.',
} as const;

export type SignInResult = { status: 'ok'; user: User } | { status: 'invalid' | 'missing' | 'throttled' };

export interface SignUpInput {
  email: string;
  username: string;
  password: string;
}
export type SignUpField = keyof SignUpInput;
export type SignUpResult =
  | { status: 'created'; user: User }
  | { status: 'invalid'; fieldErrors: Partial<Record<SignUpField, string>> }
  | { status: 'throttled' };

const FIFTEEN_MINUTES = 15 * 60;

/**
 * Local accounts of the built-in provider: sign-up and sign-in with brute-force
 * protection (fixed windows in Redis, per account and per IP), and the ADMIN_EMAILS rule.
 */
@Injectable()
export class AccountsService {
  private readonly signInPerAccount: RateLimitRule;
  private readonly signInPerIp: RateLimitRule;
  private readonly signUpPerIp: RateLimitRule;
  private readonly adminEmails: ReadonlySet<string>;

  constructor(
    private readonly users: UserRepository,
    private readonly limiter: RateLimiter,
    @Inject(AUTH_CONFIG) config: AuthConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.signInPerAccount = { name: 'signin:account', limit: config.AUTH_SIGNIN_LIMIT_PER_ACCOUNT, windowSeconds: FIFTEEN_MINUTES };
    this.signInPerIp = { name: 'signin:ip', limit: config.AUTH_SIGNIN_LIMIT_PER_IP, windowSeconds: FIFTEEN_MINUTES };
    this.signUpPerIp = { name: 'signup:ip', limit: config.AUTH_SIGNUP_LIMIT_PER_IP, windowSeconds: 60 * 60 };
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
    const valid = user?.passwordHash ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
    if (!user || !valid) {
      await Promise.all([this.limiter.hit(this.signInPerAccount, account), this.limiter.hit(this.signInPerIp, ip)]);
      return { status: 'invalid' };
    }
    await this.limiter.reset(this.signInPerAccount, account);
    return { status: 'ok', user: await this.applyAdminEmails(user) };
  }

  async signUp(input: SignUpInput, ip: string): Promise<SignUpResult> {
    const email = emailSchema.safeParse(input.email);
    const username = usernameSchema.safeParse(input.username);
    const password = passwordSchema.safeParse(input.password);
    const fieldErrors: Partial<Record<SignUpField, string>> = {};
    if (!email.success) fieldErrors.email = email.error.issues[0]?.message ?? 'Please enter a valid email address.';
    if (!username.success) fieldErrors.username = username.error.issues[0]?.message ?? 'Please choose another username.';
    if (!password.success) fieldErrors.password = password.error.issues[0]?.message ?? 'Please choose another password.';
    if (!email.success || !username.success || !password.success) return { status: 'invalid', fieldErrors };

    // Only well-formed attempts count: they are the ones that create accounts or probe
    // for existing ones.
    if (await this.limiter.isBlocked(this.signUpPerIp, ip)) {
      this.logger.warn({ ip }, 'sign-up throttled');
      return { status: 'throttled' };
    }
    await this.limiter.hit(this.signUpPerIp, ip);

    const [emailTaken, usernameTaken] = await Promise.all([this.users.emailExists(email.data), this.users.usernameExists(username.data)]);
    if (emailTaken) fieldErrors.email = MESSAGES.emailTaken;
    if (usernameTaken) fieldErrors.username = MESSAGES.usernameTaken;
    if (emailTaken || usernameTaken) return { status: 'invalid', fieldErrors };

    try {
      const user = await this.users.create({
        email: email.data,
        username: username.data,
        passwordHash: await hashPassword(password.data),
        role: this.adminEmails.has(email.data) ? 'admin' : 'user',
      });
      this.logger.info({ userId: user.id, role: user.role }, 'account created');
      return { status: 'created', user };
    } catch (error) {
      // Someone else took the e-mail or username between the check and the insert.
      if (error instanceof DuplicateUserError && error.field === 'email') return { status: 'invalid', fieldErrors: { email: MESSAGES.emailTaken } };
      if (error instanceof DuplicateUserError) return { status: 'invalid', fieldErrors: { username: MESSAGES.usernameTaken } };
      throw error;
    }
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
