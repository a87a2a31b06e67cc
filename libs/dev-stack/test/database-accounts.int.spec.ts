import { type ProcessName } from '@lumafolio/contracts';
import { MongoClient } from 'mongodb';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { profile, REPO_ROOT } from '../src/profiles.ts';

/**
 * The database of the local stack (FerretDB on PostgreSQL) refuses anonymous clients, and
 * each process's account reaches only the collections it owns (deploy/local/infra.sh, from
 * deploy/database/collection-access.txt): a leaked worker password does not read the users'
 * password hashes.
 */
const test = profile('test');
const run = randomUUID().slice(0, 8);
const inDatabase = (uri: string) => uri.replace(/\/[^/?]+(?=\?|$)/, `/accounts_${run}`);
const TOOLS_URI = inDatabase(test.serviceEnv.MONGODB_URI);
const uriOf = (name: ProcessName) => inDatabase(test.envFor(name).MONGODB_URI as string);
const address = new URL(TOOLS_URI.replace(/^mongodb:/, 'http:'));
const ANONYMOUS_URI = `mongodb://${address.host}/accounts_${run}`;

// FerretDB on SQLite has no accounts (infra.sh says so at `up`): there is nothing to hold it to.
const backendFile = join(REPO_ROOT, test.infraEnv.DATA_DIR as string, 'run', 'ferretdb.backend');
const onSqlite = existsSync(backendFile) && readFileSync(backendFile, 'utf8').trim() === 'sqlite';

const clients: MongoClient[] = [];
async function as(uri: string) {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5_000 });
  clients.push(client);
  await client.connect();
  return client.db();
}

/** A read's outcome as an operator sees it: the documents, or "refused". */
async function read(uri: string, collection: string): Promise<unknown[] | 'refused'> {
  try {
    return await (await as(uri)).collection(collection).find({}).toArray();
  } catch {
    return 'refused';
  }
}

async function write(uri: string, collection: string): Promise<'written' | 'refused'> {
  try {
    await (await as(uri)).collection(collection).insertOne({ probe: run });
    return 'written';
  } catch {
    return 'refused';
  }
}

beforeAll(async () => {
  if (onSqlite) return;
  const tools = await as(TOOLS_URI);
  await tools.collection('users').insertOne({ email: `probe-${run}@example.com`, passwordHash: '$argon2id$v=19$probe' });
  await tools.collection('photos').insertOne({ userId: 'probe', title: 'Aqua' });
});

afterAll(async () => {
  await (await as(TOOLS_URI)).dropDatabase().catch(() => undefined);
  await Promise.all(clients.map((client) => client.close()));
});

(onSqlite ? describe.skip : describe)('database accounts', () => {
  it('an anonymous client and a wrong password are refused: nobody reads the password hashes without an account', async () => {
    expect(await read(ANONYMOUS_URI, 'users')).toBe('refused');
    const wrongPassword = new URL(uriOf('auth').replace(/^mongodb:/, 'http:'));
    wrongPassword.password = 'not-the-password';
    expect(await read(wrongPassword.toString().replace(/^http:/, 'mongodb:'), 'users')).toBe('refused');
  });

  it('the gateway has no database account at all, and every other process has its own', () => {
    expect(test.envFor('gateway')).not.toHaveProperty('MONGODB_URI');
    for (const name of ['auth', 'portfolio', 'media', 'admin', 'integrations', 'media-worker', 'integrations-worker', 'album-sync-worker'] as const) {
      expect(new URL(uriOf(name).replace(/^mongodb:/, 'http:')).username).toBe(name);
    }
  });

  it('auth reads the users; the media worker, the integrations worker and admin are refused', async () => {
    expect(await read(uriOf('auth'), 'users')).toEqual([expect.objectContaining({ email: `probe-${run}@example.com` })]);
    expect(await read(uriOf('media-worker'), 'users')).toBe('refused');
    expect(await read(uriOf('integrations-worker'), 'users')).toBe('refused');
    expect(await read(uriOf('admin'), 'users')).toBe('refused');
    expect(await write(uriOf('portfolio'), 'users')).toBe('refused');
  });

  it('media and the media worker reach the photos; portfolio and the album-sync worker do not', async () => {
    expect(await read(uriOf('media'), 'photos')).toHaveLength(1);
    expect(await write(uriOf('media-worker'), 'photos')).toBe('written');
    expect(await read(uriOf('portfolio'), 'photos')).toBe('refused');
    expect(await write(uriOf('album-sync-worker'), 'photos')).toBe('refused');
  });

  it('a process creates only its own collections, not another process’s nor one nobody owns', async () => {
    expect(await write(uriOf('integrations'), 'email_log')).toBe('written');
    expect(await write(uriOf('media-worker'), 'admin_audit')).toBe('refused');
    expect(await write(uriOf('media'), `stray_${run}`)).toBe('refused');
    expect(await read(uriOf('admin'), 'admin_audit')).toEqual([]);
  });
});
