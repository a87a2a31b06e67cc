import { profile } from '@lumafolio/dev-stack';
import { InvalidCursorError, MongoDatabase, USER_BUCKET_SIZE, UserRepository, type User } from '../src/index.js';

/**
 * The admin users list (UserRepository.searchNewestFirst and count) on the MongoDB-protocol
 * database: read from the user bucket summaries, it must list every live account exactly
 * once, newest first, follow every write that changes what it shows, and take in accounts
 * stored before buckets once they are numbered.
 */
const uri = profile('test').serviceEnv.MONGODB_URI.replace(/\/[^/?]+(?=\?|$)/, `/dal_user_list_${process.pid}`);

interface Stored {
  _id: string;
  createdAt: Date;
  deletion?: unknown;
}

describe('the admin users list, from user bucket summaries', () => {
  let database: MongoDatabase;
  let users: UserRepository;
  let run = 0;

  /** The live accounts as the database has them, newest first (ids break ties). */
  const expectedIds = async (): Promise<string[]> => {
    const stored = await database.connection.collection<Stored>('users').find({}).toArray();
    return stored
      .filter((user) => !user.deletion)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a._id < b._id ? 1 : -1))
      .map((user) => user._id);
  };

  const walk = async (text: string, limit: number): Promise<{ ids: string[]; totals: number[] }> => {
    const ids: string[] = [];
    const totals: number[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<UserRepository['searchNewestFirst']>> = await users.searchNewestFirst(text, { cursor, limit });
      expect(page.users.length).toBeLessThanOrEqual(limit);
      ids.push(...page.users.map((user) => user.id));
      totals.push(page.total);
      cursor = page.nextCursor;
    } while (cursor);
    return { ids, totals };
  };

  const signUp = (firstName: string): Promise<User> => {
    run += 1;
    return users.create({ username: `member${run}`, email: `member${run}@example.com`, firstName, lastName: 'Example' });
  };

  beforeAll(async () => {
    database = await new MongoDatabase({ uri }).connect();
    users = new UserRepository(database.connection);
    await users.ensureIndexes();
    // Ten sign-ups at a time, as a busy hour would bring them: every one must reach its summary.
    for (let wave = 0; wave < 23; wave += 1) {
      await Promise.all(Array.from({ length: 10 }, (_, index) => signUp((wave * 10 + index) % 10 === 0 ? 'Zelda' : 'Ann')));
    }
  }, 120_000);

  afterAll(async () => {
    await database.connection.dropDatabase();
    await database.disconnect();
  });

  it('lists every account once, newest first, with the total on every page, over several buckets', async () => {
    const expected = await expectedIds();
    expect(expected).toHaveLength(230);
    const buckets = await database.connection.collection('user_buckets').countDocuments();
    expect(buckets).toBeGreaterThanOrEqual(Math.ceil(230 / USER_BUCKET_SIZE));
    for (const limit of [7, 60]) {
      const { ids, totals } = await walk('', limit);
      expect(ids).toEqual(expected);
      expect(new Set(totals)).toEqual(new Set([230]));
    }
    expect(await users.count()).toBe(230);
  });

  it('finds by name, username or e-mail, in any case, and counts only the matches', async () => {
    const { ids, totals } = await walk('ZELDA example', 5);
    expect(ids).toHaveLength(23);
    expect(totals[0]).toBe(23);
    const expected = await expectedIds();
    expect(ids).toEqual(expected.filter((id) => ids.includes(id)));
    const [one] = (await users.searchNewestFirst('member17@EXAMPLE', { cursor: null, limit: 10 })).users;
    expect(one?.username).toBe('member17');
    expect((await users.searchNewestFirst('nobody-has-this', { cursor: null, limit: 10 })).total).toBe(0);
  });

  it('follows a rename, a deletion and its undoing, and a purge', async () => {
    const target = (await users.findByUsername('member42')) as User;
    await users.updateProfile(target.id, { firstName: 'Quintessa' });
    expect((await users.searchNewestFirst('quintessa', { cursor: null, limit: 10 })).users.map((user) => user.id)).toEqual([target.id]);

    await users.markDeleting(target.id);
    expect((await walk('', 60)).ids).not.toContain(target.id);
    expect(await users.count()).toBe(229);
    await users.unmarkDeleting(target.id);
    expect((await walk('', 60)).ids).toContain(target.id);
    expect(await users.count()).toBe(230);

    await users.markDeleting(target.id);
    await users.purge(target.id);
    expect((await walk('', 60)).ids).toEqual(await expectedIds());
    expect(await users.count()).toBe(229);
  });

  it('shows a new admin and a demoted one without changing the list', async () => {
    const [first, second] = (await users.searchNewestFirst('', { cursor: null, limit: 2 })).users as [User, User];
    await users.promote(first.id);
    await users.promote(second.id);
    expect(await users.demote(first.id)).toBe('demoted');
    expect((await users.searchNewestFirst('', { cursor: null, limit: 2 })).users.map((user) => [user.id, user.role])).toEqual([
      [first.id, 'user'],
      [second.id, 'admin'],
    ]);
  });

  it('refuses a cursor it did not make', async () => {
    await expect(users.searchNewestFirst('', { cursor: 'not-a-cursor', limit: 5 })).rejects.toBeInstanceOf(InvalidCursorError);
  });

  it('takes in accounts stored before buckets once they are numbered, and numbers them only once', async () => {
    const older = Array.from({ length: 150 }, (_, index) => ({
      _id: `older${String(index).padStart(3, '0')}`,
      username: `older${index}`,
      usernameLower: `older${index}`,
      portfolioSegment: `older${index}`,
      firstName: index === 7 ? 'Ottoline' : null,
      role: 'user',
      createdAt: new Date(Date.UTC(2020, 0, 1) + index * 60_000),
      updatedAt: new Date(Date.UTC(2020, 0, 1)),
    }));
    await database.connection.collection<Stored>('users').insertMany(older);
    expect((await walk('', 60)).ids).toHaveLength(229);

    expect(await users.numberUnbucketedUsers()).toBe(150);
    const { ids, totals } = await walk('', 60);
    expect(ids).toEqual(await expectedIds());
    expect(ids).toHaveLength(379);
    expect(totals[0]).toBe(379);
    expect((await users.searchNewestFirst('ottoline', { cursor: null, limit: 5 })).users.map((user) => user.id)).toEqual(['older007']);
    expect(await users.numberUnbucketedUsers()).toBe(0);
  });
});
