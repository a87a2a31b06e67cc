import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bucketPolicy, main, parseObjectAccess, s3SecretVariable, storageProcesses } from '../src/object-access/s3-accounts.js';

/**
 * The S3 accounts' script (ADR 70): deploy/storage/object-access.txt read strictly, and turned
 * into a bucket policy short enough for versitygw's posix backend on ext4.
 */
const repoRoot = join(import.meta.dirname, '../../..');
const file = readFileSync(join(repoRoot, 'deploy/storage/object-access.txt'), 'utf8');

interface Statement {
  Principal: string[];
  Action: string[];
  Resource: string;
  Condition?: unknown;
}

describe('the S3 accounts of object-access.txt', () => {
  const lines = parseObjectAccess(file);
  const policy = JSON.parse(bucketPolicy(lines, 'photos')) as { Statement: Statement[] };
  const allowed = (process: string, action: string, resource: string) =>
    policy.Statement.some((s) => s.Principal.includes(process) && s.Action.includes(action) && s.Resource === resource && !s.Condition);

  it('lists an account per process that uses files, and none for the others', () => {
    expect(storageProcesses(lines).sort()).toEqual(['album-sync-worker', 'gateway', 'integrations', 'media', 'media-worker', 'portfolio']);
    expect(s3SecretVariable('album-sync-worker')).toBe('S3_SECRET_ALBUM_SYNC_WORKER');
  });

  it('grants each right on its prefix only, to the processes the file names', () => {
    expect(allowed('media-worker', 's3:GetObject', 'arn:aws:s3:::photos/photo/*')).toBe(true);
    expect(allowed('media-worker', 's3:DeleteObject', 'arn:aws:s3:::photos/hero/*')).toBe(false);
    expect(allowed('integrations', 's3:PutObject', 'arn:aws:s3:::photos/google-photos/*')).toBe(true);
    expect(allowed('integrations', 's3:GetObject', 'arn:aws:s3:::photos/google-photos/*')).toBe(false);
    expect(allowed('gateway', 's3:ListBucketMultipartUploads', 'arn:aws:s3:::photos')).toBe(true);
    const listing = policy.Statement.find((s) => s.Condition && s.Principal.includes('portfolio'));
    expect(listing).toMatchObject({ Action: ['s3:ListBucket'], Resource: 'arn:aws:s3:::photos', Condition: { StringLike: { 's3:prefix': ['hero/*'] } } });
    expect(policy.Statement.every((s) => s.Principal.length > 0 && new Set(s.Principal).size === s.Principal.length)).toBe(true);
  });

  it('stays under the 4 kB an ext4 directory keeps for its extended attributes', () => {
    expect(bucketPolicy(lines, 'lumafolio').length).toBeLessThan(3800);
  });

  it.each([
    ['photo/ media', 'expected "<prefix> <process> <rights>"'],
    ['photo/ media read,erase', 'unknown right "erase" of media'],
    ['(bucket) media read', 'unknown bucket right "read" of media'],
    ['photo media read', 'prefix "photo" must be a key prefix ending with /'],
    ['photo/ Media read', '"Media" is not a process name'],
  ])('refuses the line "%s", naming it', (line, message) => {
    expect(() => parseObjectAccess(`# a comment\n\n${line}\n`, 'access.txt')).toThrow(`access.txt:3: ${message}`);
  });

  it('names the missing setting before it calls the server', async () => {
    const env = {
      OBJECT_ACCESS_FILE: join(repoRoot, 'deploy/storage/object-access.txt'),
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_BUCKET: 'b',
      S3_ACCESS_KEY_ID: 'root',
    };
    await expect(main([], env)).rejects.toThrow('S3_SECRET_ACCESS_KEY is not set');
    await expect(main([], { ...env, S3_SECRET_ACCESS_KEY: 'x' })).rejects.toThrow(/^S3_SECRET_GATEWAY is not set/);
    await expect(main([], { ...env, S3_ENDPOINT: 'http://host/path' })).rejects.toThrow('S3_ENDPOINT must be http(s)://host[:port]');
    await expect(main(['--wait'], env)).rejects.toThrow('unknown argument "--wait"');
  });
});
