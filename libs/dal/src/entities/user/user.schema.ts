import { Schema } from 'mongoose';
import { defineEntity } from '../../writes/entity.js';
import { DEFAULT_PORTFOLIO_URL_TYPE, type PortfolioUrlType, type Role } from '@lumafolio/contracts';

export const USER_COLLECTION = 'users';

/**
 * A person who can sign in. Owned by the auth service; other services know users only
 * by id (over RPC). `email`, `externalIssuer`/`externalSubject` and `passwordHash` are
 * null when absent: local accounts have no external identity, external identities have
 * no password here and may have no (verified) e-mail.
 */
export interface User {
  id: string;
  /** Lowercased. */
  email: string | null;
  /** True only when an external issuer vouched for the address; local sign-up does not verify it. */
  emailVerified: boolean;
  username: string;
  /** `username` lowercased: uniqueness is case-insensitive. */
  usernameLower: string;
  /** argon2id hash; null for identities from another issuer. */
  passwordHash: string | null;
  externalIssuer: string | null;
  externalSubject: string | null;
  firstName: string | null;
  lastName: string | null;
  tagline: string | null;
  bio: string | null;
  instagram: string | null;
  twitter: string | null;
  website: string | null;
  portfolioUrlType: PortfolioUrlType;
  /** The canonical portfolio path's segment, lowercased (see portfolioSegmentOf). */
  portfolioSegment: string;
  role: Role;
  profileImageUrl: string | null;
  /** Grows with every profile write: orders the copies of the display name (DisplayNameDirectory). */
  profileRevision: number;
  /** Uploads send the untouched camera file (the browser's optimised copy otherwise). */
  keepOriginals: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** The last failed attempt of an account deletion: which step failed, why, and what is left. */
export interface AccountDeletionFailure {
  step: string;
  error: string;
  remaining: string[];
  at: Date;
}

/**
 * Present while the account is being deleted: it no longer signs in or shows anywhere, and
 * its deletion job removes every service's data before the document itself (ADR 25).
 */
export interface AccountDeletionState {
  requestedAt: Date;
  failedAttempts: number;
  lastFailure: AccountDeletionFailure | null;
}

/**
 * The stored document. Optional identity fields are left out of the document rather than
 * stored as null: MongoDB's sparse unique indexes skip documents that lack the field, and
 * FerretDB 1.x (no partial indexes; it accepts `sparse` but ignores it) also never counts
 * a missing field as a duplicate, so "no e-mail" never collides on either database.
 */
export type UserDocument = Omit<User, 'id' | 'email' | 'passwordHash' | 'externalIssuer' | 'externalSubject' | 'keepOriginals'> & {
  _id: string;
  email?: string;
  passwordHash?: string;
  externalIssuer?: string;
  externalSubject?: string;
  deletion?: AccountDeletionState;
  /** The account's user bucket (ADR 29); missing only on accounts stored before buckets, until they are numbered. */
  listBucket?: number;
  /** Missing on accounts made before originals were kept: they go on uploading optimised copies. */
  keepOriginals?: boolean;
};

const optionalString = { type: String, required: false, default: undefined };
const nullableString = { type: String, default: null };

export const userSchema = new Schema<UserDocument>(
  {
    _id: { type: String, required: true },
    email: optionalString,
    emailVerified: { type: Boolean, default: false },
    username: { type: String, required: true },
    usernameLower: { type: String, required: true },
    passwordHash: optionalString,
    externalIssuer: optionalString,
    externalSubject: optionalString,
    firstName: nullableString,
    lastName: nullableString,
    tagline: nullableString,
    bio: nullableString,
    instagram: nullableString,
    twitter: nullableString,
    website: nullableString,
    portfolioUrlType: { type: String, enum: ['username', 'fullname_dash', 'fullname_dot', 'replit_id'], default: DEFAULT_PORTFOLIO_URL_TYPE },
    portfolioSegment: { type: String, required: true },
    role: { type: String, enum: ['user', 'admin'], default: 'user' },
    profileImageUrl: nullableString,
    profileRevision: { type: Number, default: 0 },
    keepOriginals: { type: Boolean, required: false, default: undefined },
    listBucket: { type: Number, required: false, default: undefined },
    deletion: {
      type: new Schema(
        {
          requestedAt: { type: Date, required: true },
          failedAttempts: { type: Number, default: 0 },
          lastFailure: {
            type: new Schema({ step: String, error: String, remaining: [String], at: Date }, { _id: false }),
            default: null,
          },
        },
        { _id: false },
      ),
      required: false,
      default: undefined,
    },
  },
  { collection: USER_COLLECTION, versionKey: false, timestamps: true },
);

// Sign-in looks users up by e-mail; one account per address. Sparse: users without an
// e-mail (external identities without a verified one) have no `email` field at all.
userSchema.index({ email: 1 }, { unique: true, sparse: true });
// Public portfolio paths resolve usernames case-insensitively, and two users may not
// differ only by case: the unique index on the lowercased copy enforces it race-free.
userSchema.index({ usernameLower: 1 }, { unique: true });
// Portfolio pages resolve the visited segment by the owner's canonical path. FerretDB 1.x
// has no collation and no $expr, so the path is stored lowercased and matched exactly.
// Not unique: two people may share a name; the oldest account wins.
userSchema.index({ portfolioSegment: 1, createdAt: 1 });
// First sign-in of an identity from another OIDC issuer creates the user once; later
// sign-ins find it. Local accounts lack both fields, so the sparse index skips them.
userSchema.index({ externalIssuer: 1, externalSubject: 1 }, { unique: true, sparse: true });
// A user bucket's recount reads its accounts (ADR 29); the admin users list is read from the summaries.
userSchema.index({ listBucket: 1 });
// The last-admin rule and the admin notifications find the admins.
userSchema.index({ role: 1 });

/** Auth replicas write an account at once (profile edits bump its revision, deletion, roles). */
export const userEntity = defineEntity<UserDocument>({ name: 'user', model: 'User', schema: userSchema, writes: 'shared' });
