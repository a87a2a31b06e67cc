import { LAST_ADMIN_MESSAGE, type AdminUser, type AuditEntry, type Page } from '@lumafolio/contracts';
import {
  profile,
  SHARED_GATEWAY,
  signUpAdminAsOperator,
  signUpThroughGateway,
  useSharedGatewayUnderTest,
  type SharedGatewayUnderTest,
  type SignedUpUser,
} from '@lumafolio/dev-stack';

/** The Users tab through the gateway: paging, search, role changes, the last-admin rule and the audit log. */
const testProfile = profile('test');
const GATEWAY = SHARED_GATEWAY;
const run = Date.now().toString(36);
/**
 * An admin of this file's own, granted as an operator grants one (its e-mail is not among the
 * `-${run}@example.com` addresses the tests page through). The last-admin test demotes every
 * other admin it finds: earlier files' admins are done with, and a later file makes its own.
 */
const ADMIN = { email: `users-admin-${run}@admins.example.com`, username: `admin_${run}`, password: 'correct horse battery' };
const SAME_ORIGIN = { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

type Client = SignedUpUser['client'];

async function json<T>(response: Response, status = 200): Promise<T> {
  const body = await response.text();
  expect({ status: response.status, body }).toEqual({ status, body: expect.any(String) });
  return JSON.parse(body) as T;
}

describe('admin users', () => {
  let stack: SharedGatewayUnderTest;
  let admin: Client;
  let adminId: string;
  let adminName: string;
  let photographer: SignedUpUser;
  let ua: SignedUpUser;
  let ub: SignedUpUser;
  let uc: SignedUpUser;

  const listUsers = (query: string) => admin.request(`${GATEWAY}/api/admin/users?${query}`);
  const setRole = (client: Client, userId: string, body: unknown) =>
    client.request(`${GATEWAY}/api/admin/users/${encodeURIComponent(userId)}/role`, { method: 'POST', headers: SAME_ORIGIN, body: JSON.stringify(body) });

  beforeAll(async () => {
    stack = await useSharedGatewayUnderTest(testProfile);
    admin = await signUpAdminAsOperator(GATEWAY, testProfile, ADMIN);
    const me = await json<{ id: string; username: string; role: string }>(await admin.request(`${GATEWAY}/api/auth/user`));
    expect(me.role).toBe('admin');
    adminId = me.id;
    adminName = me.username;
    ua = await signUpThroughGateway(GATEWAY, 'ua', run);
    ub = await signUpThroughGateway(GATEWAY, 'ub', run);
    uc = await signUpThroughGateway(GATEWAY, 'uc', run);
    photographer = await signUpThroughGateway(GATEWAY, 'photog', run);
    const named = await ub.client.request(`${GATEWAY}/api/profile`, {
      method: 'PUT',
      headers: SAME_ORIGIN,
      body: JSON.stringify({ firstName: 'Marguerite', lastName: `Zed${run}` }),
    });
    expect(named.status).toBe(200);
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it('pages through the users newest first, with the full e-mail and the total on the first page', async () => {
    const q = encodeURIComponent(`-${run}@example.com`);
    const first = await json<Page<AdminUser>>(await listUsers(`q=${q}&limit=3`));
    expect(first.total).toBe(4);
    expect(first.items.map((user) => user.username)).toEqual([`photog_${run}`, `uc_${run}`, `ub_${run}`]);
    expect(first.items[0]).toEqual({
      id: photographer.id,
      username: `photog_${run}`,
      firstName: null,
      lastName: null,
      email: `photog-${run}@example.com`,
      role: 'user',
      profileImageUrl: null,
      createdAt: expect.any(String),
    });
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await json<Page<AdminUser>>(await listUsers(`q=${q}&limit=3&cursor=${first.nextCursor}`));
    expect(second).toEqual({ items: [expect.objectContaining({ username: `ua_${run}` })], nextCursor: null, total: null });

    const everyone = await json<Page<AdminUser>>(await listUsers('limit=60'));
    expect(everyone.total).toBeGreaterThanOrEqual(5);
    expect(everyone.items[0]?.username).toBe(`photog_${run}`);
  });

  it('searches names, usernames and e-mails in any case, taking the text literally', async () => {
    const ids = async (q: string) => (await json<Page<AdminUser>>(await listUsers(`q=${encodeURIComponent(q)}`))).items.map((user) => user.id);
    expect(await ids(`marguerite ZED${run}`)).toEqual([ub.id]);
    expect(await ids(`UC_${run.toUpperCase()}`)).toEqual([uc.id]);
    expect(await ids(`ua-${run}@EXAMPLE`)).toEqual([ua.id]);
    expect(await ids(`  u._${run}  `)).toEqual([]);
    expect(await ids(`(${run}`)).toEqual([]);
  });

  it('refuses bad list input with a 400 and a readable message', async () => {
    for (const query of ['limit=0', 'limit=61', 'limit=abc', `q=${'x'.repeat(101)}`, 'cursor=not*a*cursor', 'cursor=bm90LWEtY3Vyc29y']) {
      const response = await listUsers(query);
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
      expect(((await response.json()) as { message: string }).message).toMatch(/^(limit must be|Search text must be|This page link is no longer valid)/);
    }
  });

  it('makes a user an admin and back, each change in the audit log with the acting admin', async () => {
    const target = ua;
    const promoted = await json<AdminUser>(await setRole(admin, target.id, { role: 'admin' }));
    expect(promoted).toMatchObject({ id: target.id, role: 'admin' });
    const listed = await json<Page<AdminUser>>(await listUsers(`q=ua_${run}`));
    expect(listed.items).toEqual([expect.objectContaining({ id: target.id, role: 'admin' })]);
    // The new admin is let into the dashboard at once.
    expect((await target.client.request(`${GATEWAY}/api/admin/overview`)).status).toBe(200);

    // Setting the role a user already has changes nothing and records nothing.
    expect(await json<AdminUser>(await setRole(admin, target.id, { role: 'admin' }))).toMatchObject({ role: 'admin' });
    const demoted = await json<AdminUser>(await setRole(admin, target.id, { role: 'user' }));
    expect(demoted).toMatchObject({ id: target.id, role: 'user' });
    expect((await target.client.request(`${GATEWAY}/api/admin/overview`)).status).toBe(403);

    const audit = await json<Page<AuditEntry>>(await admin.request(`${GATEWAY}/api/admin/audit?limit=2`));
    expect(audit.items).toEqual([
      expect.objectContaining({
        actorId: adminId,
        actorName: adminName,
        action: 'user.role.change',
        target: { kind: 'user', id: target.id, label: target.username },
        summary: 'role admin → user',
      }),
      expect.objectContaining({ actorName: adminName, target: expect.objectContaining({ id: target.id }), summary: 'role user → admin' }),
    ]);
  });

  it('refuses a bad role change with a 400 or a 404', async () => {
    for (const body of [{}, { role: 'root' }, { role: 'ADMIN' }, { role: 'admin', actorId: photographer.id }, 'admin']) {
      const response = await setRole(admin, uc.id, body);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
    }
    const response = await setRole(admin, uc.id, { role: 'root' });
    expect(((await response.json()) as { message: string }).message).toBe('Role must be "admin" or "user".');
    const unknown = await setRole(admin, `nobody${run}`, { role: 'admin' });
    expect(unknown.status).toBe(404);
  });

  it('leaves the role alone when a photographer tries to change it', async () => {
    for (const [userId, role] of [
      [photographer.id, 'admin'],
      [adminId, 'user'],
    ] as const) {
      expect((await setRole(photographer.client, userId, { role })).status).toBe(403);
    }
    const found = await json<Page<AdminUser>>(await listUsers(`q=photog_${run}`));
    expect(found.items).toEqual([expect.objectContaining({ id: photographer.id, role: 'user' })]);
    expect((await json<{ role: string }>(await admin.request(`${GATEWAY}/api/auth/user`))).role).toBe('admin');
  });

  it('never demotes the last admin: 409 with a message saying why', async () => {
    // Every other admin of this suite's database becomes a user first.
    let cursor: string | null = null;
    do {
      const page: Page<AdminUser> = await json(await listUsers(`limit=60${cursor ? `&cursor=${cursor}` : ''}`));
      for (const user of page.items) {
        if (user.role === 'admin' && user.id !== adminId) await json(await setRole(admin, user.id, { role: 'user' }));
      }
      cursor = page.nextCursor;
    } while (cursor);

    const refused = await setRole(admin, adminId, { role: 'user' });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(LAST_ADMIN_MESSAGE);
    expect((await json<{ role: string }>(await admin.request(`${GATEWAY}/api/auth/user`))).role).toBe('admin');

    // With a second admin, an admin may demote themself.
    await json(await setRole(admin, uc.id, { role: 'admin' }));
    const second = uc.client;
    expect(await json<AdminUser>(await setRole(second, uc.id, { role: 'user' }))).toMatchObject({ role: 'user' });
    expect((await second.request(`${GATEWAY}/api/admin/users`)).status).toBe(403);
  });
});
