import {
  profile,
  signInThroughGateway,
  signUpThroughGateway,
  useSharedGatewayUnderTest,
  SHARED_GATEWAY,
  type SharedGatewayUnderTest,
  type SignedUpUser,
} from '@lumafolio/dev-stack';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Links that last and first steps (ADR 45), through real processes: a username change keeps
 * the old portfolio addresses answering with a 301 to the current one (pages, anything below
 * them, their query), and the API says where the portfolio moved; until somebody takes the
 * name. The first-steps checklist is read from real data and is only ever one's own.
 */
const testProfile = profile('test');
const GATEWAY = SHARED_GATEWAY;
const run = Date.now().toString(36);
const JSON_HEADERS = { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

const name = (base: string) => `${base}_${run}`;

async function rename(person: SignedUpUser, username: string): Promise<void> {
  const response = await person.client.request(`${GATEWAY}/api/profile`, { method: 'PUT', headers: JSON_HEADERS, body: JSON.stringify({ username }) });
  if (response.status !== 200) throw new Error(`rename failed: ${response.status} ${await response.text()}`);
}

/** A page request as a crawler makes it: the redirect itself, not where it leads. */
async function page(path: string): Promise<{ status: number; location: string | null; cacheControl: string | null }> {
  const response = await fetch(`${GATEWAY}${path}`, { redirect: 'manual' });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get('location'), cacheControl: response.headers.get('cache-control') };
}

interface ProfileAnswer {
  id: string;
  username: string;
  portfolioPath: string;
  movedTo?: string;
}

async function profileAt(segment: string): Promise<ProfileAnswer | number> {
  const response = await fetch(`${GATEWAY}/api/portfolio/${encodeURIComponent(segment)}`);
  return response.status === 200 ? ((await response.json()) as ProfileAnswer) : response.status;
}

/** The visitor cache drops answers when told by an event: waits (bounded) until the API shows `expected`. */
async function untilProfileAt(segment: string, expected: (answer: ProfileAnswer | number) => boolean): Promise<ProfileAnswer | number> {
  for (let attempt = 0; ; attempt += 1) {
    const answer = await profileAt(segment);
    if (expected(answer) || attempt >= 100) return answer;
    await sleep(50);
  }
}

