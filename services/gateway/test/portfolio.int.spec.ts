import {
  profile,
  SHARED_GATEWAY,
  signInThroughGateway,
  useSharedGatewayUnderTest,
  waitUntil,
  type CookieJarClient,
  type SharedGatewayUnderTest,
} from '@lumafolio/dev-stack';
import { escapeHtml } from '@lumafolio/server-common';
import { setTimeout as sleep } from 'node:timers/promises';
import { isDeepStrictEqual } from 'node:util';
import sharp from 'sharp';

/**
 * Public portfolios through real processes: gateway → NATS → portfolio → auth (path
 * resolution) and media (public photos), the media worker for renditions, and the SPA's
 * index.html with server-rendered head tags, sitemap.xml and robots.txt.
 */
const testProfile = profile('test');
const GATEWAY = SHARED_GATEWAY;
const run = Date.now().toString(36);
const SAME_ORIGIN = { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest' };
const JSON_HEADERS = { ...SAME_ORIGIN, 'content-type': 'application/json' };
const PASSWORD = 'correct horse battery';
const HOSTILE_TAGLINE = '<script>alert("x")</script> & co';

interface PhotoBody {
  id: string;
  userId: string;
  isPublic: boolean;
  status: string;
  variants: Array<{ width: number; url: string }>;
  aiAltText: string | null;
  aiTags: string[];
}

interface Person {
  client: CookieJarClient;
  id: string;
  username: string;
}

/** The answers a page carries (`<script type="application/json" id="lumafolio-boot-data">`). */
/** What the page carries inside #root (the server's render of it; empty when the browser renders it). */
function rootMarkup(html: string): string {
  const start = html.indexOf('<div id="root">') + '<div id="root">'.length;
  return html.slice(start, html.lastIndexOf('</div>', html.indexOf('</body>')));
}

function bootData(html: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="lumafolio-boot-data">([^<]*)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('the page carries no boot data');
  return JSON.parse(json) as Record<string, unknown>;
}

async function signUp(name: string): Promise<Person> {
  const username = `${name}_${run}`;
  const { client } = await signInThroughGateway(GATEWAY, { email: `${name}-${run}@example.com`, username, password: PASSWORD }, { signUp: true });
  const me = await client.request(`${GATEWAY}/api/auth/user`);
  if (me.status !== 200) throw new Error(`sign-in failed: ${me.status} ${await me.text()}`);
  return { client, id: ((await me.json()) as { id: string }).id, username };
}

async function updateProfile(person: Person, changes: Record<string, string>): Promise<void> {
  const response = await person.client.request(`${GATEWAY}/api/profile`, { method: 'PUT', headers: JSON_HEADERS, body: JSON.stringify(changes) });
  if (response.status !== 200) throw new Error(`profile update failed: ${response.status} ${await response.text()}`);
}

const testJpeg = (red: number) =>
  sharp({ create: { width: 1000, height: 700, channels: 3, background: { r: red, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();

async function upload(person: Person, title: string, flags: { isPublic?: boolean; featured?: boolean }): Promise<PhotoBody> {
  const form = new FormData();
  form.append('title', title);
  form.append('category', 'nature');
  form.append('image', new Blob([new Uint8Array(await testJpeg(title.length * 20))], { type: 'image/jpeg' }), `${title}.jpg`);
  const response = await person.client.request(`${GATEWAY}/api/photos/upload`, { method: 'POST', headers: SAME_ORIGIN, body: form });
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  const photo = (await response.json()) as PhotoBody;
  for (const [flag, value] of Object.entries(flags)) {
    const path = flag === 'isPublic' ? 'public' : 'featured';
    const set = await person.client.request(`${GATEWAY}/api/user/photos/${photo.id}/${path}`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ [flag]: value }),
    });
    if (set.status !== 200) throw new Error(`setting ${flag} failed: ${set.status}`);
  }
  return photo;
}

async function waitUntilProcessed(person: Person, photoId: string): Promise<PhotoBody> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const photos = ((await (await person.client.request(`${GATEWAY}/api/user/photos`)).json()) as { items: PhotoBody[] }).items;
    const photo = photos.find((p) => p.id === photoId);
    // Its AI job runs after the photo is ready (ADR 16): a page's answers settle once it is done too.
    if (photo?.status === 'ready' && photo.aiAltText && photo.aiTags.length > 0) return photo;
    if (Date.now() > deadline) throw new Error(`photo ${photoId} was not processed in time (${photo?.status})`);
    await sleep(300);
  }
}

