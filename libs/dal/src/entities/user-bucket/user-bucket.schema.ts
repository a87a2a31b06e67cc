import { Schema } from 'mongoose';
import { defineEntity } from '../../writes/entity.js';

export const USER_BUCKET_COLLECTION = 'user_buckets';
export const SEQUENCE_COLLECTION = 'sequences';

/** How many accounts share a user bucket: a recount reads one bucket's accounts (an equality). */
export const USER_BUCKET_SIZE = 100;

/**
 * A summary of one bucket of accounts, recounted from them after every write that changes
 * what it holds (sign-up, names, role, deletion). The admin's users list, its search and
 * the number of users are read from the summaries (one per hundred accounts), never from
 * every account: FerretDB 1.x reads every document of a collection to sort, count or
 * match a pattern (ADR 29).
 */
export interface UserBucketDocument {
  /** The bucket number. */
  _id: number;
  /** Accounts not being deleted. */
  live: number;
  /** The live accounts' entries (UserListEntry), as one JSON string of [id, createdAt ms, search text] rows. */
  entries: string;
}

export const userBucketSchema = new Schema<UserBucketDocument>(
  {
    _id: { type: Number, required: true },
    live: { type: Number, required: true },
    entries: { type: String, required: true },
  },
  { collection: USER_BUCKET_COLLECTION, versionKey: false },
);

/** The counter that hands out accounts' places in user buckets. */
export const USER_PLACES = 'user-list-places';

/** A named counter (`$inc`), handing out places in numbered buckets. */
export interface SequenceDocument {
  _id: string;
  value: number;
}

export const sequenceSchema = new Schema<SequenceDocument>(
  { _id: { type: String, required: true }, value: { type: Number, required: true } },
  { collection: SEQUENCE_COLLECTION, versionKey: false },
);

/** A summary is recounted (read its accounts, replace it) after every listed write of any of its accounts, from any auth replica. */
export const userBucketEntity = defineEntity<UserBucketDocument>({ name: 'user-bucket', model: 'UserBucket', schema: userBucketSchema, writes: 'shared' });

/** Every sign-up on any auth replica takes its place from the same counter (`$inc`). */
export const sequenceEntity = defineEntity<SequenceDocument>({ name: 'sequence', model: 'Sequence', schema: sequenceSchema, writes: 'shared' });
