import { execFile } from 'node:child_process';
import type { HealthReport } from '@lumafolio/contracts';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import {
  REPO_ROOT,
  loadInfraCredentials,
  profile,
  signUpThroughGateway,
  startGatewayUnderTest,
  waitUntil,
  type GatewayUnderTest,
  type SignedUpUser,
} from '@lumafolio/dev-stack';

/**
 * A database that refuses connections (PostgreSQL behind FerretDB at its limit) is a 503 with
 * Retry-After on every route that needs it, never a 500; readiness says so; and the stack
 * is back by itself once connections are accepted again. The refusal is made the way
 * PostgreSQL makes it at its limit (SQLSTATE 53300, "too many connections"): the services'
 * database accounts are allowed no connection and the ones they hold are ended, then the
 * routes are loaded. Five seconds to recover is the product's requirement, hence asserted.
 */
const testProfile = profile('test');
const GATEWAY_PORT = 13421;
const GATEWAY = `http://127.0.0.1:${GATEWAY_PORT}`;
const BACK_WITHIN_MS = 5_000;
const run = Date.now().toString(36);
/** The accounts of the services behind the routes below (deploy/local/infra.sh's DATABASE_ACCOUNTS). */
const REFUSED_ACCOUNTS = ['auth', 'media', 'portfolio'];
const CONCURRENT_REQUESTS = 24;

const runFile = promisify(execFile);

/** Runs SQL on FerretDB's PostgreSQL as the operators' account (a superuser, ADR 53). */
async function sql(statement: string): Promise<string> {
  const dataDir = resolve(REPO_ROOT, testProfile.infraEnv.DATA_DIR ?? '.data/test');
  const password = loadInfraCredentials(join(dataDir, 'secrets', 'infra.env')).mongodb('tools');
  const port = String(Number(testProfile.infraEnv.FERRETDB_PORT) + 1);
  const { stdout } = await runFile('psql', ['-h', '127.0.0.1', '-p', port, '-U', 'tools', '-d', 'ferretdb', '-v', 'ON_ERROR_STOP=1', '-Atc', statement], {
    env: { ...process.env, PGPASSWORD: password },
  });
  return stdout.trim();
}

const accountList = REFUSED_ACCOUNTS.map((account) => `'${account}'`).join(', ');

async function refuseConnections(): Promise<void> {
  for (const account of REFUSED_ACCOUNTS) await sql(`ALTER ROLE "${account}" CONNECTION LIMIT 0`);
  await sql(`SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE usename IN (${accountList})`);
}

async function acceptConnections(): Promise<void> {
  for (const account of REFUSED_ACCOUNTS) await sql(`ALTER ROLE "${account}" CONNECTION LIMIT -1`);
}

interface Answer {
  route: string;
  status: number;
  retryAfter: string | null;
  body: string;
}

describe('a database that refuses connections', () => {
  let stack: GatewayUnderTest;
  let ana: SignedUpUser;
  /** Routes answered from the database of auth, media and portfolio. */
  let databaseRoutes: string[];
  /** Those, and one a visitor asks, which media answers from its read model in Redis. */
  let routes: string[];

  const ask = async (route: string): Promise<Answer> => {
    const response = await ana.client.request(`${GATEWAY}${route}`, { signal: AbortSignal.timeout(30_000) });
    return { route, status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.text() };
  };
  const askAll = () => Promise.all(routes.map(ask));
  const readiness = async (): Promise<{ status: number; report: HealthReport }> => {
    const response = await fetch(`${GATEWAY}/readyz`, { signal: AbortSignal.timeout(30_000) });
    return { status: response.status, report: (await response.json()) as HealthReport };
  };

  beforeAll(async () => {
    // Every service the gateway's readiness asks about runs, so it is ready before the refusal.
    stack = await startGatewayUnderTest(testProfile, { gatewayPort: GATEWAY_PORT, issuerPort: GATEWAY_PORT + 1, admin: true });
    ana = await signUpThroughGateway(GATEWAY, 'refused', run);
    databaseRoutes = ['/api/auth/user', '/api/user/photos', '/api/user/storage-usage', '/api/user/template'];
    routes = [...databaseRoutes, `/api/portfolio/${ana.username}/photos`];
  }, 180_000);

  afterAll(async () => {
    await acceptConnections();
    await stack?.stop();
  });

  it('answers 503 with Retry-After and never 500 while refused, readiness says so, and every route is back within 5 s', async () => {
    for (const answer of await askAll()) expect({ route: answer.route, status: answer.status }).toEqual({ route: answer.route, status: 200 });
    await waitUntil('readiness before the refusal', readiness, (answer) => answer.status === 200);

    await refuseConnections();
    const during: Answer[] = [];
    let refusedSeen = false;
    try {
      // Loaded until every route that needs the database has been refused at least once.
      await waitUntil(
        'every database route answering 503 while the database refuses',
        async () => {
          const batch = await Promise.all(Array.from({ length: CONCURRENT_REQUESTS }, (_, i) => ask(routes[i % routes.length] as string)));
          during.push(...batch);
          return new Set(during.filter((answer) => answer.status === 503).map((answer) => answer.route));
        },
        (refusedRoutes) => databaseRoutes.every((route) => refusedRoutes.has(route)),
        { timeoutMs: 60_000 },
      );
      refusedSeen = true;
      const notReady = await waitUntil('readiness to report the database', readiness, (answer) => answer.status === 503, {
        timeoutMs: 30_000,
        intervalMs: 100,
      });
      const refusedServices = ['auth', 'media', 'portfolio'].filter((service) => /database refused/.test(notReady.report.checks[service]?.message ?? ''));
      expect(refusedServices.length).toBeGreaterThan(0);
    } finally {
      await acceptConnections();
    }
    expect(refusedSeen).toBe(true);

    const acceptedAt = Date.now();
    const unexpected = during.filter((answer) => answer.status !== 200 && answer.status !== 503);
    expect(unexpected.map(({ route, status, body }) => `${status} ${route} ${body.slice(0, 200)}`)).toEqual([]);
    for (const refused of during.filter((answer) => answer.status === 503)) {
      expect(refused.retryAfter).toMatch(/^\d+$/);
      // Words for a person, nothing of the database's own.
      expect(refused.body).not.toMatch(/SQLSTATE|FATAL|postgres|ferretdb|\.go:/i);
    }

    const back = await waitUntil('every route answering 200 again', askAll, (answers) => answers.every((answer) => answer.status === 200), {
      timeoutMs: 30_000,
      intervalMs: 100,
    });
    const backAfterMs = Date.now() - acceptedAt;
    expect(back.map((answer) => answer.status)).toEqual(routes.map(() => 200));
    expect(backAfterMs).toBeLessThanOrEqual(BACK_WITHIN_MS);
    await waitUntil('readiness to be ready again', readiness, (answer) => answer.status === 200, { timeoutMs: 30_000 });
  });
});
