import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { MongoDatabase, UserRepository } from '@lumafolio/dal';
import { profile, REPO_ROOT } from '@lumafolio/dev-stack';

/**
 * Every operator command the README and docs/ give to be typed (`npm run <script>` of a script
 * run through libs/dev-stack/src/operator-command.ts, in a code block), read from the Markdown and run as written against
 * the test profile, from the checkout, with nothing exported first: each must do what the
 * docs say (checked below, one check per command) and exit as they say. With the stack
 * stopped, each prints one line that says so. A command added to the docs without a check
 * here fails this test.
 */
const testProfile = profile('test');
const execFileAsync = promisify(execFile);
const COMMAND_TIMEOUT_MS = 120_000;
const DOCUMENTS = [
  'README.md',
  ...readdirSync(join(REPO_ROOT, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
];

/** The npm scripts that are operator commands: those run through operator-command.ts. */
const OPERATOR_SCRIPTS = Object.entries((JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts)
  .filter(([, command]) => command.includes('libs/dev-stack/src/operator-command.ts'))
  .map(([name]) => name);

/** Each operator command as the docs give it to be typed: in a fenced code block, up to its comment. */
function documentedCommands(): string[] {
  const commands = new Set<string>();
  const pattern = new RegExp(`npm run (?:${OPERATOR_SCRIPTS.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?: -- [^\`#|\\n]*)?`, 'g');
  for (const document of DOCUMENTS) {
    const codeBlocks = readFileSync(join(REPO_ROOT, document), 'utf8').match(/^```[^\n]*\n[\s\S]*?^```/gm) ?? [];
    for (const block of codeBlocks) for (const match of block.matchAll(pattern)) commands.add(match[0].trim());
  }
  return [...commands].sort();
}

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a documented command with a shell, as a person types it, in the checkout; `<userId>` becomes a real one. */
async function runAsWritten(command: string, env: NodeJS.ProcessEnv): Promise<Outcome> {
  try {
    const { stdout, stderr } = await execFileAsync('bash', ['-c', command], { cwd: REPO_ROOT, env, timeout: COMMAND_TIMEOUT_MS });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === 'number' ? failed.code : -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** The environment of a person at a terminal in the checkout: the test profile's ports chosen, no credentials exported. */
function terminal(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...testProfile.infraEnv, LUMAFOLIO_PROFILE: 'test', ...extra };
  for (const name of Object.keys(env))
    if (/^(MONGODB_|REDIS_URL|NATS_URL|NATS_USER|NATS_PASSWORD|S3_ACCESS|S3_SECRET|IMAGE_URL_SECRET)/.test(name)) delete env[name];
  return env;
}

const ADMIN_EMAIL = 'someone@example.com';

/** The JSON a command printed, after the lines npm writes before running a script. */
function jsonIn(stdout: string): unknown {
  return JSON.parse(stdout.slice(stdout.search(/^\{/m)));
}

describe('the operator commands the docs give', () => {
  let database: MongoDatabase;
  let users: UserRepository;
  let userId: string;
  const commands = documentedCommands();

  /** What each documented command must do, by the command as written. */
  const checks: Record<string, (outcome: Outcome) => Promise<void>> = {
    [`npm run admin -- grant ${ADMIN_EMAIL}`]: async (outcome) => {
      expect(outcome.code).toBe(0);
      expect(outcome.stdout).toMatch(new RegExp(`^${ADMIN_EMAIL} \\(\\w+\\) is (now|already) an admin\\.$`, 'm'));
      expect((await users.findByEmail(ADMIN_EMAIL))?.role).toBe('admin');
    },
    'npm run read-model:rebuild': async (outcome) => {
      expect(outcome.code).toBe(0);
      expect(jsonIn(outcome.stdout)).toMatchObject({ mode: expect.any(String), photos: expect.any(Number), ms: expect.any(Number) });
    },
    'npm run storage-audit': async (outcome) => {
      // Healthy (0) or not (2, other tests' leftovers): either way a report, not a failure.
      expect([0, 2]).toContain(outcome.code);
      expect(outcome.stdout).toMatch(/files?/i);
    },
    'npm run storage-audit -- --user <userId>': async (outcome) => {
      expect(outcome.code).toBe(0);
      expect(outcome.stdout).toContain(userId);
    },
    'npm run storage-audit -- --json': async (outcome) => {
      expect([0, 2]).toContain(outcome.code);
      expect(jsonIn(outcome.stdout)).toMatchObject({ orphaned: expect.any(Number), missing: expect.any(Number) });
    },
  };

  beforeAll(async () => {
    database = await new MongoDatabase({ uri: testProfile.serviceEnv.MONGODB_URI }).connect();
    users = new UserRepository(database.connection);
    const existing = await users.findByEmail(ADMIN_EMAIL);
    userId = (existing ?? (await users.create({ email: ADMIN_EMAIL, username: `someone${Date.now().toString(36)}` }))).id;
  });

  afterAll(async () => {
    await database?.disconnect();
  });

  it('finds the commands in the README and docs/, and has a check for each one', () => {
    expect(OPERATOR_SCRIPTS.sort()).toEqual(['admin', 'read-model:rebuild', 'storage-audit']);
    expect(commands.length).toBeGreaterThanOrEqual(5);
    expect(commands.filter((command) => !checks[command])).toEqual([]);
  });

  it.each(documentedCommands())(
    '%s works as written from the checkout, with nothing exported first',
    async (command) => {
      const outcome = await runAsWritten(command.replace('<userId>', userId), terminal());
      expect(outcome.stderr).not.toMatch(/\n\s+at /);
      await checks[command]?.(outcome);
    },
    COMMAND_TIMEOUT_MS,
  );

  it.each(documentedCommands())(
    '%s says in one line that the stack is not running when it is stopped',
    async (command) => {
      // The same checkout and profile, its database and Redis not answering (nothing listens on these ports).
      const outcome = await runAsWritten(command.replace('<userId>', userId), terminal({ FERRETDB_PORT: '9', REDIS_PORT: '9' }));
      expect(outcome.code).toBe(1);
      const lines = outcome.stderr.split('\n').filter((line) => line.trim() && !line.startsWith('>') && !/^npm (error|ERR)/.test(line));
      expect(lines).toEqual([
        expect.stringMatching(/^The local stack is not running \(the database does not answer on 127\.0\.0\.1:9\): start it with `npm start`/),
      ]);
    },
    COMMAND_TIMEOUT_MS,
  );
});
