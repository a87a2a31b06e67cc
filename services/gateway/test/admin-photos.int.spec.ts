import {
  profile,
  SHARED_GATEWAY,
  signUpAdminAsOperator,
  signUpThroughGateway,
  useSharedGatewayUnderTest,
  waitForMediaQueueIdle,
  type CookieJarClient,
  type SharedGatewayUnderTest,
  type SignedUpUser,
} from '@lumafolio/dev-stack';
import {
  BULK_UPLOAD_TYPES_MESSAGE,
  type AdminPhoto,
  type AdminPhotoPage,
  type AuditEntry,
  type MyPhotosPage,
  type Page,
  type PhotoPage,
} from '@lumafolio/contracts';
import { MongoDatabase, newPhotoDocument, openProjectedPhotoRepository, type ProjectedPhotoRepository } from '@lumafolio/dal';
import { readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';

/**
 * The Featured Photos tab through real processes: gateway → admin → media and auth. The
 * admin sees every user's photos, features anyone's, and bulk uploads real photos into
 * their own account through the same intake and pipeline as any upload.
 */
const testProfile = profile('test');
const GATEWAY = SHARED_GATEWAY;
const run = Date.now().toString(36);
const SAME_ORIGIN = { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest' };
const JSON_HEADERS = { ...SAME_ORIGIN, 'content-type': 'application/json' };
const ADMIN_EMAIL = `photos-admin-${run}@example.com`;
const NATURE = '/usr/share/backgrounds/mate/nature';
const BULK = readdirSync(NATURE)
  .filter((name) => name.endsWith('.jpg'))
  .slice(0, 8);

function bulkUpload(client: CookieJarClient, file: { bytes: Buffer; name: string; type: string }, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('image', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return client.request(`${GATEWAY}/api/admin/photos/upload`, { method: 'POST', headers: SAME_ORIGIN, body: form });
}

/** Runs `work` over `items`, `width` at a time (as the dialog uploads). */
async function inBatches<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width) results.push(...(await Promise.all(items.slice(start, start + width).map(work))));
  return results;
}

describe('the admin Featured Photos tab', () => {
  let stack: SharedGatewayUnderTest;
  let db: MongoDatabase;
  /** Photos seeded as the media domain writes them: projected into visitors' lists (ADR 46). */
  let seeding: ProjectedPhotoRepository;
  let admin: CookieJarClient;
  let alice: SignedUpUser;
  let bob: SignedUpUser;
  const ids = { alice1: `${run}a0001`, alice2: `${run}a0002`, bobPublic: `${run}b0001`, bobPrivate: `${run}b0002`, bob3: `${run}b0003` };

  beforeAll(async () => {
    stack = await useSharedGatewayUnderTest(testProfile);
    db = await new MongoDatabase({ uri: testProfile.serviceEnv.MONGODB_URI }).connect();
    seeding = openProjectedPhotoRepository(db.connection, testProfile.serviceEnv.REDIS_URL);
    alice = await signUpThroughGateway(GATEWAY, 'alice', run);
    bob = await signUpThroughGateway(GATEWAY, 'bob', run);
    const adminAccount = { email: ADMIN_EMAIL, username: `padmin_${run}`, password: 'correct horse battery' };
    admin = await signUpAdminAsOperator(GATEWAY, testProfile, adminAccount);
    const photos = seeding.photos;
    const seeded = [
      { _id: ids.alice1, owner: alice, isPublic: true },
      { _id: ids.alice2, owner: alice, isPublic: false },
      { _id: ids.bobPublic, owner: bob, isPublic: true },
      { _id: ids.bobPrivate, owner: bob, isPublic: false },
      { _id: ids.bob3, owner: bob, isPublic: true },
    ];
    // One clock reading: each photo a second older than the one before, however slow the inserts.
    const now = Date.now();
    for (const [index, { _id, owner, isPublic }] of seeded.entries()) {
      const doc = newPhotoDocument(
        {
          _id,
          userId: owner.id,
          originalKey: `photo/${owner.id}/${_id}/original`,
          mimeType: 'image/jpeg',
          originalBytes: 10,
          title: `Seeded ${_id}`,
          category: 'travel',
        },
        new Date(now - 1000 * (index + 1)),
      );
      await photos.insert({ ...doc, status: 'ready', isPublic, featured: false });
    }
  }, 180_000);

  afterAll(async () => {
    seeding?.close();
    await db?.disconnect();
    await stack?.stop();
  });

  it('lists every user’s photos, private ones too, newest first, a page at a time, named by their photographer', async () => {
    const seen: AdminPhoto[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await admin.request(`${GATEWAY}/api/admin/photos?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.status).toBe(200);
      const page = (await response.json()) as AdminPhotoPage;
      expect(page.items.length).toBeLessThanOrEqual(2);
      if (pages === 0) expect(page.total).toBeGreaterThanOrEqual(5);
      else expect(page.total).toBeNull();
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && !Object.values(ids).every((id) => seen.some((photo) => photo.id === id)));

    expect(pages).toBeGreaterThanOrEqual(3);
    const mine = seen.filter((photo) => Object.values(ids).includes(photo.id));
    expect(mine.map((photo) => photo.id)).toEqual([ids.alice1, ids.alice2, ids.bobPublic, ids.bobPrivate, ids.bob3]);
    expect(mine.find((photo) => photo.id === ids.bobPrivate)).toMatchObject({
      username: bob.username,
      isPublic: false,
      featured: false,
      category: 'travel',
      title: `Seeded ${ids.bobPrivate}`,
    });
    expect(mine.find((photo) => photo.id === ids.alice1)).toMatchObject({ username: alice.username, isPublic: true });

    const badCursor = await admin.request(`${GATEWAY}/api/admin/photos?cursor=bm90LWEtY3Vyc29y`);
    expect(badCursor.status).toBe(400);
  });

  it('features another user’s photo: it shows in that portfolio’s featured list at once, and the audit log says who did it', async () => {
    const portfolioFeatured = `${GATEWAY}/api/portfolio/${bob.username}/photos?featured=true`;
    // A visitor's look first, so that the portfolio's answer is cached.
    expect(((await (await fetch(portfolioFeatured)).json()) as PhotoPage).items.map((photo) => photo.id)).not.toContain(ids.bobPublic);

    const response = await admin.request(`${GATEWAY}/api/admin/photos/${ids.bobPublic}/featured`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ featured: true }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: ids.bobPublic, featured: true, username: bob.username, userId: bob.id });

    expect(((await (await fetch(portfolioFeatured)).json()) as PhotoPage).items.map((photo) => photo.id)).toContain(ids.bobPublic);
    const own = (await (await bob.client.request(`${GATEWAY}/api/user/photos`)).json()) as MyPhotosPage;
    expect(own.items.find((photo) => photo.id === ids.bobPublic)?.featured).toBe(true);

    const audit = (await (await admin.request(`${GATEWAY}/api/admin/audit?limit=10`)).json()) as Page<AuditEntry>;
    expect(audit.items.find((entry) => entry.target.id === ids.bobPublic)).toMatchObject({
      action: 'photo.feature',
      actorName: `padmin_${run}`,
      target: { kind: 'photo' },
    });

    const off = await admin.request(`${GATEWAY}/api/admin/photos/${ids.bobPublic}/featured`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ featured: false }),
    });
    expect(await off.json()).toMatchObject({ featured: false });
    expect(((await (await fetch(portfolioFeatured)).json()) as PhotoPage).items.map((photo) => photo.id)).not.toContain(ids.bobPublic);
    const after = (await (await admin.request(`${GATEWAY}/api/admin/audit?limit=10`)).json()) as Page<AuditEntry>;
    expect(after.items[0]).toMatchObject({ action: 'photo.unfeature', target: { id: ids.bobPublic } });
  });

  it('answers bad toggles with a 4xx a person understands', async () => {
    const missing = await admin.request(`${GATEWAY}/api/admin/photos/${run}zzzz9/featured`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ featured: true }),
    });
    expect(missing.status).toBe(404);
    const noFlag = await admin.request(`${GATEWAY}/api/admin/photos/${ids.bob3}/featured`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ featured: 'yes' }),
    });
    expect(noFlag.status).toBe(400);
    expect(((await noFlag.json()) as { message: string }).message).toMatch(/featured/);
  });

  it('bulk uploads 8 real photos into the admin’s account: all end ready, featured and public, in the chosen category', async () => {
    const answers = await inBatches(BULK, 3, async (name) => {
      const response = await bulkUpload(
        admin,
        { bytes: readFileSync(`${NATURE}/${name}`), name, type: 'image/jpeg' },
        { category: 'architectural', featured: 'true' },
      );
      return { status: response.status, body: (await response.json()) as AdminPhoto };
    });
    expect(answers.map((answer) => answer.status)).toEqual(BULK.map(() => 201));
    expect(answers[0]?.body).toMatchObject({
      title: BULK[0]?.replace(/\.jpg$/, ''),
      featured: true,
      isPublic: true,
      category: 'architectural',
      username: `padmin_${run}`,
    });

    await waitForMediaQueueIdle(testProfile.serviceEnv.REDIS_URL, 120_000);
    const mine = (await (await admin.request(`${GATEWAY}/api/user/photos?limit=60`)).json()) as MyPhotosPage;
    const uploaded = mine.items.filter((photo) => answers.some((answer) => answer.body.id === photo.id));
    expect(uploaded).toHaveLength(8);
    for (const photo of uploaded) expect(photo).toMatchObject({ status: 'ready', featured: true, isPublic: true, category: 'architectural' });

    const audit = (await (await admin.request(`${GATEWAY}/api/admin/audit?limit=20`)).json()) as Page<AuditEntry>;
    expect(audit.items.filter((entry) => entry.action === 'photo.bulk-upload' && answers.some((answer) => answer.body.id === entry.target.id))).toHaveLength(8);

    const listed = (await (await admin.request(`${GATEWAY}/api/admin/photos?limit=8`)).json()) as AdminPhotoPage;
    const card = listed.items.find((photo) => photo.id === answers[0]?.body.id);
    expect(card?.thumbnailUrl).toMatch(/^\/api\/images\/.+\?o=/);
    expect((await fetch(`${GATEWAY}${card?.thumbnailUrl}`)).status).toBe(200);
  }, 300_000);

  it('keeps a photo it was not asked to feature private, its thumbnail shown to admins only', async () => {
    const response = await bulkUpload(
      admin,
      { bytes: readFileSync(`${NATURE}/Wood.jpg`), name: 'Wood.jpg', type: 'image/jpeg' },
      { category: 'abstract', featured: 'false' },
    );
    expect(response.status).toBe(201);
    const photo = (await response.json()) as AdminPhoto;
    expect(photo).toMatchObject({ featured: false, isPublic: false, category: 'abstract' });
    await waitForMediaQueueIdle(testProfile.serviceEnv.REDIS_URL, 60_000);
    const listed = (await (await admin.request(`${GATEWAY}/api/admin/photos?limit=3`)).json()) as AdminPhotoPage;
    const card = listed.items.find((item) => item.id === photo.id);
    expect(card?.thumbnailUrl).toBe(`/api/admin/photos/${photo.id}/thumbnail`);
    const thumbnail = await admin.request(`${GATEWAY}${card?.thumbnailUrl}`);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    expect(thumbnail.headers.get('cache-control')).toBe('private, no-store');
    expect((await alice.client.request(`${GATEWAY}${card?.thumbnailUrl}`)).status).toBe(403);
  }, 120_000);

  it('refuses by content what is not a JPG, PNG or WebP image, and a category outside the seven, with a clear 4xx', async () => {
    const text = await bulkUpload(
      admin,
      { bytes: Buffer.from('not a photo at all, just words\n'.repeat(50)), name: 'notes.jpg', type: 'image/jpeg' },
      { category: 'nature', featured: 'false' },
    );
    expect(text.status).toBe(415);
    expect(((await text.json()) as { message: string }).message).toMatch(/image|file/i);

    const tiff = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .tiff()
      .toBuffer();
    const refusedTiff = await bulkUpload(admin, { bytes: tiff, name: 'scan.tif', type: 'image/tiff' }, { category: 'nature', featured: 'false' });
    expect(refusedTiff.status).toBe(415);
    expect(((await refusedTiff.json()) as { message: string }).message).toBe(BULK_UPLOAD_TYPES_MESSAGE);

    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const badCategory = await bulkUpload(admin, { bytes: png, name: 'swatch.png', type: 'image/png' }, { category: 'food', featured: 'false' });
    expect(badCategory.status).toBe(400);
    expect(((await badCategory.json()) as { message: string }).message).toMatch(
      /^Choose a category: landscape, portrait, street, architectural, abstract, nature, travel\.$/,
    );

    // Nothing refused stays in the admin's account.
    const mine = (await (await admin.request(`${GATEWAY}/api/user/photos?limit=60`)).json()) as MyPhotosPage;
    expect(mine.items.map((photo) => photo.title)).not.toEqual(expect.arrayContaining(['notes']));
    expect(mine.items.map((photo) => photo.title)).not.toEqual(expect.arrayContaining(['scan']));
    expect(mine.items.map((photo) => photo.title)).not.toEqual(expect.arrayContaining(['swatch']));
  });

  it('is for admins only', async () => {
    const asPhotographer = await alice.client.request(`${GATEWAY}/api/admin/photos`);
    expect(asPhotographer.status).toBe(403);
    const upload = await bulkUpload(
      alice.client,
      { bytes: readFileSync(`${NATURE}/Aqua.jpg`), name: 'Aqua.jpg', type: 'image/jpeg' },
      { category: 'nature', featured: 'true' },
    );
    expect(upload.status).toBe(403);
  });
});
