import { profile, REPO_ROOT, signUpAdminAsOperator, signUpThroughGateway, waitUntil, type CookieJarClient, type SignedUpUser } from '@lumafolio/dev-stack';
import {
  MEDIA_QUEUE,
  mediaJobId,
  storageAuditJobId,
  type AdminUserAudit,
  type AuditEntry,
  type Page,
  type StorageAnalytics,
  type StorageAudit,
  type StorageFile,
  type UserStorageListing,
} from '@lumafolio/contracts';
import { MongoDatabase, newPhotoDocument, PhotoRepository, openProjectedPhotoRepository, type ProjectedPhotoRepository } from '@lumafolio/dal';
import { createStorage, S3Storage, storageConfigSchema, type ObjectStorage } from '@lumafolio/storage';
import { Queue, QueueEvents } from 'bullmq';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

/**
 * The Storage Analytics and Object Storage tabs through real processes (gateway → admin →
 * media, the media worker running the queued audit) on real FerretDB, on both storage
 * drivers: orphans and missing files are found, shown, repaired, and the audit is clean again.
 * On an S3 bucket (as deployed, admin-storage-on-s3.int.spec.ts, a stack of its own) and on local disk
 * (admin-storage.int.spec.ts, the shared stack, whose storage is local disk).
 */
const testProfile = profile('test');
const run = Date.now().toString(36);
const NATURE = '/usr/share/backgrounds/mate/nature';
const [FIRST_JPEG = 'missing.jpg'] = readdirSync(NATURE)
  .filter((name) => name.endsWith('.jpg'))
  .sort();
const JPEG = readFileSync(join(NATURE, FIRST_JPEG));

const until = <T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 90_000): Promise<T> =>
  waitUntil(what, read, done, { timeoutMs, intervalMs: 200 });

/** A running stack (admin service and media worker included) whose services keep photos on `driver`'s storage. */
export interface StorageTabsStack {
  stop(): Promise<void>;
}

