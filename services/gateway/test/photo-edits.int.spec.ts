import {
  profile,
  signInThroughGateway,
  useSharedGatewayUnderTest,
  SHARED_GATEWAY,
  type CookieJarClient,
  type SharedGatewayUnderTest,
} from '@lumafolio/dev-stack';
import { readFileSync } from 'node:fs';

/**
 * An owner's edit made right after an upload, while the media worker writes the same photo
 * document, must survive. (FerretDB 1.x loses concurrent updates of one document; every
 * writer takes the per-photo lock.) Real gateway, media, media-worker, Redis and FerretDB.
 */
const testProfile = profile('test');
const GATEWAY = SHARED_GATEWAY;
const run = Date.now().toString(36);
const SAME_ORIGIN = { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest' };
const PHOTOS = ['Aqua.jpg', 'Garden.jpg', 'LadyBird.jpg', 'Storm.jpg', 'Wood.jpg', 'Dune.jpg'].map((name) =>
  readFileSync(`/usr/share/backgrounds/mate/nature/${name}`),
);

interface PhotoBody {
  id: string;
  status: string;
  description: string;
  tags: string[];
  featured: boolean;
  isPublic: boolean;
}

describe('owner edits during processing', () => {
  let stack: SharedGatewayUnderTest;
  let owner: CookieJarClient;

  beforeAll(async () => {
    stack = await useSharedGatewayUnderTest(testProfile);
    owner = (
      await signInThroughGateway(
        GATEWAY,
        { email: `editor-${run}@example.com`, username: `editor_${run}`, password: 'correct horse battery' },
        { signUp: true },
      )
    ).client;
  });

  afterAll(async () => {
    await stack.stop();
  });

  it('keeps the description, tags and flags set right after each upload', async () => {
    const ids: string[] = [];
    for (const [index, bytes] of PHOTOS.entries()) {
      const form = new FormData();
      form.append('title', `Photo ${index}`);
      form.append('category', 'nature');
      form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `p${index}.jpg`);
      const uploaded = await owner.request(`${GATEWAY}/api/photos/upload`, { method: 'POST', headers: SAME_ORIGIN, body: form });
      expect(uploaded.status).toBe(201);
      const { id } = (await uploaded.json()) as PhotoBody;
      ids.push(id);
      const json = { ...SAME_ORIGIN, 'content-type': 'application/json' };
      const patched = await owner.request(`${GATEWAY}/api/user/photos/${id}`, {
        method: 'PATCH',
        headers: json,
        body: JSON.stringify({ description: `<p>Edit ${index}</p>`, tags: ['kept', `n${index}`] }),
      });
      expect(patched.status).toBe(200);
      expect(
        (await owner.request(`${GATEWAY}/api/user/photos/${id}/public`, { method: 'POST', headers: json, body: JSON.stringify({ isPublic: true }) })).status,
      ).toBe(200);
      expect(
        (await owner.request(`${GATEWAY}/api/user/photos/${id}/featured`, { method: 'POST', headers: json, body: JSON.stringify({ featured: true }) })).status,
      ).toBe(200);
    }

    let photos: PhotoBody[] = [];
    const deadline = Date.now() + 120_000;
    do {
      await new Promise((resolve) => setTimeout(resolve, 500));
      photos = ((await (await owner.request(`${GATEWAY}/api/user/photos`)).json()) as { items: PhotoBody[] }).items;
    } while (photos.some((p) => p.status === 'processing') && Date.now() < deadline);

    for (const [index, id] of ids.entries()) {
      const photo = photos.find((p) => p.id === id);
      expect(photo).toMatchObject({ status: 'ready', description: `<p>Edit ${index}</p>`, tags: ['kept', `n${index}`], isPublic: true, featured: true });
    }
  });
});
