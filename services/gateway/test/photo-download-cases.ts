import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PHOTO_DOWNLOAD_MESSAGES } from '@lumafolio/contracts';
import { profile, signUpThroughGateway, uploadPhotoThroughGateway, waitUntil, type SignedUpUser } from '@lumafolio/dev-stack';
import { sharp } from '@lumafolio/images';
import { createStorage, storageConfigSchema } from '@lumafolio/storage';

/**
 * An owner's downloads of one photo through the real stack (ADR 62): a photo uploaded with
 * a GPS position and stored sideways (EXIF orientation 6), its original byte for byte, and
 * JPEGs for print made by media from it (upright, without EXIF), kept in the photo's folder
 * and used again, gone with the photo. On an S3 bucket (as deployed, photo-files-on-s3.int.spec.ts,
 * a stack of its own without a media worker: the photo stays 'processing') and on local disk
 * (photo-download.int.spec.ts, the shared stack, whose media worker processes it meanwhile).
 */
const testProfile = profile('test');
const run = Date.now().toString(36);
const TITLE = 'Café à Paris';
/** Aqua.jpg is 2560×1600; stored with orientation 6 it shows 1600×2560. */
const UPRIGHT = { width: 1600, height: 2560 };

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Aqua.jpg with a camera, a GPS position in Paris and orientation 6, written to a file to upload. */
async function sidewaysPhotoWithGps(dir: string): Promise<{ path: string; bytes: Buffer }> {
  const bytes = await sharp(readFileSync('/usr/share/backgrounds/mate/nature/Aqua.jpg'))
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'X1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 0/1' },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
  const path = join(dir, 'aqua-gps.jpg');
  writeFileSync(path, bytes);
  return { path, bytes };
}

/** A running stack whose gateway and media keep photos on `driver`'s storage. */
export interface DownloadStack {
  stop(): Promise<void>;
}

export interface DownloadCases {
  driver: 's3' | 'local';
  gateway: string;
  /** Whether the stack runs a media worker (which makes the photo's variants in its folder meanwhile). */
  mediaWorker: boolean;
  start: () => Promise<DownloadStack>;
}

