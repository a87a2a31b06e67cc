import {
  AbortMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { PROCESS_NEEDS, readObjectAccess, STACK_PROCESSES, type StackProcessName } from '../src/accounts.ts';
import { profile, REPO_ROOT } from '../src/profiles.ts';
import { serviceLaunch } from '../src/stack.ts';

/**
 * The local S3 server gives each process that uses object storage an account of its own,
 * limited to the prefixes and rights of deploy/storage/object-access.txt (ADR 70): a leaked
 * portfolio key reads no photo, the gateway's deletes no original, and a process that uses no
 * storage has no key at all. Every right on every prefix, allowed or not, is tried.
 */
const test = profile('test');
const run = randomUUID().slice(0, 8);
const BUCKET = test.infraEnv.S3_BUCKET ?? 'lumafolio';

type Right = 'read' | 'write' | 'parts' | 'delete' | 'list';
type BucketRight = 'probe' | 'uploads';
const RIGHTS: readonly Right[] = ['read', 'write', 'parts', 'delete', 'list'];
const BUCKET_RIGHTS: readonly BucketRight[] = ['probe', 'uploads'];

const granted = readObjectAccess(REPO_ROOT);
const PREFIXES = [...new Set(granted.map(({ prefix }) => prefix).filter((prefix) => prefix !== '(bucket)'))];
const WITH_STORAGE = STACK_PROCESSES.filter((name) => PROCESS_NEEDS[name].storage);
const isGranted = (process: string, prefix: string, right: string) =>
  granted.some((grant) => grant.process === process && grant.prefix === prefix && grant.rights.includes(right));
/** S3 lets a process head the bucket (its readiness check) only with listing all of it: key names, never content. */
const has = (process: string, prefix: string, right: string) =>
  isGranted(process, prefix, right) || (right === 'list' && prefix !== '(bucket)' && isGranted(process, '(bucket)', 'probe'));

const clientFor = (accessKeyId: string, secretAccessKey: string) =>
  new S3Client({
    endpoint: test.serviceEnv.S3_ENDPOINT,
    region: test.infraEnv.S3_REGION ?? 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId, secretAccessKey },
    maxAttempts: 1,
  });
// Tests and operators' tools use the server's root account.
const root = clientFor(test.infraEnv.S3_ACCESS_KEY_ID ?? 'lumafolio', test.infraEnv.S3_SECRET_ACCESS_KEY ?? 'lumafolio-local-secret');
const processClient = (name: StackProcessName) => {
  const env = test.envFor(name);
  return clientFor(env.S3_ACCESS_KEY_ID as string, env.S3_SECRET_ACCESS_KEY as string);
};

/** What happened, as an operator reads it: done, or refused by the server. */
async function outcome(attempt: () => Promise<unknown>): Promise<'done' | 'refused'> {
  try {
    await attempt();
    return 'done';
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 403) return 'refused';
    throw error;
  }
}

const exists = (key: string) => outcome(() => root.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }))).catch(() => 'missing');

/** One right of one process on one prefix, tried for real. */
async function tryRight(client: S3Client, prefix: string, right: Right, process: string): Promise<'done' | 'refused'> {
  const key = `${prefix}${run}/${process}-${right}`;
  switch (right) {
    case 'read':
      await root.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: 'kept' }));
      return outcome(async () => (await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))).Body?.transformToString());
    case 'write': {
      const done = await outcome(() => client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: 'written' })));
      expect(await exists(key)).toBe(done === 'done' ? 'done' : 'missing');
      return done;
    }
    case 'parts': {
      const { UploadId } = await root.send(new CreateMultipartUploadCommand({ Bucket: BUCKET, Key: key }));
      try {
        return await outcome(() => client.send(new ListPartsCommand({ Bucket: BUCKET, Key: key, UploadId })));
      } finally {
        await root.send(new AbortMultipartUploadCommand({ Bucket: BUCKET, Key: key, UploadId }));
      }
    }
    case 'delete': {
      await root.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: 'doomed' }));
      const done = await outcome(() => client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: key })));
      // Nothing is lost to a refusal.
      expect(await exists(key)).toBe(done === 'done' ? 'missing' : 'done');
      return done;
    }
    case 'list':
      return outcome(() => client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `${prefix}${run}/`, MaxKeys: 5 })));
  }
}

