import { randomBytes } from 'node:crypto';
import type { Connection, Model } from 'mongoose';
import type { PortfolioUrlType, Role } from '@lumafolio/contracts';
import { modelOf } from '../../writes/entity.js';
import { sharedWritesOf, type SharedWrites } from '../../writes/shared-writes.js';
import { sequenceEntity, userBucketEntity } from '../user-bucket/user-bucket.schema.js';
import { UserBucketRepository } from '../user-bucket/user-bucket.repository.js';
import { normalisePortfolioSegment, portfolioSegmentOf } from './portfolio-segment.js';
import { UserListBuckets } from './user-list-buckets.js';
import { pageOfUserEntries } from './user-search.js';
import { userEntity, type AccountDeletionFailure, type AccountDeletionState, type User, type UserDocument } from './user.schema.js';
import { isDuplicateKey } from '../../repository/duplicate-key.js';

/** Accounts not being deleted: the only ones that sign in, show or count anywhere. */
const LIVE = { deletion: { $exists: false } } as const;
/** Up to this many ids, findManyByIds looks each one up by itself. */
const FEW_IDS = 32;
const BEING_DELETED = { deletion: { $exists: true } } as const;

/** The one-time numbering of accounts stored before user buckets (`numberUnbucketedUsers`). */
export const USER_BUCKETS_MIGRATION = 'user-list-buckets-v1';

/** What the user bucket summaries hold: a change to one of these recounts the account's bucket. */
const SUMMARISED_FIELDS = ['username', 'firstName', 'lastName'] as const;

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
export const USER_ID_LENGTH = 12;

/** A new user id: 12 random lowercase base32 characters (60 bits), safe in a URL path. */
export function newUserId(): string {
  const bytes = randomBytes(USER_ID_LENGTH);
  let id = '';
  for (const byte of bytes) id += ID_ALPHABET[byte & 31];
  return id;
}

export type UniqueUserField = 'username' | 'email' | 'externalIdentity';

/** A write broke one of the unique indexes; `field` says which (when it can be told). */
export class DuplicateUserError extends Error {
  override readonly name = 'DuplicateUserError';
  constructor(readonly field: UniqueUserField | 'unknown') {
    super(`duplicate user ${field}`);
  }
}

export interface NewUser {
  email?: string | null;
  emailVerified?: boolean;
  username: string;
  passwordHash?: string | null;
  externalIssuer?: string | null;
  externalSubject?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  role?: Role;
}

export interface ProfileChanges {
  username?: string;
  firstName?: string | null;
  lastName?: string | null;
  tagline?: string | null;
  bio?: string | null;
  instagram?: string | null;
  twitter?: string | null;
  website?: string | null;
  portfolioUrlType?: PortfolioUrlType;
  profileImageUrl?: string | null;
}

/** The fields a portfolio path is built from. */
const PATH_FIELDS = ['username', 'firstName', 'lastName', 'portfolioUrlType'] as const;

export interface UserSearchPage {
  users: User[];
  nextCursor: string | null;
  total: number;
}

export type DemoteResult = 'demoted' | 'not-admin' | 'last-admin' | 'not-found';

/**
 * Users, owned by the auth service. Uniqueness (e-mail, case-insensitive username,
 * external identity) is enforced by unique indexes, so concurrent writers cannot both
 * win; a losing write becomes a DuplicateUserError naming the field.
 *
 * An account being deleted is found only by the deletion's own methods: every other
 * lookup passes it by, while its e-mail and username stay taken until it is purged.
 */
export class UserRepository {
  private readonly model: Model<UserDocument>;
  private readonly writes: SharedWrites;
  private readonly buckets: UserListBuckets;

  constructor(connection: Connection) {
    this.model = modelOf(connection, userEntity);
    this.writes = sharedWritesOf(connection, userEntity);
    this.buckets = new UserListBuckets(this.model, new UserBucketRepository(connection), {
      summaries: sharedWritesOf(connection, userBucketEntity),
      places: sharedWritesOf(connection, sequenceEntity),
    });
  }