export function describeStorageTabs(driver: 's3' | 'local', GATEWAY: string, start: () => Promise<StorageTabsStack>): void {
  describe(`the storage tabs on ${driver} storage`, () => {
    const SAME_ORIGIN = { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest' };
    const JSON_HEADERS = { ...SAME_ORIGIN, 'content-type': 'application/json' };
    const ADMIN_EMAIL = `storage-admin-${driver}-${run}@example.com`;
    let stack: StorageTabsStack;
    let db: MongoDatabase;
    /** Photos seeded as the media domain writes them: projected into visitors' lists (ADR 46). */
    let seeding: ProjectedPhotoRepository;
    let photos: PhotoRepository;
    let storage: ObjectStorage;
    let admin: CookieJarClient;
    let alice: SignedUpUser;
    let bob: SignedUpUser;
    const id = (name: string) => `${run}${driver}${name}`.toLowerCase();
    const ids = { fine: id('fine'), restore: id('rest'), remove: id('drop'), gap: id('gap') };
    const key = (userId: string, photoId: string, file: string) => `photo/${userId}/${photoId}/${file}`;

    const post = (path: string, body: unknown) => admin.request(`${GATEWAY}${path}`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) });
    const del = (path: string, body: unknown) => admin.request(`${GATEWAY}${path}`, { method: 'DELETE', headers: JSON_HEADERS, body: JSON.stringify(body) });
    const userAudit = async (userId: string) => {
      const response = await post('/api/admin/storage/user-audit', { userId });
      expect(response.status).toBe(200);
      return (await response.json()) as AdminUserAudit;
    };
    const everyFile = async (userId: string, limit: number) => {
      const pages: UserStorageListing[] = [];
      let cursor: string | null = null;
      do {
        const response = await admin.request(`${GATEWAY}/api/admin/object-storage/user/${userId}?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
        expect(response.status).toBe(200);
        const page = (await response.json()) as UserStorageListing;
        pages.push(page);
        cursor = page.nextCursor;
      } while (cursor);
      return pages;
    };

    /** A photo as the pipeline leaves it: its original and a 400 px variant, both stored. */
    async function seedPhoto(owner: SignedUpUser, photoId: string, variants: string[]): Promise<void> {
      const webp = await sharp(JPEG).resize(400).webp().toBuffer();
      await storage.put(key(owner.id, photoId, 'original'), JPEG, { contentType: 'image/jpeg' });
      await storage.put(key(owner.id, photoId, 'w400.webp'), webp, { contentType: 'image/webp' });
      const doc = newPhotoDocument({
        _id: photoId,
        userId: owner.id,
        originalKey: key(owner.id, photoId, 'original'),
        mimeType: 'image/jpeg',
        originalBytes: JPEG.length,
        title: `Seeded ${photoId}`,
      });
      await photos.insert({
        ...doc,
        status: 'ready',
        variants: variants.map((name) => ({ width: 400, height: 300, format: 'webp' as const, key: key(owner.id, photoId, name), bytes: webp.length })),
      });
    }

    beforeAll(async () => {
      stack = await start();
      db = await new MongoDatabase({ uri: testProfile.serviceEnv.MONGODB_URI }).connect();
      seeding = openProjectedPhotoRepository(db.connection, testProfile.serviceEnv.REDIS_URL);
      photos = seeding.photos;
      storage = createStorage(storageConfigSchema.parse({ ...testProfile.serviceEnv, STORAGE_DRIVER: driver }));
      alice = await signUpThroughGateway(GATEWAY, 'alice', `${run}${driver}`);
      bob = await signUpThroughGateway(GATEWAY, 'bob', `${run}${driver}`);
      // An admin of this file's own, granted as an operator grants one.
      admin = await signUpAdminAsOperator(GATEWAY, testProfile, { email: ADMIN_EMAIL, username: `sa${driver}${run}`, password: 'correct horse battery' });
      await seedPhoto(alice, ids.fine, ['w400.webp']);
      await seedPhoto(alice, ids.restore, ['w400.webp']);
      await seedPhoto(alice, ids.remove, ['w400.webp']);
      await seedPhoto(alice, ids.gap, ['w400.webp', 'w800.webp']); // w800 never stored: a missing variant
      // Orphans: two photos whose documents are gone.
      await photos.deleteOwned(alice.id, ids.restore);
      await photos.deleteOwned(alice.id, ids.remove);
    }, 240_000);

    afterAll(async () => {
      await storage?.deletePrefix(`photo/${alice?.id}/`).catch(() => undefined);
      await storage?.deletePrefix(`photo/${bob?.id}/`).catch(() => undefined);
      if (storage instanceof S3Storage) storage.destroy();
      seeding?.close();
      await db?.disconnect();
      await stack?.stop();
    });

    it('the user audit finds the orphans and the missing variant, by user ID or by username', async () => {
      const byId = await userAudit(alice.id);
      expect(byId).toMatchObject({
        userId: alice.id,
        username: alice.username,
        databasePhotos: 2,
        storageFiles: 8,
        status: 'mismatch',
        orphanedCount: 4,
        missingCount: 1,
      });
      expect(byId.orphanedFiles.sort()).toEqual(
        [
          key(alice.id, ids.remove, 'original'),
          key(alice.id, ids.remove, 'w400.webp'),
          key(alice.id, ids.restore, 'original'),
          key(alice.id, ids.restore, 'w400.webp'),
        ].sort(),
      );
      expect(byId.missingFiles).toEqual([key(alice.id, ids.gap, 'w800.webp')]);
      expect(await userAudit(`  ${alice.username} `)).toMatchObject({ userId: alice.id, orphanedCount: 4 });
    });

    it('refuses an empty user, and says when nobody has that ID or username', async () => {
      for (const userId of ['', '   ']) {
        const response = await post('/api/admin/storage/user-audit', { userId });
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ message: 'Enter a user ID or username.' });
      }
      expect((await post('/api/admin/storage/user-audit', {})).status).toBe(400);
      const nobody = await post('/api/admin/storage/user-audit', { userId: `nobody_${run}` });
      expect(nobody.status).toBe(404);
      expect(await nobody.json()).toMatchObject({ message: 'No user has that ID or username.' });
    });

    it('lists the folder a page at a time with its summary, each file in the database or orphaned', async () => {
      const pages = await everyFile(alice.id, 2);
      expect(pages.length).toBe(4);
      expect(pages[0]).toMatchObject({ userId: alice.id, folder: `photo/${alice.id}/`, totalFiles: 8 });
      expect(pages[0]?.summary).toEqual({ totalFiles: 8, totalSize: expect.any(Number), images: 8, inDatabase: 4, orphaned: 4, missing: 1 });
      expect(pages.slice(1).every((page) => page.summary === null && page.totalFiles === null)).toBe(true);
      const files = pages.flatMap((page) => page.files);
      expect(files.map((file) => file.key)).toEqual([...files.map((file) => file.key)].sort());
      const byKey = new Map<string, StorageFile>(files.map((file) => [file.key, file]));
      expect(byKey.get(key(alice.id, ids.fine, 'original'))).toMatchObject({
        size: JPEG.length,
        type: 'image/jpeg',
        hasDbEntry: true,
        dbInfo: { id: ids.fine, isPublic: false, isFeatured: false },
        restorable: false,
      });
      // An orphaned original's type is asked of storage; it can be restored, its resized copy cannot.
      expect(byKey.get(key(alice.id, ids.restore, 'original'))).toMatchObject({ type: 'image/jpeg', hasDbEntry: false, dbInfo: null, restorable: true });
      expect(byKey.get(key(alice.id, ids.restore, 'w400.webp'))).toMatchObject({ type: 'image/webp', hasDbEntry: false, restorable: false });
      expect(files.every((file) => file.lastModified !== null && !Number.isNaN(Date.parse(file.lastModified)))).toBe(true);

      const opened = await admin.request(`${GATEWAY}${byKey.get(key(alice.id, ids.restore, 'original'))?.url ?? ''}`);
      expect(opened.status).toBe(200);
      expect(opened.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.from(await opened.arrayBuffer()).equals(JPEG)).toBe(true);
      expect((await admin.request(`${GATEWAY}/api/admin/object-storage/file?key=${encodeURIComponent('avatar/x/y')}`)).status).toBe(400);
      expect((await admin.request(`${GATEWAY}/api/admin/object-storage/user/${alice.id}?cursor=bm90LWEtdG9rZW4`)).status).toBe(400);
    });

    it('the user picker pages and searches the users', async () => {
      const response = await admin.request(`${GATEWAY}/api/admin/object-storage/users?q=${encodeURIComponent(alice.username)}&limit=5`);
      expect(response.status).toBe(200);
      const page = (await response.json()) as Page<{ id: string; role: string }>;
      expect(page.items).toEqual([expect.objectContaining({ id: alice.id, role: 'user' })]);
    });

    it('the queued whole-store audit reports its progress and finds the same problems', async () => {
      const events = new QueueEvents(MEDIA_QUEUE, { connection: { url: testProfile.serviceEnv.REDIS_URL } });
      const progress: Array<{ jobId: string; data: unknown }> = [];
      events.on('progress', ({ jobId, data }) => progress.push({ jobId, data }));
      await events.waitUntilReady();
      try {
        const started = await post('/api/admin/storage/audit/run', {});
        expect(started.status).toBe(202);
        const runId = ((await started.json()) as StorageAudit).run?.id;
        expect(runId).toEqual(expect.any(String));
        const audit = await until(
          'the storage audit',
          async () => (await (await admin.request(`${GATEWAY}/api/admin/storage/audit`)).json()) as StorageAudit,
          (value) => value.run?.id === runId && value.run?.status === 'done',
          180_000,
        );
        expect(audit.healthy).toBe(false);
        expect(audit.orphanedFiles).toBeGreaterThanOrEqual(4);
        expect(audit.missingFiles).toBeGreaterThanOrEqual(1);
        expect(audit.totalFiles).toBeGreaterThanOrEqual(8);
        expect(audit.totalSize).toMatch(/^\d+(\.\d)?(B|KB|MB|GB)$/);
        expect(audit.breakdown.length).toBeGreaterThan(0);
        const ofRun = progress.filter((event) => event.jobId === storageAuditJobId(runId ?? '')).map((event) => event.data);
        expect(ofRun.at(-1)).toMatchObject({ percent: 100, filesScanned: audit.totalFiles });

        const analytics = (await (await admin.request(`${GATEWAY}/api/admin/storage/analytics`)).json()) as StorageAnalytics;
        expect(analytics.report?.usersWithProblems).toEqual(expect.arrayContaining([{ userId: alice.id, username: alice.username, orphaned: 4, missing: 1 }]));
        const page = await admin.request(`${GATEWAY}/api/admin/storage/analytics`, { headers: { accept: 'text/html,application/xhtml+xml' } });
        expect(page.headers.get('content-type')).toMatch(/^text\/html/);
        const html = await page.text();
        expect(html).toContain('<h1>Storage analytics</h1>');
        expect(html).toContain(alice.username);
        const auditPage = await (await admin.request(`${GATEWAY}/api/admin/storage/audit`, { headers: { accept: 'text/html' } })).text();
        expect(auditPage).toContain('<h1>Storage audit</h1>');
        expect(auditPage).toMatch(/orphaned and \d+ missing file/);
      } finally {
        await events.close();
      }
    }, 240_000);

    it('refuses keys outside the folder, resized copies, files in the database and unknown users', async () => {
      const outside = [key(bob.id, ids.restore, 'original'), `photo/${alice.id}/../${bob.id}/x/original`, `avatar/${alice.id}/original`, `photo/${alice.id}`];
      for (const fileKey of outside) {
        const restored = await post('/api/admin/object-storage/restore-file', {
          userId: alice.id,
          fileKey,
          fileName: 'x.jpg',
          fileSize: 1,
          fileType: 'image/jpeg',
        });
        expect(restored.status).toBe(400);
        const deleted = await del('/api/admin/object-storage/delete-file', { userId: alice.id, fileKey, fileName: 'x.jpg' });
        expect(deleted.status).toBe(400);
      }
      const copy = await post('/api/admin/object-storage/restore-file', {
        userId: alice.id,
        fileKey: key(alice.id, ids.restore, 'w400.webp'),
        fileName: 'w400.webp',
      });
      expect(copy.status).toBe(400);
      expect(await copy.json()).toMatchObject({ message: expect.stringContaining('resized copy') });
      const inDb = await del('/api/admin/object-storage/delete-file', { userId: alice.id, fileKey: key(alice.id, ids.fine, 'original'), fileName: 'original' });
      expect(inDb.status).toBe(409);
      expect(await storage.head(key(alice.id, ids.fine, 'original'))).not.toBeNull();
      const nobody = await post('/api/admin/object-storage/restore-file', {
        userId: `nobody${run}`,
        fileKey: `photo/nobody${run}/abcdefgh12/original`,
        fileName: 'x',
      });
      expect(nobody.status).toBe(404);
      expect((await post('/api/admin/object-storage/restore-file', { userId: '', fileKey: 'x' })).status).toBe(400);
    });

    it('refuses to restore a file that is not an image', async () => {
      const fake = `${run}${driver}fake`.toLowerCase();
      await storage.put(key(alice.id, fake, 'original'), Buffer.from('<html>not a photo</html>'), { contentType: 'image/jpeg' });
      const response = await post('/api/admin/object-storage/restore-file', {
        userId: alice.id,
        fileKey: key(alice.id, fake, 'original'),
        fileName: 'fake.jpg',
      });
      expect(response.status).toBe(415);
      expect(await photos.findById(fake)).toBeNull();
      await storage.delete(key(alice.id, fake, 'original'));
    });

    it('restores one orphan (document created, processing queued), deletes the other, and the audit is clean again', async () => {
      const restored = await post('/api/admin/object-storage/restore-file', {
        userId: alice.id,
        fileKey: key(alice.id, ids.restore, 'original'),
        fileName: 'Harbour at dawn.jpg',
        fileSize: JPEG.length,
        fileType: 'image/jpeg',
      });
      expect(restored.status).toBe(201);
      expect(await restored.json()).toEqual({ photoId: ids.restore, key: key(alice.id, ids.restore, 'original'), title: 'Harbour at dawn' });
      expect(await photos.findOwned(alice.id, ids.restore)).toMatchObject({
        title: 'Harbour at dawn',
        mimeType: 'image/jpeg',
        originalBytes: JPEG.length,
        isPublic: false,
      });
      const queue = new Queue(MEDIA_QUEUE, { connection: { url: testProfile.serviceEnv.REDIS_URL } });
      try {
        expect(await queue.getJob(mediaJobId('optimise', ids.restore))).toBeDefined();
      } finally {
        await queue.close();
      }
      await until(
        'the restored photo processed',
        () => photos.findById(ids.restore),
        (photo) => photo?.status === 'ready' && photo.variants.length > 0,
      );

      for (const file of ['original', 'w400.webp']) {
        const deleted = await del('/api/admin/object-storage/delete-file', { userId: alice.id, fileKey: key(alice.id, ids.remove, file), fileName: file });
        expect(deleted.status).toBe(200);
        expect(await storage.head(key(alice.id, ids.remove, file))).toBeNull();
      }
      // The photo with a missing variant is processed again from its original.
      expect((await post('/api/admin/storage/regenerate', { userId: alice.id, photoId: 'nosuchphoto' })).status).toBe(404);
      const regenerated = await post('/api/admin/storage/regenerate', { userId: alice.id, photoId: ids.gap });
      expect(regenerated.status).toBe(202);
      expect(await regenerated.json()).toEqual({ photoId: ids.gap, queued: true });
      await until(
        'the missing variant made again',
        () => userAudit(alice.id),
        (audit) => audit.missingCount === 0,
      );

      expect(await userAudit(alice.id)).toMatchObject({ status: 'match', orphanedCount: 0, missingCount: 0, databasePhotos: 3 });
      const summary = (await everyFile(alice.id, 50))[0]?.summary;
      expect(summary).toMatchObject({ orphaned: 0, missing: 0 });

      const log = (await (await admin.request(`${GATEWAY}/api/admin/audit?limit=20`)).json()) as Page<AuditEntry>;
      expect(log.items.map((entry) => entry.action)).toEqual(
        expect.arrayContaining(['storage.restore', 'storage.delete', 'storage.regenerate', 'storage.audit']),
      );
    }, 180_000);

    it('restores a photo uploaded and processed before its document was lost (its finished job still kept), and regenerates one that lost a variant', async () => {
      const uploadPhoto = async (title: string): Promise<string> => {
        const form = new FormData();
        form.append('title', title);
        form.append('category', 'nature');
        form.append('image', new Blob([new Uint8Array(JPEG)], { type: 'image/jpeg' }), `${title}.jpg`);
        const response = await alice.client.request(`${GATEWAY}/api/photos/upload`, { method: 'POST', headers: SAME_ORIGIN, body: form });
        expect(response.status).toBe(201);
        const photoId = ((await response.json()) as { id: string }).id;
        await until(
          `${title} processed`,
          () => photos.findById(photoId),
          (photo) => photo?.status === 'ready' && photo.variants.length > 0,
        );
        return photoId;
      };
      const lost = await uploadPhoto('Lost document');
      const thinned = await uploadPhoto('Lost variant');
      const original = (await photos.findById(lost))?.originalKey as string;
      await photos.deleteOwned(alice.id, lost);
      const variant = (await photos.findById(thinned))?.variants[0]?.key as string;
      await storage.delete(variant);
      expect(await userAudit(alice.id)).toMatchObject({ status: 'mismatch', missingFiles: [variant], orphanedFiles: expect.arrayContaining([original]) });

      expect((await post('/api/admin/object-storage/restore-file', { userId: alice.id, fileKey: original, fileName: 'Found again.jpg' })).status).toBe(201);
      expect((await post('/api/admin/storage/regenerate', { userId: alice.id, photoId: thinned })).status).toBe(202);
      await until(
        'the restored photo processed again',
        () => photos.findById(lost),
        (photo) => photo?.status === 'ready' && photo.variants.length > 0,
      );
      // The restored photo's resized copies were orphans until it was processed again; the variant is back.
      await until(
        'the audit clean again',
        () => userAudit(alice.id),
        (audit) => audit.status === 'match',
      );
      expect(await storage.head(variant)).not.toBeNull();
    }, 180_000);

    it('pages through more than a page of the store, and the command line prints the audit', async () => {
      const many = 1_005;
      const folder = `photo/${bob.id}/`;
      for (let start = 0; start < many; start += 50) {
        await Promise.all(
          Array.from({ length: Math.min(50, many - start) }, (_, i) =>
            storage.put(`${folder}${String(start + i).padStart(5, '0')}.bin`, Buffer.from('x'), { contentType: 'application/octet-stream' }),
          ),
        );
      }
      const pages = await everyFile(bob.id, 200);
      expect(pages).toHaveLength(6);
      expect(pages[0]?.summary).toMatchObject({ totalFiles: many, orphaned: many, inDatabase: 0 });
      const keys = pages.flatMap((page) => page.files.map((file) => file.key));
      expect(new Set(keys).size).toBe(many);
      expect(keys[0]).toBe(`${folder}00000.bin`);
      expect(keys.at(-1)).toBe(`${folder}01004.bin`);
      expect(await userAudit(bob.id)).toMatchObject({ storageFiles: many, orphanedCount: many, status: 'mismatch' });

      const cli = spawnSync(process.execPath, [join(REPO_ROOT, 'services/media-worker/dist/cli/storage-audit.js'), '--user', bob.id], {
        env: { ...process.env, ...testProfile.serviceEnv, STORAGE_DRIVER: driver, LOG_LEVEL: 'warn' },
        encoding: 'utf8',
      });
      expect(cli.stderr).toBe('');
      expect(cli.status).toBe(2);
      expect(cli.stdout).toContain(`User:             ${bob.id}`);
      expect(cli.stdout).toContain(`Orphaned (${many}):`);
      expect(cli.stdout).toContain('Status: mismatch');
    }, 180_000);
  });
}
