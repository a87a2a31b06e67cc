import { EXTRACT_ALL_WAIT_MS, SERVICE_NAMES } from '@lumafolio/contracts';
import {
  profile,
  SHARED_GATEWAY,
  signUpAdminAsOperator,
  signUpThroughGateway,
  useSharedGatewayUnderTest,
  type CookieJarClient,
  type SharedGatewayUnderTest,
  type SignedUpUser,
} from '@lumafolio/dev-stack';
import { adminRoutes } from '../src/admin/admin-route-list.js';

/**
 * The admin check on the server, route by route: every route of the admin API (read from
 * the gateway's admin controllers, so a new one is covered without editing this test)
 * answers 401 to a signed-out visitor, 403 to a photographer, and lets an admin through.
 */
const testProfile = profile('test');
const GATEWAY = SHARED_GATEWAY;
const run = Date.now().toString(36);
const SAME_ORIGIN = { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest' };
/** An admin of this file's own, granted as an operator grants one. */
const ADMIN = { email: `access-admin-${run}@example.com`, username: `admin_${run}`, password: 'correct horse battery' };

const routes = adminRoutes();
const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, `missing-${run}`);
const hasBody = (method: string) => !['GET', 'HEAD', 'DELETE'].includes(method);

describe('the admin API refuses everyone but admins', () => {
  let stack: SharedGatewayUnderTest;
  let photographer: SignedUpUser;
  let admin: CookieJarClient;

  beforeAll(async () => {
    stack = await useSharedGatewayUnderTest(testProfile);
    photographer = await signUpThroughGateway(GATEWAY, 'nonadmin', run);
    admin = await signUpAdminAsOperator(GATEWAY, testProfile, ADMIN);
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it('knows the routes it walks', () => {
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/overview',
        'GET /api/admin/audit',
        'GET /api/admin/jobs',
        'GET /admin/queues',
        'GET /api/messages',
        'DELETE /api/messages/:id',
        'GET /api/admin/emails',
        'GET /api/admin/emails/:id',
        'GET /api/admin/ai-recommendations',
        'GET /api/admin/ai-theme-suggestions',
        'POST /api/hero-images/extract-all-colors',
        'POST /api/hero-images/:id/extract-colors',
      ]),
    );
  });

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: 401 signed out, 403 for a photographer, not refused for an admin',
    async (_name, route) => {
      const url = `${GATEWAY}${concrete(route.path)}`;
      // Like the web app: a JSON content type only with a body (Fastify refuses an empty JSON body with a 400).
      const init = hasBody(route.method)
        ? { method: route.method, headers: { ...SAME_ORIGIN, 'content-type': 'application/json' }, body: '{}' }
        : { method: route.method, headers: SAME_ORIGIN };

      const anonymous = await fetch(url, init);
      expect(anonymous.status).toBe(401);
      const asPhotographer = await photographer.client.request(url, init);
      expect(asPhotographer.status).toBe(403);
      expect(await asPhotographer.json()).toMatchObject({ message: 'This area is for administrators only.' });
      const asAdmin = await admin.request(url, init);
      expect([401, 403]).not.toContain(asAdmin.status);
      expect(asAdmin.status).toBeLessThan(500);
    },
    // Extract All Colors answers once the media worker has measured every banner, at the latest when its wait ends.
    EXTRACT_ALL_WAIT_MS + 20_000,
  );

  it('the Overview counts the users and finds every service answering', async () => {
    const overview = await admin.request(`${GATEWAY}/api/admin/overview`);
    expect(overview.status).toBe(200);
    const body = (await overview.json()) as { totalUsers: number; adminUsers: number; platform: { problems: Array<{ component: string }> } };
    expect(body.totalUsers).toBeGreaterThanOrEqual(2);
    expect(body.adminUsers).toBeGreaterThanOrEqual(1);
    // Queues are shared with the other suites (their failed jobs are theirs): every service answers.
    expect(body.platform.problems.filter((problem) => (SERVICE_NAMES as readonly string[]).includes(problem.component))).toEqual([]);
  });
});
