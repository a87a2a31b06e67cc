import { Inject, Injectable } from '@nestjs/common';
import {
  LAST_ADMIN_MESSAGE,
  publicContentChangedEvent,
  type AdminUser,
  type ChangePasswordRequest,
  type CurrentUser,
  type Page,
  type Role,
  type UpdateProfileRequest,
  type UploadSettingsRequest,
} from '@lumafolio/contracts';
import { DuplicateUserError, UserRepository, type ProfileChanges, type User } from '@lumafolio/dal';
import { InjectLogger, EventBus, rpcError } from '@lumafolio/server-common';
import type { Logger } from 'pino';
import { ProviderSessions } from '../oidc/provider-sessions.js';
import { PasswordHasher } from '../security/passwords.js';
import { RateLimiter, type RateLimitRule } from '../security/rate-limiter.js';
import { MESSAGES } from './accounts.service.js';
import { DisplayNamesService } from './display-names.service.js';
import { FormerUsernamesService } from './former-usernames.service.js';
import { toAdminUser, toCurrentUser } from './user-view.js';

/** Wrong current passwords per user before Change Password is refused for a while. */
const PASSWORD_CHANGE_RULE: RateLimitRule = { name: 'password-change:user', limit: 5, windowSeconds: 15 * 60 };

const emptyToNull = (value: string | undefined): string | null | undefined => (value === undefined ? undefined : value.trim() || null);

/** The signed-in user's own account: profile and password; and the admin list. */
@Injectable()
export class UsersService {
  constructor(
    private readonly users: UserRepository,
    private readonly limiter: RateLimiter,
    private readonly providerSessions: ProviderSessions,
    private readonly formerNames: FormerUsernamesService,
    private readonly displayNames: DisplayNamesService,
    private readonly passwords: PasswordHasher,
    @InjectLogger() private readonly logger: Logger,
    @Inject(EventBus) private readonly events: EventBus,
  ) {}

  async get(userId: string): Promise<CurrentUser> {
    return toCurrentUser(await this.require(userId));
  }

  async updateProfile(userId: string, profile: UpdateProfileRequest): Promise<CurrentUser> {
    const changes: ProfileChanges = {
      username: profile.username,
      firstName: emptyToNull(profile.firstName),
      lastName: emptyToNull(profile.lastName),
      tagline: emptyToNull(profile.tagline),
      bio: emptyToNull(profile.bio),
      instagram: emptyToNull(profile.instagram),
      twitter: emptyToNull(profile.twitter),
      website: emptyToNull(profile.website),
      portfolioUrlType: profile.portfolioUrlType,
    };
    const previousUsername = profile.username === undefined ? undefined : (await this.require(userId)).username;
    if (profile.username !== undefined) {
      const holder = await this.users.findByUsername(profile.username);
      if (holder && holder.id !== userId) throw rpcError(409, MESSAGES.usernameTaken, 'USERNAME_TAKEN');
    }
    // The name is recorded in the turn of the write that made it: of two renames, the later one's stays.
    const updated = await this.users.inWriteTurn(userId, async () => {
      let changed: User | null;
      try {
        changed = await this.users.updateProfile(userId, changes);
      } catch (error) {
        if (error instanceof DuplicateUserError) throw rpcError(409, MESSAGES.usernameTaken, 'USERNAME_TAKEN');
        throw error;
      }
      if (changed) await this.displayNames.profileChanged(changed);
      return changed;
    });
    if (!updated) throw notFound();
    if (previousUsername !== undefined) await this.formerNames.renamed(userId, previousUsername, updated.username);
    this.events.publish(publicContentChangedEvent, { ownerId: userId });
    return toCurrentUser(updated);
  }

  async setUploadSettings(userId: string, { keepOriginals }: UploadSettingsRequest): Promise<CurrentUser> {
    const updated = await this.users.setKeepOriginals(userId, keepOriginals);
    if (!updated) throw notFound();
    return toCurrentUser(updated);
  }

  async setProfileImage(userId: string, profileImageUrl: string | null): Promise<CurrentUser> {
    const updated = await this.users.updateProfile(userId, { profileImageUrl });
    if (!updated) throw notFound();
    this.events.publish(publicContentChangedEvent, { ownerId: userId });
    return toCurrentUser(updated);
  }

  /**
   * Only accounts with a password at the built-in provider. A wrong current password is
   * a 400 (not 401: the session is fine) and counts towards a per-user limit. A new
   * password ends every sign-in at the provider: the next one asks for it.
   */
  async changePassword(userId: string, change: ChangePasswordRequest): Promise<{ changed: true }> {
    const user = await this.require(userId);
    if (!user.passwordHash) {
      throw rpcError(400, 'Your account signs in through another provider, so there is no password to change here.', 'NO_LOCAL_PASSWORD');
    }
    if (await this.limiter.isBlocked(PASSWORD_CHANGE_RULE, userId)) {
      throw rpcError(429, 'Too many incorrect password attempts. Please wait a few minutes and try again.', 'TOO_MANY_ATTEMPTS');
    }
    if (!(await this.passwords.verify(user.passwordHash, change.currentPassword))) {
      await this.limiter.hit(PASSWORD_CHANGE_RULE, userId);
      throw rpcError(400, 'Your current password is incorrect.', 'WRONG_PASSWORD');
    }
    await this.users.setPasswordHash(userId, await this.passwords.hash(change.newPassword));
    await this.limiter.reset(PASSWORD_CHANGE_RULE, userId);
    await this.providerSessions.endAll(userId);
    this.logger.info({ userId }, 'password changed');
    return { changed: true };
  }

  /** The admin users list: newest first, narrowed by `text`; how many match comes with the first page, as for every list. */
  async search(text: string, page: { cursor: string | null; limit: number }): Promise<Page<AdminUser>> {
    const { users, nextCursor, total } = await this.users.searchNewestFirst(text, page);
    return { items: users.map(toAdminUser), nextCursor, total: page.cursor === null ? total : null };
  }

  /**
   * An admin sets someone's role. Setting the role a user already has changes nothing; the
   * last admin is never demoted (the repository decides it, concurrent demotions included).
   */
  async setRole(userId: string, role: Role): Promise<{ user: AdminUser; previousRole: Role }> {
    const before = await this.require(userId);
    if (role === 'admin') {
      await this.users.promote(userId);
    } else {
      const result = await this.users.demote(userId);
      if (result === 'last-admin') throw rpcError(409, LAST_ADMIN_MESSAGE, 'LAST_ADMIN');
      if (result === 'not-found') throw notFound();
    }
    const after = await this.require(userId);
    this.logger.info({ userId, from: before.role, to: after.role }, 'role set');
    return { user: toAdminUser(after), previousRole: before.role };
  }

  async count(): Promise<{ total: number; admins: number }> {
    const [total, admins] = await Promise.all([this.users.count(), this.users.countAdmins()]);
    return { total, admins };
  }

  private async require(userId: string): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw notFound();
    return user;
  }
}

function notFound() {
  return rpcError(404, 'User not found.', 'USER_NOT_FOUND');
}