  /**
   * Runs `work` in the account's write turn: for a caller that keeps something in step with
   * the write (the display-name directory), so of two writes the later one's follow-up stays.
   * The repository's writes of the account inside it do not wait for the turn again.
   */
  inWriteTurn<T>(id: string, work: () => Promise<T>): Promise<T> {
    return this.writes.document(id, work);
  }

  /** Builds the indexes now (start-up and CLIs) instead of racing the first writes. */
  async ensureIndexes(): Promise<void> {
    await this.model.createIndexes();
  }

  /** Stored in the newest user bucket; the bucket's summary holds it before this resolves. */
  async create(input: NewUser): Promise<User> {
    const id = newUserId();
    const [listBucket = 0] = await this.buckets.bucketsForMany(1);
    const doc: Partial<UserDocument> = {
      _id: id,
      listBucket,
      username: input.username,
      usernameLower: input.username.toLowerCase(),
      emailVerified: input.emailVerified ?? false,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      role: input.role ?? 'user',
      keepOriginals: true,
    };
    doc.portfolioSegment = portfolioSegmentOf({ id, username: input.username, firstName: doc.firstName, lastName: doc.lastName });
    if (input.email) doc.email = input.email.toLowerCase();
    if (input.passwordHash) doc.passwordHash = input.passwordHash;
    if (input.externalIssuer && input.externalSubject) {
      doc.externalIssuer = input.externalIssuer;
      doc.externalSubject = input.externalSubject;
    }
    let created: UserDocument;
    try {
      created = (await this.writes.document(id, () => this.model.create(doc))).toObject();
    } catch (error) {
      if (isDuplicateKey(error)) throw new DuplicateUserError(await this.duplicateFieldOf(error, doc));
      throw error;
    }
    await this.buckets.recount(listBucket);
    return toUser(created);
  }

  async findById(id: string): Promise<User | null> {
    return this.findOne({ _id: id });
  }

  /** Marks the account as being deleted; null if there is no such account (or it is being deleted already). */
  async markDeleting(id: string, at: Date = new Date()): Promise<User | null> {
    const deletion: AccountDeletionState = { requestedAt: at, failedAttempts: 0, lastFailure: null };
    const doc = await this.writes.document(id, () =>
      this.model
        .findOneAndUpdate({ _id: id, ...LIVE }, { $set: { deletion } }, { returnDocument: 'after' })
        .lean<UserDocument>()
        .exec(),
    );
    await this.buckets.recountOf(doc);
    return doc ? toUser(doc) : null;
  }

  /** Undoes `markDeleting`. */
  async unmarkDeleting(id: string): Promise<void> {
    await this.buckets.recountOf(
      await this.writes.document(id, () =>
        this.model
          .findOneAndUpdate({ _id: id, ...BEING_DELETED }, { $unset: { deletion: 1 } })
          .lean<UserDocument>()
          .exec(),
      ),
    );
  }

  /** The ids of the accounts being deleted whose deletion was asked for before `before`. */
  async idsBeingDeletedSince(before: Date): Promise<string[]> {
    const docs = await this.model
      .find({ ...BEING_DELETED, 'deletion.requestedAt': { $lt: before } }, { _id: 1 })
      .lean<Array<{ _id: string }>>()
      .exec();
    return docs.map((doc) => doc._id);
  }

  /** An account being deleted, with where its deletion stands. */
  async findBeingDeleted(id: string): Promise<{ user: User; deletion: AccountDeletionState } | null> {
    const doc = await this.model
      .findOne({ _id: id, ...BEING_DELETED })
      .lean<UserDocument>()
      .exec();
    return doc?.deletion ? { user: toUser(doc), deletion: doc.deletion } : null;
  }

  async recordDeletionFailure(id: string, failure: AccountDeletionFailure): Promise<boolean> {
    const result = await this.writes.document(id, () =>
      this.model.updateOne({ _id: id, ...BEING_DELETED }, { $inc: { 'deletion.failedAttempts': 1 }, $set: { 'deletion.lastFailure': failure } }).exec(),
    );
    return result.matchedCount > 0;
  }