export function describePhotoDownloads({ driver, gateway: GATEWAY, mediaWorker, start }: DownloadCases): void {
  describe(`downloads of one of my photos, kept on ${driver} storage`, () => {
    const SAME_ORIGIN = { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest' };
    const env = { STORAGE_DRIVER: driver };
    const storage = createStorage(storageConfigSchema.parse({ ...testProfile.serviceEnv, ...env }));
    const dir = mkdtempSync(join(tmpdir(), 'photo-download-int-'));
    let stack: DownloadStack;
    let ana: SignedUpUser;
    let bob: SignedUpUser;
    let uploaded: Buffer;
    let photoId: string;

    const downloadUrl = (id: string, query = '') => `${GATEWAY}/api/user/photos/${id}/download${query}`;
    const download = async (person: SignedUpUser, id: string, query = '') => {
      const started = performance.now();
      const response = await person.client.request(downloadUrl(id, query));
      const body = Buffer.from(await response.arrayBuffer());
      process.stdout.write(`[${driver}] GET …/download${query} → ${response.status}, ${body.length} bytes in ${Math.round(performance.now() - started)} ms\n`);
      return { response, body };
    };
    const messageOf = (body: Buffer) => (JSON.parse(body.toString()) as { message: string }).message;
    const folder = (id: string) => `photo/${ana.id}/${id}/`;
    const processed = (id: string) =>
      waitUntil(
        `photo ${id} processed by the media worker`,
        async () => ((await (await ana.client.request(`${GATEWAY}/api/user/photos/${id}`)).json()) as { status: string }).status,
        (status) => status !== 'processing',
        { timeoutMs: 90_000 },
      );
    const upload = async (person: SignedUpUser, path: string): Promise<string> => {
      const response = await uploadPhotoThroughGateway(person.client, GATEWAY, { path, title: TITLE, category: 'travel' });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };

    beforeAll(async () => {
      stack = await start();
      [ana, bob] = [await signUpThroughGateway(GATEWAY, 'dlana', `${run}${driver[0]}`), await signUpThroughGateway(GATEWAY, 'dlbob', `${run}${driver[0]}`)];
      const photo = await sidewaysPhotoWithGps(dir);
      uploaded = photo.bytes;
      // Without a media worker the photo stays 'processing', and its downloads work all the same.
      photoId = await upload(ana, photo.path);
    }, 240_000);

    afterAll(async () => {
      await stack?.stop();
      rmSync(dir, { recursive: true, force: true });
    });

    it('streams the original as it was uploaded, GPS and all, as an attachment named after the title', async () => {
      const { response, body } = await download(ana, photoId);
      expect(response.status).toBe(200);
      expect(sha256(body)).toBe(sha256(uploaded));
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('content-length')).toBe(String(uploaded.length));
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="Cafe a Paris.jpg"; filename*=UTF-8''Caf%C3%A9%20%C3%A0%20Paris.jpg`);
      expect((await sharp(body).metadata()).exif).toBeDefined();
      // `format=original` says the same.
      expect(sha256((await download(ana, photoId, '?format=original')).body)).toBe(sha256(uploaded));
    });

    it('makes a JPEG for print at 1200 px: upright, sRGB, without EXIF, stored in the photo’s folder and used again', async () => {
      const { response, body } = await download(ana, photoId, '?format=jpeg&size=1200');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('content-length')).toBe(String(body.length));
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="Cafe a Paris (1200 px).jpg"; filename*=UTF-8''Caf%C3%A9%20%C3%A0%20Paris%20%281200%20px%29.jpg`,
      );
      const meta = await sharp(body).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'jpeg', width: 750, height: 1200 });
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(meta.space).toBe('srgb');

      const key = `${folder(photoId)}print-1200.jpg`;
      expect((await storage.head(key))?.bytes).toBe(body.length);
      expect(sha256((await download(ana, photoId, '?format=jpeg&size=1200')).body)).toBe(sha256(body));
      // Used again, not made again: what storage holds is what is sent.
      const marker = await sharp({ create: { width: 12, height: 8, channels: 3, background: '#ff0000' } })
        .jpeg()
        .toBuffer();
      await storage.put(key, marker, { contentType: 'image/jpeg' });
      expect(sha256((await download(ana, photoId, '?format=jpeg&size=1200')).body)).toBe(sha256(marker));
    });

    it('makes the full size for `full`, for no size, and for a size the photo does not reach (never enlarged)', async () => {
      const full = await download(ana, photoId, '?format=jpeg&size=full');
      expect(full.response.status).toBe(200);
      expect(full.response.headers.get('content-disposition')).toContain('filename="Cafe a Paris (full size).jpg"');
      const meta = await sharp(full.body).metadata();
      expect({ width: meta.width, height: meta.height, exif: meta.exif }).toEqual({ ...UPRIGHT, exif: undefined });
      expect(await storage.head(`${folder(photoId)}print-full.jpg`)).not.toBeNull();
      for (const query of ['?format=jpeg', '?format=jpeg&size=4800', '?format=jpeg&size=3600']) {
        expect(sha256((await download(ana, photoId, query)).body)).toBe(sha256(full.body));
      }
      expect(await storage.head(`${folder(photoId)}print-4800.jpg`)).toBeNull();
      const smaller = await sharp((await download(ana, photoId, '?format=jpeg&size=2400')).body).metadata();
      expect({ width: smaller.width, height: smaller.height }).toEqual({ width: 1500, height: 2400 });
    });

    it('answers anyone else, and a photo that does not exist, with the same 404, and no one signed out', async () => {
      for (const query of ['', '?format=jpeg&size=1200']) {
        const others = await download(bob, photoId, query);
        expect(others.response.status).toBe(404);
        expect(messageOf(others.body)).toBe('Photo not found.');
      }
      const unknown = await download(ana, `${run}nophoto`, '?format=jpeg');
      expect(unknown.response.status).toBe(404);
      expect(messageOf(unknown.body)).toBe('Photo not found.');
      const malformed = await download(ana, 'NOT..A..PHOTO');
      expect(malformed.response.status).toBe(404);
      expect(messageOf(malformed.body)).toBe('Photo not found.');
      expect((await fetch(downloadUrl(photoId))).status).toBe(401);
      expect((await fetch(downloadUrl(photoId, '?format=jpeg&size=1200'))).status).toBe(401);
    });

    it('refuses a format or size it does not offer with a 400 a person understands', async () => {
      const cases: Array<[string, string]> = [
        ['?format=jpeg&size=1000', PHOTO_DOWNLOAD_MESSAGES.size],
        ['?format=jpeg&size=99999', PHOTO_DOWNLOAD_MESSAGES.size],
        ['?format=png', PHOTO_DOWNLOAD_MESSAGES.format],
        ['?size=1200', PHOTO_DOWNLOAD_MESSAGES.sizeWithoutJpeg],
      ];
      for (const [query, message] of cases) {
        const { response, body } = await download(ana, photoId, query);
        expect(response.status).toBe(400);
        expect(messageOf(body)).toBe(message);
      }
    });

    it('gives the original of a photo whose file cannot be decoded, and a 422 for a JPEG of it', async () => {
      const id = await upload(ana, join(dir, 'aqua-gps.jpg'));
      const broken = Buffer.from('these bytes are no image at all');
      await storage.put(`${folder(id)}original`, broken, { contentType: 'image/jpeg' });
      const jpeg = await download(ana, id, '?format=jpeg&size=1200');
      expect(jpeg.response.status).toBe(422);
      expect(messageOf(jpeg.body)).toBe(PHOTO_DOWNLOAD_MESSAGES.undecodable);
      expect(await storage.head(`${folder(id)}print-1200.jpg`)).toBeNull();
      expect((await download(ana, id)).body.equals(broken)).toBe(true);
    });

    it('removes the JPEGs for print with the photo', async () => {
      const before = await storage.listPage(folder(photoId), { limit: 100 });
      expect(before.objects.map((object) => object.key.slice(folder(photoId).length)).sort()).toEqual(
        expect.arrayContaining(['original', 'print-1200.jpg', 'print-2400.jpg', 'print-full.jpg']),
      );
      // A media worker is done with the photo first: the variants of a job still running would be written after the delete.
      if (mediaWorker) await processed(photoId);
      const deleted = await ana.client.request(`${GATEWAY}/api/user/photos/${photoId}`, { method: 'DELETE', headers: SAME_ORIGIN });
      expect(deleted.status).toBe(204);
      expect((await storage.listPage(folder(photoId), { limit: 100 })).objects).toEqual([]);
      expect((await download(ana, photoId, '?format=jpeg&size=1200')).response.status).toBe(404);
    });
  });
}
