import {
  CookieJarClient,
  profile,
  signInAsAdminThroughGateway,
  signUpThroughGateway,
  useSharedGatewayUnderTest,
  SHARED_GATEWAY,
  type SharedGatewayUnderTest,
  type SignedUpUser,
} from '@lumafolio/dev-stack';
import { HIDDEN_CHARACTER_MESSAGE, NUL_CHARACTER_MESSAGE, type ClientGalleryFavourites, type OwnClientGallery } from '@lumafolio/contracts';
import { MongoDatabase, newPhotoDocument, openProjectedPhotoRepository, type ProjectedPhotoRepository } from '@lumafolio/dal';

/**
 * Text a person would not type, sent where anyone can send it (an outside probe found a NUL
 * answered 500 and bidi, BEL and zero-width characters stored as sent): a NUL is refused
 * with a 400 a person understands, the others are removed from what people read, and ids
 * and keys holding them are refused. Real gateway, services and FerretDB.
 */
const testProfile = profile('test');
const GATEWAY = SHARED_GATEWAY;
const run = Date.now().toString(36);
const JSON_HEADERS = { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
/** What the probe sent: a right-to-left override, a bell and a zero-width space inside a name. */
const HIDDEN = 'ab\u202Ecd\u0007\u200B';

describe('hostile text', () => {
  let stack: SharedGatewayUnderTest;
  let db: MongoDatabase;
  let seeding: ProjectedPhotoRepository;
  let ana: SignedUpUser;
  let admin: CookieJarClient;
  const photoId = `${run}h0001`;

  const sendJson = (client: CookieJarClient | SignedUpUser['client'], method: string, path: string, body: unknown) =>
    client.request(`${GATEWAY}${path}`, { method, headers: JSON_HEADERS, body: JSON.stringify(body) });
  const answer = async (response: Response) => [response.status, ((await response.json()) as { message?: string }).message];

  beforeAll(async () => {
    stack = await useSharedGatewayUnderTest(testProfile);
    db = await new MongoDatabase({ uri: testProfile.serviceEnv.MONGODB_URI }).connect();
    seeding = openProjectedPhotoRepository(db.connection, testProfile.serviceEnv.REDIS_URL);
    [ana, admin] = await Promise.all([signUpThroughGateway(GATEWAY, 'hostile', run), signInAsAdminThroughGateway(GATEWAY, testProfile, `admin_${run}`)]);
    const doc = newPhotoDocument({
      _id: photoId,
      userId: ana.id,
      originalKey: `photo/${ana.id}/${photoId}/original`,
      mimeType: 'image/jpeg',
      originalBytes: 1,
      title: 'Dune',
      category: 'nature',
    });
    await seeding.photos.insert({ ...doc, status: 'ready', isPublic: false, variants: [] });
  }, 180_000);

  afterAll(async () => {
    seeding?.close();
    await db?.disconnect();
    await stack?.stop();
  });

  it("refuses a NUL in a gallery's name (create, rename) with a 400, and stores a name without bidi, BEL or zero-width characters", async () => {
    expect(await answer(await sendJson(ana.client, 'POST', '/api/client-galleries', { name: 'a\u0000b', photoIds: [photoId] }))).toEqual([
      400,
      NUL_CHARACTER_MESSAGE,
    ]);
    const created = await sendJson(ana.client, 'POST', '/api/client-galleries', { name: HIDDEN, photoIds: [photoId] });
    expect(created.status).toBe(201);
    const gallery = (await created.json()) as OwnClientGallery;
    expect(await answer(await sendJson(ana.client, 'PATCH', `/api/client-galleries/${gallery.id}`, { name: 'a\u0000b' }))).toEqual([
      400,
      NUL_CHARACTER_MESSAGE,
    ]);
    const renamed = await sendJson(ana.client, 'PATCH', `/api/client-galleries/${gallery.id}`, { name: `\u2066${HIDDEN}\u2069` });
    expect(renamed.status).toBe(200);
    const stored = ((await (await ana.client.request(`${GATEWAY}/api/client-galleries`)).json()) as OwnClientGallery[]).find(({ id }) => id === gallery.id);
    expect(stored?.name).toBe('abcd');
  });

  it("refuses a NUL in a visitor's name (no sign-in needed) with a 400, and lists a name without bidi, BEL or zero-width characters", async () => {
    const created = await sendJson(ana.client, 'POST', '/api/client-galleries', { name: 'Proofs', photoIds: [photoId] });
    const gallery = (await created.json()) as OwnClientGallery;
    const visitor = new CookieJarClient();
    const favourite = (visitorName: string) =>
      sendJson(visitor, 'PUT', `/api/client-gallery/${gallery.token}/favourites/${photoId}`, { favourite: true, visitorName });
    expect(await answer(await favourite('a\u0000b'))).toEqual([400, NUL_CHARACTER_MESSAGE]);
    expect((await favourite(HIDDEN)).status).toBe(200);
    const favourites = (await (await ana.client.request(`${GATEWAY}/api/client-galleries/${gallery.id}/favourites`)).json()) as ClientGalleryFavourites;
    expect(favourites.visitors.map(({ name }) => name)).toEqual(['abcd']);
  });

  it('answers the admin storage routes a NUL or a hidden character in an id or key with a 400, not a 500', async () => {
    const probes: Array<[string, Record<string, string>]> = [
      ['/api/admin/storage/user-audit', { userId: 'a\u0000b' }],
      ['/api/admin/storage/regenerate', { userId: ana.id, photoId: 'a\u0000b' }],
      ['/api/admin/storage/regenerate', { userId: 'a\u0000b', photoId }],
      ['/api/admin/object-storage/restore-file', { userId: ana.id, fileKey: `photo/${ana.id}/a\u0000b/original`, fileName: 'x.jpg' }],
      ['/api/admin/object-storage/restore-file', { userId: ana.id, fileKey: `photo/${ana.id}/${photoId}/original`, fileName: 'a\u0000b' }],
    ];
    const answers = [];
    for (const [path, body] of probes) answers.push([path, ...(await answer(await sendJson(admin, 'POST', path, body)))]);
    expect(answers).toEqual([
      ['/api/admin/storage/user-audit', 400, HIDDEN_CHARACTER_MESSAGE],
      ['/api/admin/storage/regenerate', 400, HIDDEN_CHARACTER_MESSAGE],
      ['/api/admin/storage/regenerate', 400, HIDDEN_CHARACTER_MESSAGE],
      ['/api/admin/object-storage/restore-file', 400, HIDDEN_CHARACTER_MESSAGE],
      ['/api/admin/object-storage/restore-file', 400, NUL_CHARACTER_MESSAGE],
    ]);
    const bidiKey = await sendJson(admin, 'POST', '/api/admin/object-storage/restore-file', {
      userId: ana.id,
      fileKey: `photo/${ana.id}/\u202Ex/original`,
      fileName: 'x.jpg',
    });
    expect(await answer(bidiKey)).toEqual([400, HIDDEN_CHARACTER_MESSAGE]);
  });
});