  /** The last step of a deletion: the document goes. Only an account marked as being deleted. */
  async purge(id: string): Promise<boolean> {
    const purged = await this.writes.document(id, () =>
      this.model
        .findOneAndDelete({ _id: id, ...BEING_DELETED })
        .lean<UserDocument>()
        .exec(),
    );
    await this.buckets.recountOf(purged);
    return purged !== null;
  }

  async findByEmail(email: string): Promise<User | null> {
    return this.findOne({ email: email.trim().toLowerCase() });
  }

  /** Case-insensitive. */
  async findByUsername(username: string): Promise<User | null> {
    return this.findOne({ usernameLower: username.trim().toLowerCase() });
  }

  /**
   * The owner of a portfolio path segment, case-insensitively: whoever has it as their
   * canonical path (the oldest account when several do), else the user with that
   * username, else the user with that id. Each lookup is an index hit.
   */
  async findByPortfolioSegment(segment: string): Promise<User | null> {
    const wanted = normalisePortfolioSegment(segment);
    // Three equality lookups rather than one $or: FerretDB pushes equality down to its SQL
    // backend (an index), while an $or makes it read every user.
    const oldestFirst = { createdAt: 1, _id: 1 } as const;
    const [bySegment, byUsername, byId] = await Promise.all([
      this.model
        .findOne({ portfolioSegment: wanted, ...LIVE })
        .sort(oldestFirst)
        .lean<UserDocument>()
        .exec(),
      this.model
        .findOne({ usernameLower: wanted, ...LIVE })
        .sort(oldestFirst)
        .lean<UserDocument>()
        .exec(),
      this.model
        .findOne({ _id: wanted, ...LIVE })
        .lean<UserDocument>()
        .exec(),
    ]);
    const found = bySegment ?? byUsername ?? byId;
    return found ? toUser(found) : null;
  }

  /** The given users (unknown ids are skipped), in no particular order. */
  async findManyByIds(ids: readonly string[]): Promise<User[]> {
    if (ids.length === 0) return [];
    // A few ids (the owners on one page of a list) are looked up one by one: FerretDB 1.x
    // answers an `_id` equality from an index but reads every user for an `$in` (ADR 17).
    if (ids.length <= FEW_IDS) return this.findEachById(ids);
    const docs = await this.model
      .find({ _id: { $in: [...ids] }, ...LIVE })
      .lean<UserDocument[]>()
      .exec();
    return docs.map(toUser);
  }

  /**
   * Stores the canonical portfolio segment on documents written before it existed (or by
   * an older version). Idempotent; run at start-up. Returns how many were updated.
   */
  async backfillPortfolioSegments(): Promise<number> {
    const stale = await this.model
      .find({ portfolioSegment: { $exists: false } }, { _id: 1, ...Object.fromEntries(PATH_FIELDS.map((field) => [field, 1])) })
      .lean<UserDocument[]>()
      .exec();
    for (const doc of stale) {
      await this.model
        .updateOne({ _id: doc._id, portfolioSegment: { $exists: false } }, { $set: { portfolioSegment: portfolioSegmentOf({ ...doc, id: doc._id }) } })
        .exec();
    }
    return stale.length;
  }

  async findByExternalIdentity(issuer: string, subject: string): Promise<User | null> {
    return this.findOne({ externalIssuer: issuer, externalSubject: subject });
  }

  async usernameExists(username: string): Promise<boolean> {
    return (await this.model.countDocuments({ usernameLower: username.toLowerCase() }).exec()) > 0;
  }

  async emailExists(email: string): Promise<boolean> {
    return (await this.model.countDocuments({ email: email.toLowerCase() }).exec()) > 0;
  }