describe('old portfolio addresses after a username change', () => {
  let stack: SharedGatewayUnderTest;
  let ana: SignedUpUser;
  let bob: SignedUpUser;

  beforeAll(async () => {
    stack = await useSharedGatewayUnderTest(testProfile);
    [ana, bob] = [await signUpThroughGateway(GATEWAY, 'ana', run), await signUpThroughGateway(GATEWAY, 'bob', run)];
  }, 180_000);

  afterAll(async () => {
    await stack.stop();
  });

  it('redirects every old address of a portfolio permanently to its current one, query and sub-path kept', async () => {
    const [first, second] = [ana.username, name('ana2')];
    expect(await page(`/${first}`)).toMatchObject({ status: 200 });
    await rename(ana, second);

    expect(await page(`/${first}?category=travel`)).toEqual({ status: 301, location: `/${second}?category=travel`, cacheControl: 'no-cache' });
    expect(await page(`/portfolio/${first.toUpperCase()}`)).toMatchObject({ status: 301, location: `/portfolio/${second}` });
    expect(await page(`/${first}/photos/abc?x=1`)).toMatchObject({ status: 301, location: `/${second}/photos/abc?x=1` });
    expect(await page(`/${second}`)).toMatchObject({ status: 200 });
    // The SPA's lookup: the profile, and where the portfolio is now.
    expect(await profileAt(first)).toMatchObject({ id: ana.id, username: second, portfolioPath: `/${second}`, movedTo: `/${second}` });
    expect(await profileAt(second)).not.toHaveProperty('movedTo');
    // Addresses below anything else are still the app's: no redirect.
    expect(await page(`/nobody_${run}/photos`)).toMatchObject({ status: 200, location: null });
  });

  it('resolves a chain of renames to the current name, and a change back to an old name ends its redirect', async () => {
    const [first, second, third] = [ana.username, name('ana2'), name('ana3')];
    await rename(ana, third);
    expect(await page(`/${first}`)).toMatchObject({ status: 301, location: `/${third}` });
    expect(await page(`/${second}`)).toMatchObject({ status: 301, location: `/${third}` });

    await rename(ana, second);
    expect(await page(`/${second}`)).toMatchObject({ status: 200 });
    expect(await page(`/${third}`)).toMatchObject({ status: 301, location: `/${second}` });
    expect(await untilProfileAt(second, (answer) => typeof answer === 'object' && !answer.movedTo)).toMatchObject({ id: ana.id, username: second });
  });

  it('gives an old name to whoever takes it next, by a rename or a sign-up', async () => {
    const [first, third] = [ana.username, name('ana3')];
    // Cached for visitors while it still leads to ana.
    expect(await profileAt(first)).toMatchObject({ id: ana.id, movedTo: `/${name('ana2')}` });

    await rename(bob, first);
    expect(await untilProfileAt(first, (answer) => typeof answer === 'object' && answer.id === bob.id)).toEqual(
      expect.objectContaining({ id: bob.id, username: first, portfolioPath: `/${first}` }),
    );
    expect(await profileAt(first)).not.toHaveProperty('movedTo');
    expect(await page(`/${first}`)).toMatchObject({ status: 200, location: null });

    // Bob's own old name now redirects to him; a newcomer signing up with it takes it over.
    expect(await page(`/${name('bob')}`)).toMatchObject({ status: 301, location: `/${first}` });
    expect(await page(`/${third}`)).toMatchObject({ status: 301 });
    const newcomer = await signUpThroughGateway(GATEWAY, 'ana3', run);
    expect(await untilProfileAt(third, (answer) => typeof answer === 'object' && answer.id === newcomer.id)).toMatchObject({ id: newcomer.id });
    expect(await page(`/${third}`)).toMatchObject({ status: 200, location: null });
  });

  it('never redirects to another site: hostile addresses and sign-in return paths stay on this one', async () => {
    for (const path of ['//evil.example/', '/%2F%2Fevil.example', '/portfolio/%2F%2Fevil.example/x', '/\\evil.example/x']) {
      const answer = await page(path);
      expect(answer.location === null || (answer.location.startsWith('/') && !answer.location.startsWith('//'))).toBe(true);
      expect(answer.status).not.toBe(301);
    }
    const account = { email: `bob-${run}@example.com`, username: name('ana'), password: 'correct horse battery' };
    const back = await signInThroughGateway(GATEWAY, account, { returnTo: `/${name('ana2')}?category=travel` });
    expect(back.landedOn).toBe(`${GATEWAY}/${name('ana2')}?category=travel`);
    for (const hostile of ['//evil.example/', 'https://evil.example/', '/\\evil.example']) {
      const refused = await signInThroughGateway(GATEWAY, account, { returnTo: hostile });
      expect(refused.landedOn).toBe(`${GATEWAY}/`);
    }
  });

  it('keeps the first-steps checklist to its owner, from real data, with readable refusals', async () => {
    expect((await fetch(`${GATEWAY}/api/user/first-steps`)).status).toBe(401);
    const steps = await bob.client.request(`${GATEWAY}/api/user/first-steps`);
    expect(await steps.json()).toEqual({
      steps: ['upload', 'publish', 'template', 'hero', 'share'].map((id) => ({ id, done: false })),
      visible: true,
    });
    const wrong = await bob.client.request(`${GATEWAY}/api/user/first-steps`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ event: 'done' }),
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { message: string }).message).toContain('The event must be "shared" or "dismissed".');

    const shared = await bob.client.request(`${GATEWAY}/api/user/first-steps`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ event: 'shared' }),
    });
    expect(((await shared.json()) as { steps: Array<{ id: string; done: boolean }> }).steps.find((step) => step.id === 'share')).toEqual({
      id: 'share',
      done: true,
    });
    const dismissed = await bob.client.request(`${GATEWAY}/api/user/first-steps`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ event: 'dismissed' }),
    });
    expect(await dismissed.json()).toMatchObject({ visible: false });
    // Ana's is untouched.
    expect(await (await ana.client.request(`${GATEWAY}/api/user/first-steps`)).json()).toMatchObject({ visible: true });
  });
});
