import {
  profile,
  signUpThroughGateway,
  useSharedGatewayUnderTest,
  SHARED_GATEWAY,
  type CookieJarClient,
  type SharedGatewayUnderTest,
} from '@lumafolio/dev-stack';
import { MongoDatabase } from '@lumafolio/dal';

/**
 * "Keep original files" (ADR 63): on for a new account, off for one made before originals
 * were kept, changed only by the signed-in owner from the app, and refused with a message
 * when the request is not a choice of on or off.
 */
const testProfile = profile('test');
const GATEWAY = SHARED_GATEWAY;
const run = Date.now().toString(36);
const FROM_APP = { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

describe('the upload settings', () => {
  let stack: SharedGatewayUnderTest;
  let database: MongoDatabase;
  let ana: CookieJarClient;
  let anaId: string;

  const me = async (client: CookieJarClient) => (await (await client.request(`${GATEWAY}/api/auth/user`)).json()) as { keepOriginals: boolean };
  const choose = (client: CookieJarClient | null, body: unknown, headers: Record<string, string> = FROM_APP) =>
    (client ? client.request.bind(client) : fetch)(`${GATEWAY}/api/user/upload-settings`, { method: 'PUT', headers, body: JSON.stringify(body) });

  beforeAll(async () => {
    stack = await useSharedGatewayUnderTest(testProfile);
    database = await new MongoDatabase({ uri: testProfile.serviceEnv.MONGODB_URI }).connect();
    ({ client: ana, id: anaId } = await signUpThroughGateway(GATEWAY, 'keepana', run));
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
    await database?.disconnect();
  });

  it('keeps originals for a new account, and the owner turns it off and on again', async () => {
    expect((await me(ana)).keepOriginals).toBe(true);

    const off = await choose(ana, { keepOriginals: false });
    expect(off.status).toBe(200);
    expect(((await off.json()) as { keepOriginals: boolean }).keepOriginals).toBe(false);
    expect((await me(ana)).keepOriginals).toBe(false);

    expect((await choose(ana, { keepOriginals: true })).status).toBe(200);
    expect((await me(ana)).keepOriginals).toBe(true);
  });

  it('leaves an account made before originals were kept uploading optimised copies', async () => {
    const { client, id } = await signUpThroughGateway(GATEWAY, 'keepold', run);
    await database.connection.collection('users').updateOne({ _id: id as never }, { $unset: { keepOriginals: 1 } });
    expect((await me(client)).keepOriginals).toBe(false);
  });

  it('refuses anyone signed out, a cross-site request, and what is not a choice of on or off, changing nothing', async () => {
    expect((await choose(null, { keepOriginals: false })).status).toBe(401);
    expect((await choose(ana, { keepOriginals: false }, { 'content-type': 'application/json' })).status).toBe(403);
    for (const body of [{}, { keepOriginals: 'no' }, { keepOriginals: null }, { keepOriginals: false, userId: anaId }, 'keepOriginals', []]) {
      const response = await choose(ana, body);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      expect(((await response.json()) as { message: string }).message).toMatch(/\w/);
    }
    const wrongType = await choose(ana, { keepOriginals: 'no' });
    expect(((await wrongType.json()) as { message: string }).message).toContain('Keep original files is either on or off.');
    expect((await me(ana)).keepOriginals).toBe(true);
  });
});
