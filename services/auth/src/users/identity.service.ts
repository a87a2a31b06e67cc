import { Injectable } from '@nestjs/common';
import { emailSchema, type IdentityClaims, type SessionUser } from '@lumafolio/contracts';
import { DuplicateUserError, UserRepository, type User } from '@lumafolio/dal';
import { InjectLogger, rpcError } from '@lumafolio/server-common';
import type { Logger } from 'pino';
import { AuthConfig } from '../config.js';
import { AccountsService } from './accounts.service.js';
import { FormerUsernamesService } from './former-usernames.service.js';
import { usernameCandidates, usernameBase } from './usernames.js';
import { toSessionUser } from './user-view.js';

const MAX_CREATE_ATTEMPTS = 50;

/**
 * Turns the claims the gateway got from an issuer into our user: the built-in issuer's
 * subject is our user id; any other issuer's (issuer, subject) pair is looked up, and
 * the first sign-in creates the user.
 */
@Injectable()
export class IdentityService {
  constructor(
    private readonly users: UserRepository,
    private readonly accounts: AccountsService,
    private readonly config: AuthConfig,
    private readonly formerNames: FormerUsernamesService,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  async resolve(claims: IdentityClaims): Promise<SessionUser> {
    if (claims.issuer.replace(/\/+$/, '') === this.config.AUTH_ISSUER_URL) {
      const user = await this.users.findById(claims.subject);
      if (!user) throw rpcError(404, 'User not found.', 'USER_NOT_FOUND');
      return toSessionUser(await this.accounts.applyAdminEmails(user));
    }
    const user = (await this.users.findByExternalIdentity(claims.issuer, claims.subject)) ?? (await this.createExternal(claims));
    return toSessionUser(await this.accounts.applyAdminEmails(user));
  }

  /**
   * First sign-in of an identity from another issuer. The e-mail is kept only when the
   * issuer verified it and no other user has it; the username is derived and made unique.
   * Two concurrent first sign-ins meet at the unique index: the loser finds the winner.
   */
  private async createExternal(claims: IdentityClaims): Promise<User> {
    const parsedEmail = claims.emailVerified === true && claims.email ? emailSchema.safeParse(claims.email) : undefined;
    let email = parsedEmail?.success && !(await this.users.emailExists(parsedEmail.data)) ? parsedEmail.data : null;
    const candidates = usernameCandidates(usernameBase(claims.preferredUsername, claims.email));
    let candidate = candidates.next().value as string;
    for (let attempt = 0; attempt < MAX_CREATE_ATTEMPTS; attempt += 1) {
      if (await this.users.usernameExists(candidate)) {
        candidate = candidates.next().value as string;
        continue;
      }
      try {
        const user = await this.users.create({
          email,
          emailVerified: email !== null,
          username: candidate,
          externalIssuer: claims.issuer,
          externalSubject: claims.subject,
          firstName: claims.givenName?.trim().slice(0, 50) || null,
          lastName: claims.familyName?.trim().slice(0, 50) || null,
        });
        await this.formerNames.claimed(user.username);
        this.logger.info({ userId: user.id, issuer: claims.issuer }, 'user created on first sign-in');
        return user;
      } catch (error) {
        if (!(error instanceof DuplicateUserError)) throw error;
        if (error.field === 'externalIdentity') {
          const winner = await this.users.findByExternalIdentity(claims.issuer, claims.subject);
          if (winner) return winner;
          // The identity's account is there but being deleted.
          throw rpcError(409, 'This account is being deleted.', 'ACCOUNT_BEING_DELETED');
        } else if (error.field === 'email') {
          email = null;
        } else {
          candidate = candidates.next().value as string;
        }
      }
    }
    throw new Error(`could not create a user for ${claims.issuer} after ${MAX_CREATE_ATTEMPTS} attempts`);
  }
}
