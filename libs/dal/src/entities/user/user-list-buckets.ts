import type { Model } from 'mongoose';
import type { SharedWrites } from '../../writes/shared-writes.js';
import { USER_BUCKET_SIZE, USER_PLACES } from '../user-bucket/user-bucket.schema.js';
import type { UserBucketRepository, UserBucketSummary } from '../user-bucket/user-bucket.repository.js';
import { searchTextOf, type UserListEntry } from './user-search.js';
import type { UserDocument } from './user.schema.js';

/** A bucket may hold a few more than USER_BUCKET_SIZE (sign-ups at the same moment): read it in one batch anyway. */
const ONE_BUCKET_BATCH = 10 * USER_BUCKET_SIZE;

type Summarised = Pick<UserDocument, '_id' | 'createdAt' | 'usernameLower' | 'email' | 'firstName' | 'lastName' | 'deletion'>;

export function summariseUsers(bucket: number, users: readonly Summarised[]): UserBucketSummary {
  const entries: UserListEntry[] = users
    .filter((user) => !user.deletion)
    .map((user) => ({ id: user._id, createdAt: new Date(user.createdAt).getTime(), text: searchTextOf(user) }));
  return { bucket, live: entries.length, entries };
}

/**
 * Accounts are numbered into buckets of about USER_BUCKET_SIZE in sign-up order (ADR 29).
 * Each bucket has a summary, recounted from its accounts after each write that changes what
 * it holds; recounts of one bucket take its summary's write turn, so a slower one never overwrites a newer one.
 */
export class UserListBuckets {
  constructor(
    private readonly users: Model<UserDocument>,
    private readonly summaries: UserBucketRepository,
    private readonly writes: { summaries: SharedWrites; places: SharedWrites },
  ) {}

  /** Places are handed out in the counter's turns: FerretDB 1.x loses concurrent `$inc`s of one document. */
  bucketsForMany(count: number): Promise<number[]> {
    return this.writes.places.document(USER_PLACES, () => this.summaries.bucketsForMany(count));
  }

  async recount(bucket: number): Promise<void> {
    const work = async () => {
      const users = await this.users
        .find({ listBucket: bucket }, { createdAt: 1, usernameLower: 1, email: 1, firstName: 1, lastName: 1, deletion: 1 })
        .batchSize(ONE_BUCKET_BATCH)
        .lean<Summarised[]>()
        .exec();
      await this.summaries.save(summariseUsers(bucket, users));
    };
    await this.writes.summaries.document(bucket, work);
  }

  /** Recounts the bucket of an account just written (none for an account not found, or not yet numbered). */
  async recountOf(user: Pick<UserDocument, 'listBucket'> | null): Promise<void> {
    if (typeof user?.listBucket === 'number') await this.recount(user.listBucket);
  }

  allEntries(): Promise<UserListEntry[]> {
    return this.summaries.allEntries();
  }

  countLive(): Promise<number> {
    return this.summaries.countLive();
  }
}