describe('each process’s own account on the local S3 server', () => {
  afterAll(async () => {
    for (const prefix of PREFIXES) {
      const listed = await root.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `${prefix}${run}/` }));
      const objects = (listed.Contents ?? []).flatMap(({ Key }) => (Key ? [{ Key }] : []));
      if (objects.length > 0) await root.send(new DeleteObjectsCommand({ Bucket: BUCKET, Delete: { Objects: objects } }));
    }
  });

  it('is given to exactly the processes that use storage; the others get no key', () => {
    for (const name of STACK_PROCESSES) {
      const env = test.envFor(name);
      if (PROCESS_NEEDS[name].storage) {
        expect(env.S3_ACCESS_KEY_ID).toBe(name);
        expect(env.S3_SECRET_ACCESS_KEY).toMatch(/^k[0-9a-f]{48}$/);
      } else {
        expect(env).not.toHaveProperty('S3_ACCESS_KEY_ID');
        expect(env).not.toHaveProperty('S3_SECRET_ACCESS_KEY');
      }
    }
  });

  it('is not inherited from the environment of whoever starts the services (the tools’ root key)', () => {
    const before = { id: process.env.S3_ACCESS_KEY_ID, secret: process.env.S3_SECRET_ACCESS_KEY };
    process.env.S3_ACCESS_KEY_ID = 'lumafolio';
    process.env.S3_SECRET_ACCESS_KEY = 'the-root-secret';
    try {
      expect(serviceLaunch('auth', test).env).not.toHaveProperty('S3_SECRET_ACCESS_KEY');
      expect(serviceLaunch('portfolio', test).env).toMatchObject({
        S3_ACCESS_KEY_ID: 'portfolio',
        S3_SECRET_ACCESS_KEY: test.envFor('portfolio').S3_SECRET_ACCESS_KEY,
      });
    } finally {
      for (const [key, value] of [
        ['S3_ACCESS_KEY_ID', before.id],
        ['S3_SECRET_ACCESS_KEY', before.secret],
      ] as const) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });

  it.each(WITH_STORAGE)('%s does what object-access.txt grants it on every prefix, and nothing else', async (name) => {
    const client = processClient(name);
    const expected: string[] = [];
    const actual: string[] = [];
    for (const prefix of PREFIXES) {
      for (const right of RIGHTS) {
        expected.push(`${right} ${prefix}: ${has(name, prefix, right) ? 'done' : 'refused'}`);
        actual.push(`${right} ${prefix}: ${await tryRight(client, prefix, right, name)}`);
      }
    }
    for (const right of BUCKET_RIGHTS) {
      expected.push(`${right}: ${has(name, '(bucket)', right) ? 'done' : 'refused'}`);
      const attempt =
        right === 'probe'
          ? () => client.send(new HeadBucketCommand({ Bucket: BUCKET }))
          : () => client.send(new ListMultipartUploadsCommand({ Bucket: BUCKET, Prefix: `resumable-uploads/${run}/` }));
      actual.push(`${right}: ${await outcome(attempt)}`);
    }
    expect(actual).toEqual(expected);
  });

  it('refuses a batch delete key by key, outside the prefixes granted, and deletes nothing of it', async () => {
    const kept = `photo/${run}/kept-original`;
    const theirs = `resumable-uploads/${run}/gateway-own`;
    await root.send(new PutObjectCommand({ Bucket: BUCKET, Key: kept, Body: 'original' }));
    await root.send(new PutObjectCommand({ Bucket: BUCKET, Key: theirs, Body: 'upload' }));
    const answer = await processClient('gateway').send(new DeleteObjectsCommand({ Bucket: BUCKET, Delete: { Objects: [{ Key: kept }, { Key: theirs }] } }));
    expect((answer.Errors ?? []).map(({ Key, Code }) => `${Key} ${Code}`)).toEqual([`${kept} AccessDenied`]);
    expect(await exists(kept)).toBe('done');
    expect(await exists(theirs)).toBe('missing');
  });

  it('refuses a process’s name with a secret that is not its own', async () => {
    const bogus = clientFor('gateway', 'not-the-secret');
    expect(await outcome(() => bogus.send(new HeadBucketCommand({ Bucket: BUCKET })))).toBe('refused');
  });
});