const portfolioApi = (segment: string) => fetch(`${GATEWAY}/api/portfolio/${encodeURIComponent(segment)}`);
const resolvedId = async (segment: string) => {
  const response = await portfolioApi(segment);
  return response.status === 200 ? ((await response.json()) as { id: string }).id : response.status;
};
const metaContent = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property.replace(/[.:]/g, '\\$&')}" content="([^"]*)" />`).exec(html)?.[1];

describe('public portfolios through the gateway', () => {
  let stack: SharedGatewayUnderTest;
  let ana: Person;
  let bob: Person;
  let carl: Person;
  let anaFeatured: PhotoBody;
  let anaPublic: PhotoBody;
  let anaPrivate: PhotoBody;
  let bobPublic: PhotoBody;
  const lastName = `Ruiz${run}`;

  beforeAll(async () => {
    stack = await useSharedGatewayUnderTest(testProfile);
    [ana, bob, carl] = [await signUp('ana'), await signUp('bob'), await signUp('carl')];
    await updateProfile(ana, { firstName: 'Ana', lastName, bio: 'I photograph coasts.', tagline: HOSTILE_TAGLINE, instagram: '@ana' });
    anaFeatured = await upload(ana, 'Featured', { isPublic: true, featured: true });
    anaPublic = await upload(ana, 'Public', { isPublic: true });
    anaPrivate = await upload(ana, 'Private', {});
    bobPublic = await upload(bob, 'Bob', { isPublic: true, featured: true });
    await upload(carl, 'Hidden', {});
  }, 180_000);

  afterAll(async () => {
    await stack.stop();
  });

  it('resolves every portfolio URL type case-insensitively to the right person, and follows profile changes', async () => {
    // username (the default type) and id always resolve.
    expect(await resolvedId(ana.username.toUpperCase())).toBe(ana.id);
    expect(await resolvedId(ana.id.toUpperCase())).toBe(ana.id);
    expect(await resolvedId(bob.username)).toBe(bob.id);

    await updateProfile(ana, { portfolioUrlType: 'fullname_dash' });
    expect(await resolvedId(`ANA-${lastName.toUpperCase()}`)).toBe(ana.id);
    const profile = (await (await portfolioApi(`ana-${lastName}`)).json()) as Record<string, unknown>;
    expect(profile).toMatchObject({
      id: ana.id,
      username: ana.username,
      firstName: 'Ana',
      lastName,
      tagline: HOSTILE_TAGLINE,
      aboutMe: 'I photograph coasts.',
      instagram: '@ana',
      portfolioPath: `/ana-${lastName.toLowerCase()}`,
    });
    expect(JSON.stringify(profile)).not.toContain('@example.com');

    await updateProfile(ana, { portfolioUrlType: 'fullname_dot' });
    expect(await resolvedId(`Ana.${lastName}`)).toBe(ana.id);
    expect(await resolvedId(`ana-${lastName}`)).toBe(404);

    // A name change moves the canonical path with it.
    await updateProfile(ana, { lastName: `Ortiz${run}` });
    expect(await resolvedId(`ana.ortiz${run}`)).toBe(ana.id);
    expect(await resolvedId(`ana.${lastName}`)).toBe(404);
    await updateProfile(ana, { lastName, portfolioUrlType: 'replit_id' });
    expect(await resolvedId(ana.id)).toBe(ana.id);
    expect(await resolvedId(ana.username)).toBe(ana.id);

    await updateProfile(ana, { portfolioUrlType: 'fullname_dash' });
  });

  it('answers 404 "Portfolio not found." for anyone who does not exist', async () => {
    for (const segment of [`nobody-${run}`, '<script>', 'a/b']) {
      const response = await portfolioApi(segment);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { message: string }).message).toBe('Portfolio not found.');
    }
    expect((await fetch(`${GATEWAY}/api/portfolio/nobody-${run}/photos`)).status).toBe(404);
  });

  it('shows visitors only the public photos of that owner', async () => {
    const response = await fetch(`${GATEWAY}/api/portfolio/${ana.username.toUpperCase()}/photos`);
    expect(response.status).toBe(200);
    const { items: photos, total, nextCursor } = (await response.json()) as { items: PhotoBody[]; total: number; nextCursor: string | null };
    expect(total).toBe(2);
    expect(nextCursor).toBeNull();
    expect(photos.map((p) => p.id).sort()).toEqual([anaFeatured.id, anaPublic.id].sort());
    expect(photos.every((p) => p.isPublic && p.userId === ana.id)).toBe(true);
    expect(photos.map((p) => p.id)).not.toContain(anaPrivate.id);
    expect(photos.map((p) => p.id)).not.toContain(bobPublic.id);

    const carlPhotos = await fetch(`${GATEWAY}/api/portfolio/${carl.username}/photos`);
    expect(await carlPhotos.json()).toEqual({ items: [], nextCursor: null, total: 0 });
  });

  it('serves portfolio pages with escaped link-preview tags and the featured photo as og:image', async () => {
    const processed = await waitUntilProcessed(ana, anaFeatured.id);
    const largest = [...processed.variants].sort((a, b) => b.width - a.width)[0];
    const canonical = `${GATEWAY}/ana-${lastName.toLowerCase()}`;

    for (const path of [`/${ana.username}`, `/portfolio/${ana.username.toUpperCase()}`, `/ana-${lastName}`]) {
      const page = await fetch(`${GATEWAY}${path}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await page.text();
      expect(html).toContain(`<title>Ana ${lastName} | Lumafolio</title>`);
      expect(metaContent(html, 'og:title')).toBe(`Ana ${lastName}`);
      expect(metaContent(html, 'og:type')).toBe('profile');
      expect(metaContent(html, 'og:url')).toBe(canonical);
      // Attribute values are escaped: a signed image URL's query carries '&' (ADR 24).
      expect(metaContent(html, 'og:image')).toBe(escapeHtml(`${GATEWAY}${largest?.url}`));
      expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
      // The tagline stays text: escaped in both description tags, never a live script.
      const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co';
      expect(metaContent(html, 'description')).toBe(escaped);
      expect(metaContent(html, 'og:description')).toBe(escaped);
      expect(html).not.toContain('<script>alert');
      // Still the SPA (its entry script), with the page rendered into its root element.
      expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/entry-[^"]+\.js"><\/script>/);
      expect(rootMarkup(html)).toContain(`<h1 id="portfolio-name" class="chakra-heading css-`);
    }
    const image = await fetch(`${GATEWAY}${largest?.url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });

  it("carries the page's first answers, the page rendered from them and its largest image, and never a private photo", async () => {
    const processed = await waitUntilProcessed(ana, anaPublic.id);
    await waitUntilProcessed(ana, anaFeatured.id);
    expect(processed.isPublic).toBe(true);
    const choose = await ana.client.request(`${GATEWAY}/api/user/template`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ templateId: 'monochrome' }),
    });
    expect(choose.status).toBe(200);

    // Any spelling of the address leads to its canonical, lowercase one (spec 01 §3), which carries the page.
    const respelled = await fetch(`${GATEWAY}/portfolio/${ana.username.toUpperCase()}`, { redirect: 'manual' });
    expect([respelled.status, respelled.headers.get('location')]).toEqual([301, `/portfolio/${ana.username}`]);
    const segment = ana.username;
    const html = await (await fetch(`${GATEWAY}/portfolio/${segment}`)).text();
    const boot = bootData(html);
    // Keyed by the paths the page asks for, with the API's own answers.
    const api = async (path: string) => (await fetch(`${GATEWAY}${path}`)).json();
    for (const path of [
      `/api/portfolio/${segment}`,
      `/api/portfolio/${segment}/photos`,
      `/api/portfolio/${segment}/photos?featured=true`,
      `/api/portfolio/${segment}/categories`,
      `/api/portfolio/template/${ana.id}`,
      '/api/templates',
      `/api/user/hero-selection/${ana.id}`,
    ]) {
      expect(boot[path]).toEqual(await api(path));
    }
    const photos = (boot[`/api/portfolio/${segment}/photos`] as { items: PhotoBody[] }).items;
    expect(photos.map((photo) => photo.id).sort()).toEqual([anaFeatured.id, anaPublic.id].sort());
    expect((boot[`/api/portfolio/${segment}/photos?featured=true`] as { items: PhotoBody[] }).items.map((photo) => photo.id)).toEqual([anaFeatured.id]);
    expect(html).not.toContain(anaPrivate.id);
    // The JSON cannot close its element: the hostile tagline's "<" stays escaped.
    expect(html).not.toContain('</script> & co');

    // Monochrome opens on its featured viewer: the featured photo is preloaded at the viewer's sizes.
    const preload = /<link rel="preload" as="image" fetchpriority="high" imagesrcset="([^"]+)" imagesizes="([^"]+)"/.exec(html);
    const featured = await waitUntilProcessed(ana, anaFeatured.id);
    expect(preload?.[1]).toContain(escapeHtml(featured.variants[0]?.url ?? '-'));
    expect(preload?.[2]).toBe('(min-width: 1280px) 1216px, 100vw');
    expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(html.indexOf('<script type="module"'));

    // The page itself is in the HTML, rendered from those answers: the name, the featured
    // photo in the viewer, with its styles in the head.
    const root = rootMarkup(html);
    expect(root).toMatch(/<h1[^>]*>Ana Ruiz/);
    expect(root).toContain(escapeHtml(featured.variants[0]?.url ?? '-'));
    expect(root).not.toContain('<style');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<style data-emotion="css-global [^"]+" data-s="">@layer/);
    expect(head).toMatch(/<style data-emotion="css [^"]+" data-s="">/);
    // Its code is asked for after the first paint, by the entry script alone.
    expect(html).not.toContain('modulepreload');
    const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1];
    expect((await fetch(`${GATEWAY}${entry}`)).status).toBe(200);

    // Signed-out home: the default banner and the featured photos, rendered; signed in, the
    // browser renders the visitor's own home (nothing of another's in the page).
    // The default banner is the whole site's: a banner another file's admin changed reaches the page in a moment.
    const { homeHtml, home, banner } = await waitUntil(
      'the home page carrying the default banner the API answers',
      async () => {
        const homeHtml = await (await fetch(`${GATEWAY}/`)).text();
        // Parsed here, as the boot data is: objects from fetch's own json() have another realm's prototype.
        const banner: unknown = JSON.parse(await (await fetch(`${GATEWAY}/api/hero-images/default`)).text());
        return { homeHtml, home: bootData(homeHtml), banner };
      },
      (page) => isDeepStrictEqual(page.home['/api/hero-images/default'], page.banner),
    );
    expect(home['/api/hero-images/default']).toEqual(banner);
    expect((home['/api/photos?featured=true'] as { items: PhotoBody[] }).items.every((photo) => photo.isPublic)).toBe(true);
    expect(home['/api/auth/user']).toBeNull();
    expect(rootMarkup(homeHtml)).toContain('YOUR STORY, THROUGH THE LENS');
    const signedInHome = await (await ana.client.request(`${GATEWAY}/`)).text();
    expect(signedInHome).not.toContain('lumafolio-boot-data');
    expect(rootMarkup(signedInHome)).toBe('');
  });

  it("keeps the photographer's choice of a hero-coloured accent: on until they turn it off, for visitors too", async () => {
    const visitorView = async () => ((await (await fetch(`${GATEWAY}/api/portfolio/template/${bob.id}`)).json()) as { heroAccent: boolean }).heroAccent;
    expect(await visitorView()).toBe(true);
    const turn = (body: unknown) =>
      bob.client.request(`${GATEWAY}/api/user/template/hero-accent`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) });
    const off = await turn({ heroAccent: false });
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ heroAccent: false });
    expect(await visitorView()).toBe(false);
    const wrong = await turn({ heroAccent: 'maybe' });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { message: string }).message).toContain('heroAccent must be true or false.');
    expect((await fetch(`${GATEWAY}/api/user/template/hero-accent`, { method: 'POST', headers: JSON_HEADERS, body: '{"heroAccent":true}' })).status).toBe(401);
    expect((await turn({ heroAccent: true })).status).toBe(200);
    expect(await visitorView()).toBe(true);
  });

  it('answers an unknown portfolio page with the SPA and a 404; app routes and the home page keep theirs', async () => {
    const missing = await fetch(`${GATEWAY}/nobody-${run}`);
    expect(missing.status).toBe(404);
    const missingHtml = await missing.text();
    expect(missingHtml).toContain('<div id="root"></div>');
    expect(metaContent(missingHtml, 'robots')).toBe('noindex');
    expect((await fetch(`${GATEWAY}/portfolio/nobody-${run}`)).status).toBe(404);

    const account = await fetch(`${GATEWAY}/account`);
    expect(account.status).toBe(200);
    expect(await account.text()).toContain('<div id="root"></div>');

    const home = await fetch(`${GATEWAY}/`);
    expect(home.status).toBe(200);
    const homeHtml = await home.text();
    expect(homeHtml).toContain('<title>Lumafolio</title>');
    expect(metaContent(homeHtml, 'og:type')).toBe('website');
    expect(metaContent(homeHtml, 'og:url')).toBe(`${GATEWAY}/`);
    expect(metaContent(homeHtml, 'description')).toBeTruthy();
  });

  it('lists portfolios with a public photo in sitemap.xml, and not those without', async () => {
    const response = await fetch(`${GATEWAY}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toMatch(
      new RegExp(`<url><loc>${GATEWAY}/ana-${lastName.toLowerCase()}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ</lastmod></url>`),
    );
    expect(xml).toContain(`<loc>${GATEWAY}/${bob.username.toLowerCase()}</loc>`);
    expect(xml).not.toContain(carl.username.toLowerCase());
  });

  it('serves robots.txt', async () => {
    const response = await fetch(`${GATEWAY}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /account',
        'Disallow: /my-photos',
        'Disallow: /admin',
        '',
        `Sitemap: ${GATEWAY}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});
