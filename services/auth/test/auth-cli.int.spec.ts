import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { MongoDatabase, UserRepository } from '@lumafolio/dal';
import { profile, REPO_ROOT } from '@lumafolio/dev-stack';
import { verifyPassword } from '../src/security/passwords.js';

/** The admin and demo-seeding CLIs, run as the built commands against the test database. */
const run = randomBytes(3).toString('hex');
const uri = profile('test').serviceEnv.MONGODB_URI.replace(/\/[^/?]+(?=\?|$)/, `/auth_cli_${run}`);
const execFileAsync = promisify(execFile);
/** Each CLI run is a fresh Node process (about a second alone, many times that beside the end-to-end tests). */
const CLI_TEST_TIMEOUT_MS = 90_000;

async function cli(script: 'admin' | 'seed-demo', ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await execFileAsync(process.execPath, [`services/auth/dist/cli/${script}.js`, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, MONGODB_URI: uri },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

describe('auth CLIs', () => {
  let database: MongoDatabase;
  let users: UserRepository;

  beforeAll(async () => {
    database = await new MongoDatabase({ uri }).connect();
    users = new UserRepository(database.connection);
    await users.ensureIndexes();
  });

  afterAll(async () => {
    await database.connection.dropDatabase();
    await database.disconnect();
  });

  describe('admin', () => {
    it(
      'grants, lists and revokes; the last admin cannot be demoted',
      async () => {
        const ann = await users.create({ email: 'ann@example.com', username: 'ann' });
        await users.create({ email: 'ben@example.com', username: 'ben' });

        expect(await cli('admin', 'list')).toMatchObject({ code: 0, stdout: expect.stringContaining('No admins yet') });

        const granted = await cli('admin', 'grant', 'ANN@example.com');
        expect(granted).toMatchObject({ code: 0, stdout: 'ann@example.com (ann) is now an admin.\n' });
        expect((await users.findById(ann.id))?.role).toBe('admin');
        expect((await cli('admin', 'grant', 'ann@example.com')).stdout).toBe('ann@example.com (ann) is already an admin.\n');

        const refused = await cli('admin', 'revoke', 'ann@example.com');
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain('Refusing to revoke the last admin.');
        expect((await users.findById(ann.id))?.role).toBe('admin');

        await cli('admin', 'grant', 'ben@example.com');
        const listed = await cli('admin', 'list');
        expect(listed.stdout).toContain('Admins (2):');
        expect(listed.stdout).toMatch(/ann@example\.com \(ann\)/);
        expect(listed.stdout).toMatch(/ben@example\.com \(ben\)/);

        expect(await cli('admin', 'revoke', 'ann@example.com')).toMatchObject({ code: 0, stdout: 'ann@example.com (ann) is no longer an admin.\n' });
        expect((await cli('admin', 'revoke', 'ben@example.com')).code).toBe(1);
        expect(await users.countAdmins()).toBe(1);
      },
      CLI_TEST_TIMEOUT_MS,
    );

    it(
      'exits 1 with a message for an unknown e-mail, and prints usage for a bad command',
      async () => {
        const unknown = await cli('admin', 'grant', 'nobody@example.com');
        expect(unknown.code).toBe(1);
        expect(unknown.stderr).toContain('No user with the e-mail nobody@example.com.');
        const usage = await cli('admin', 'promote');
        expect(usage.code).toBe(64);
        expect(usage.stderr).toContain('Usage: npm run admin -- <command>');
      },
      CLI_TEST_TIMEOUT_MS,
    );

    it('keeps one admin when two revocations race', async () => {
      const a = await users.create({ email: 'race-a@example.com', username: 'race-a', role: 'admin' });
      const b = await users.create({ email: 'race-b@example.com', username: 'race-b', role: 'admin' });
      // Leave only these two admins.
      for (const admin of await users.listNewestFirst({ role: 'admin' })) if (admin.id !== a.id && admin.id !== b.id) await users.demote(admin.id);
      const results = await Promise.all([users.demote(a.id), users.demote(b.id)]);
      expect(results).toContain('last-admin');
      expect(await users.countAdmins()).toBeGreaterThanOrEqual(1);
    });
  });

  describe('seed-demo', () => {
    it(
      'creates the demo photographer and admin once, printing the passwords only then',
      async () => {
        const first = await cli('seed-demo');
        expect(first.code).toBe(0);
        expect(first.stdout).toContain('shown only this once');
        const passwords = [...first.stdout.matchAll(/password (\S+)/g)].map((match) => match[1]);
        expect(passwords).toHaveLength(2);
        expect(first.stdout).toMatch(/demo@lumafolio\.local\s+username demo\s/);
        expect(first.stdout).toMatch(/admin@lumafolio\.local\s+username admin-demo\s/);

        const demo = await users.findByEmail('demo@lumafolio.local');
        const admin = await users.findByEmail('admin@lumafolio.local');
        expect(demo).toMatchObject({ username: 'demo', role: 'user' });
        expect(admin).toMatchObject({ username: 'admin-demo', role: 'admin' });
        expect(demo?.passwordHash).toMatch(/^\$argon2id\$/);
        expect(await verifyPassword(demo?.passwordHash ?? '', passwords[0] ?? '')).toBe(true);
        expect(await verifyPassword(admin?.passwordHash ?? '', passwords[1] ?? '')).toBe(true);

        const second = await cli('seed-demo');
        expect(second.code).toBe(0);
        expect(second.stdout).not.toMatch(/password \S/);
        expect(second.stdout).toContain('already exist');
        for (const secret of passwords) expect(second.stdout).not.toContain(secret);
        expect(await users.count()).toBeGreaterThanOrEqual(2);
        expect((await users.findByEmail('demo@lumafolio.local'))?.passwordHash).toBe(demo?.passwordHash);
      },
      CLI_TEST_TIMEOUT_MS,
    );
  });
});