  /** Applies the given profile fields; null clears one. Null if the user is gone. */
  async updateProfile(id: string, changes: ProfileChanges): Promise<User | null> {
    const set: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(changes)) {
      if (value !== undefined) set[key] = value;
    }
    if (changes.username !== undefined) set.usernameLower = changes.username.toLowerCase();
    if (Object.keys(set).length === 0) return this.findById(id);
    try {
      const [doc, user] = await this.writes.document(id, async () => {
        const updated = await this.model
          .findOneAndUpdate({ _id: id, ...LIVE }, { $set: set, $inc: { profileRevision: 1 } }, { returnDocument: 'after' })
          .lean<UserDocument>()
          .exec();
        return [updated, updated ? await this.withCurrentPortfolioSegment(updated) : null] as const;
      });
      if (doc && SUMMARISED_FIELDS.some((field) => changes[field] !== undefined)) await this.buckets.recountOf(doc);
      return user;
    } catch (error) {
      if (isDuplicateKey(error)) throw new DuplicateUserError('username');
      throw error;
    }
  }

  /**
   * Keeps the stored portfolio segment in step with the fields it is built from: a second
   * write in the same turn (no transactions), conditional on those fields as well.
   */
  private async withCurrentPortfolioSegment(doc: UserDocument): Promise<User> {
    const segment = portfolioSegmentOf({ ...doc, id: doc._id });
    if (doc.portfolioSegment === segment) return toUser(doc);
    const unchanged = Object.fromEntries(PATH_FIELDS.map((field) => [field, doc[field] ?? null]));
    await this.model.updateOne({ _id: doc._id, ...unchanged }, { $set: { portfolioSegment: segment } }).exec();
    return toUser({ ...doc, portfolioSegment: segment });
  }

  /** The account's upload settings; null if the user is gone. */
  async setKeepOriginals(id: string, keepOriginals: boolean): Promise<User | null> {
    const doc = await this.writes.document(id, () =>
      this.model
        .findOneAndUpdate({ _id: id, ...LIVE }, { $set: { keepOriginals } }, { returnDocument: 'after' })
        .lean<UserDocument>()
        .exec(),
    );
    return doc ? toUser(doc) : null;
  }

  async setPasswordHash(id: string, passwordHash: string): Promise<boolean> {
    const result = await this.writes.document(id, () => this.model.updateOne({ _id: id }, { $set: { passwordHash } }).exec());
    return result.matchedCount > 0;
  }

  /** Makes the user an admin; true if the role changed. */
  async promote(id: string): Promise<boolean> {
    const promoted = await this.writes.document(id, () =>
      this.model
        .findOneAndUpdate({ _id: id, role: { $ne: 'admin' } }, { $set: { role: 'admin' } })
        .lean<UserDocument>()
        .exec(),
    );
    await this.buckets.recountOf(promoted);
    return promoted !== null;
  }

  /**
   * Makes an admin a plain user, unless they are the last admin. Without transactions
   * (FerretDB has none) the check is: count the admins, demote with a conditional update,
   * count again, and restore the role if two concurrent demotions left nobody.
   */
  async demote(id: string): Promise<DemoteResult> {
    const user = await this.findById(id);
    if (!user) return 'not-found';
    if (user.role !== 'admin') return 'not-admin';
    if ((await this.countAdmins()) <= 1) return 'last-admin';
    const demoted = await this.writes.document(id, () =>
      this.model
        .findOneAndUpdate({ _id: id, role: 'admin' }, { $set: { role: 'user' } })
        .lean<UserDocument>()
        .exec(),
    );
    if (!demoted) return 'not-admin';
    if ((await this.countAdmins()) === 0) {
      await this.writes.document(id, () => this.model.updateOne({ _id: id }, { $set: { role: 'admin' } }).exec());
      return 'last-admin';
    }
    await this.buckets.recountOf(demoted);
    return 'demoted';
  }

  async countAdmins(): Promise<number> {
    return this.model.countDocuments({ role: 'admin', ...LIVE }).exec();
  }

  /** Live accounts, summed over the user bucket summaries. */
  async count(): Promise<number> {
    return this.buckets.countLive();
  }

  /** Newest first. */
  async listNewestFirst(filter: { role?: Role } = {}): Promise<User[]> {
    const docs = await this.model
      .find({ ...filter, ...LIVE })
      .sort({ createdAt: -1, _id: -1 })
      .lean<UserDocument[]>()
      .exec();
    return docs.map(toUser);
  }

  /**
   * The admin users list: live accounts newest first, narrowed by search text (see
   * user-search), a page at a time, with how many match. Found in the user bucket summaries,
   * then read by id; an unreadable cursor is an InvalidCursorError.
   */
  async searchNewestFirst(text: string, page: { cursor: string | null; limit: number }): Promise<UserSearchPage> {
    const { ids, nextCursor, total } = pageOfUserEntries(await this.buckets.allEntries(), text, page);
    return { users: await this.findEachById(ids), nextCursor, total };
  }

  /** The given users in the given order, each looked up by `_id` (unknown ids are skipped). */
  private async findEachById(ids: readonly string[]): Promise<User[]> {
    return (await Promise.all(ids.map((id) => this.findById(id)))).filter((user): user is User => user !== null);
  }

  /**
   * Places accounts stored before user buckets (ADR 29) in buckets, oldest first, and
   * summarises those buckets. Idempotent; resolves with how many were placed.
   */
  async numberUnbucketedUsers(): Promise<number> {
    await this.ensureIndexes();
    const unnumbered = await this.model
      .find({ listBucket: { $exists: false } }, { createdAt: 1 })
      .batchSize(100_000)
      .lean<Array<Pick<UserDocument, '_id' | 'createdAt'>>>()
      .exec();
    unnumbered.sort((a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime());
    const buckets = await this.buckets.bucketsForMany(unnumbered.length);
    // Small batches: FerretDB 1.x holds a connection per statement of an update command and deadlocks past its pool.
    for (let start = 0; start < unnumbered.length; start += 25) {
      const batch = unnumbered.slice(start, start + 25);
      await this.model.bulkWrite(batch.map(({ _id }, index) => ({ updateOne: { filter: { _id }, update: { $set: { listBucket: buckets[start + index] } } } })));
    }
    for (const bucket of new Set(buckets)) await this.buckets.recount(bucket);
    return unnumbered.length;
  }

  private async findOne(filter: Record<string, unknown>): Promise<User | null> {
    const doc = await this.model
      .findOne({ ...filter, ...LIVE })
      .lean<UserDocument>()
      .exec();
    return doc ? toUser(doc) : null;
  }

  /**
   * MongoDB names the broken index in `keyPattern`; FerretDB 1.x does not, so we look
   * for the conflicting value instead (the unique index already decided the race).
   */
  private async duplicateFieldOf(error: { keyPattern?: Record<string, unknown> }, doc: Partial<UserDocument>): Promise<UniqueUserField | 'unknown'> {
    const keys = Object.keys(error.keyPattern ?? {});
    if (keys.includes('usernameLower')) return 'username';
    if (keys.includes('email')) return 'email';
    if (keys.includes('externalIssuer') || keys.includes('externalSubject')) return 'externalIdentity';
    if (doc.externalIssuer && doc.externalSubject && (await this.findByExternalIdentity(doc.externalIssuer, doc.externalSubject))) {
      return 'externalIdentity';
    }
    if (doc.usernameLower && (await this.usernameExists(doc.usernameLower))) return 'username';
    if (doc.email && (await this.emailExists(doc.email))) return 'email';
    return 'unknown';
  }
}

function toUser(doc: UserDocument): User {
  return {
    id: doc._id,
    email: doc.email ?? null,
    emailVerified: doc.emailVerified ?? false,
    username: doc.username,
    usernameLower: doc.usernameLower,
    passwordHash: doc.passwordHash ?? null,
    externalIssuer: doc.externalIssuer ?? null,
    externalSubject: doc.externalSubject ?? null,
    firstName: doc.firstName ?? null,
    lastName: doc.lastName ?? null,
    tagline: doc.tagline ?? null,
    bio: doc.bio ?? null,
    instagram: doc.instagram ?? null,
    twitter: doc.twitter ?? null,
    website: doc.website ?? null,
    portfolioUrlType: doc.portfolioUrlType ?? 'username',
    portfolioSegment: doc.portfolioSegment ?? portfolioSegmentOf({ ...doc, id: doc._id }),
    role: doc.role ?? 'user',
    profileImageUrl: doc.profileImageUrl ?? null,
    profileRevision: doc.profileRevision ?? 0,
    keepOriginals: doc.keepOriginals ?? false,
    createdAt: new Date(doc.createdAt),
    updatedAt: new Date(doc.updatedAt),
  };
}
