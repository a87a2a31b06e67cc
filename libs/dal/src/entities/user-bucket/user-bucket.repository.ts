import type { Connection, Model } from 'mongoose';
import type { UserListEntry } from '../user/user-search.js';
import { sequenceEntity, USER_BUCKET_SIZE, USER_PLACES, userBucketEntity, type SequenceDocument, type UserBucketDocument } from './user-bucket.schema.js';
import { modelOf } from '../../writes/entity.js';
import { upsertRetryingOnce } from '../../repository/duplicate-key.js';

/** Reads bounded otherwise (one summary per hundred accounts) come in one batch. */
const ONE_BATCH = 100_000;

type StoredEntry = [id: string, createdAt: number, text: string];

export interface UserBucketSummary {
  bucket: number;
  live: number;
  entries: UserListEntry[];
}

/** Owned by the user repository, which keeps the summaries in step with the accounts. */
export class UserBucketRepository {
  private readonly model: Model<UserBucketDocument>;
  private readonly sequences: Model<SequenceDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, userBucketEntity);
    this.sequences = modelOf(connection, sequenceEntity);
  }

  /**
   * Buckets for `count` new accounts, in order: places are handed out by a counter, a
   * hundred to a bucket. Callers take turns (see UserListBuckets): should two share a place,
   * its bucket holds one more.
   */
  async bucketsForMany(count: number): Promise<number[]> {
    const last = await this.takePlaces(count);
    return Array.from({ length: count }, (_, index) => Math.floor((last - count + index) / USER_BUCKET_SIZE));
  }

  /** Every live account's entry. */
  async allEntries(): Promise<UserListEntry[]> {
    const stored = await this.model.find({}, { entries: 1 }).batchSize(ONE_BATCH).lean<Array<Pick<UserBucketDocument, 'entries'>>>().exec();
    return stored.flatMap(({ entries }) => (JSON.parse(entries) as StoredEntry[]).map(([id, createdAt, text]) => ({ id, createdAt, text })));
  }

  /** How many accounts are live, summed over the summaries. */
  async countLive(): Promise<number> {
    const stored = await this.model.find({}, { live: 1 }).batchSize(ONE_BATCH).lean<Array<Pick<UserBucketDocument, 'live'>>>().exec();
    return stored.reduce((sum, { live }) => sum + live, 0);
  }

  async save({ bucket, live, entries }: UserBucketSummary): Promise<void> {
    const stored: StoredEntry[] = entries.map(({ id, createdAt, text }) => [id, createdAt, text]);
    const replace = () => this.model.replaceOne({ _id: bucket }, { _id: bucket, live, entries: JSON.stringify(stored) }, { upsert: true }).exec();
    // Two first writes of a new bucket's summary from processes that share no lock (a tool beside the service) both insert: the loser replaces.
    await upsertRetryingOnce(replace);
  }

  private async takePlaces(count: number): Promise<number> {
    const take = () =>
      this.sequences
        .findOneAndUpdate({ _id: USER_PLACES }, { $inc: { value: count } }, { upsert: true, returnDocument: 'after' })
        .lean<SequenceDocument>()
        .exec();
    // Two first takers both create the counter: the loser takes its places again.
    const taken = await upsertRetryingOnce(take);
    return taken?.value ?? count;
  }
}
