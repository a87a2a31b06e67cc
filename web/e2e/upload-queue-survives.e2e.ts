import { expect, test, type Page, type Route } from '@playwright/test';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { account, signUp } from './support/identity';
import { textFit } from './support/layout';
import { chooseOptimisedUploads } from './support/photos';
import { backToProjectLook, inEveryLook } from './support/theme';
import { screenshotWhenAsked } from './support/screenshots';

/**
 * The upload queue belongs to the app (ADR 58): five photos chosen on My Photos keep
 * uploading while the photographer visits three other screens, the navigation bar shows how
 * far they are, closing the tab asks first, and a reload mid-way resumes each upload where
 * it stopped: five photos in the end, none twice.
 */

const NATURE = '/usr/share/backgrounds/mate/nature';
const FIVE = readdirSync(NATURE)
  .filter((name) => name.endsWith('.jpg'))
  .map((name) => join(NATURE, name))
  .sort((a, b) => statSync(a).size - statSync(b).size)
  .slice(0, 5);

const myPhotoIds = async (page: Page) =>
  (
    (await (await page.request.get('/api/user/photos?limit=60', { headers: { Accept: 'application/json' } })).json()) as { items: Array<{ id: string }> }
  ).items.map((photo) => photo.id);

/** The `idempotencyKey` of a tus creation's `Upload-Metadata` (comma-separated `key base64`). */
function idempotencyKeyOf(metadata: string | undefined): string | null {
  const pair = (metadata ?? '').split(',').find((entry) => entry.startsWith('idempotencyKey '));
  return pair ? Buffer.from(pair.slice('idempotencyKey '.length), 'base64').toString() : null;
}

/**
 * The bytes of every upload wait at the gate until the test lets a number of them through.
 * Once told to, it also withholds the answers of creations: the server makes the upload, the
 * page never hears where (as when a reload cuts the answer off).
 */
function uploadGate() {
  const held: Route[] = [];
  const withheldCreations: string[] = [];
  let withholdCreations = false;
  let allowed = 0;
  const letThrough = async () => {
    while (allowed > 0 && held.length > 0) {
      allowed -= 1;
      // A request of a page since reloaded is gone: it counts for nothing.
      await (held.shift() as Route).continue().catch(() => (allowed += 1));
    }
  };
  return {
    held: () => held.length,
    /** Where the server made each upload whose creation's answer was withheld. */
    withheldCreations: () => [...withheldCreations],
    withholdCreations: (withhold: boolean) => void (withholdCreations = withhold),
    async handle(route: Route) {
      if (route.request().method() === 'POST' && withholdCreations) {
        const answer = await route.fetch();
        withheldCreations.push(answer.headers().location ?? '');
        return;
      }
      if (route.request().method() !== 'PATCH') return route.continue();
      held.push(route);
      await letThrough();
    },
    async release(count: number) {
      allowed += count;
      await letThrough();
    },
    forgetHeld: () => void held.splice(0),
  };
}

const indicator = (page: Page) => page.getByRole('banner').getByRole('link', { name: /: show the upload queue$/ });
const queue = (page: Page) => page.getByRole('region', { name: 'Upload queue' });

/**
 * The indicator on a desktop, a phone (light and dark) and the narrowest desktop bar: on one
 * line, inside the bar, no sideways scrolling. The page is left as the project shows it.
 */
async function indicatorFitsEveryLook(page: Page, screen: string): Promise<void> {
  const fits = async (look: string) => {
    await expect(indicator(page)).toBeVisible();
    const fit = await textFit(indicator(page));
    expect(fit.lines, look).toHaveLength(1);
    expect(fit.overflowing, look).toBe('');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), look).toBe(true);
    // Nothing in the bar is pushed out of it.
    const bar = page.getByRole('navigation', { name: 'Main' });
    expect(await bar.evaluate((nav) => nav.scrollWidth <= nav.clientWidth), look).toBe(true);
  };
  await inEveryLook(page, async (size, mode) => {
    await fits(`${size} ${mode}`);
    await screenshotWhenAsked(page, `${screen}-${size}-${mode}`);
  });
  await page.setViewportSize({ width: 768, height: 900 });
  await fits('768 px');
  await screenshotWhenAsked(page, `${screen}-768`);
  await backToProjectLook(page, test.info().project.use.viewport);
}

test.describe('uploads that survive', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a queue of five keeps uploading across three screen changes and a reload, and ends with five photos, none twice', async ({ page, baseURL }) => {
    const appOrigin = new URL(baseURL as string).origin;
    await signUp(page, appOrigin, account('survive'), '/account');
    // The optimised copies this test was written with: with originals kept, a reload at the wrong
    // moment still makes one upload twice now and then (one photo all the same), still open.
    await chooseOptimisedUploads(page.request, appOrigin);
    await page.goto('/my-photos');
    await expect(page.getByText("No photos uploaded yet. Click 'Upload Photos' to get started!")).toBeVisible();

    const gate = uploadGate();
    await page.route('**/api/photos/tus/**', (route) => gate.handle(route));
    await page.route('**/api/photos/tus', (route) => gate.handle(route));
    const tusMethods: string[] = [];
    // Each creation's idempotency key (from its tus metadata): one per file, however often it is sent.
    const creationKeys: Array<string | null> = [];
    page.on('request', (request) => {
      if (!request.url().includes('/api/photos/tus')) return;
      tusMethods.push(request.method());
      if (request.method() === 'POST') creationKeys.push(idempotencyKeyOf(request.headers()['upload-metadata']));
    });
    // Where the server collects each upload, as its creations answered (a creation sent again answers the same place).
    const uploadsMade = new Set<string>();
    page.on('response', (response) => {
      const made = response.request().method() === 'POST' && response.url().includes('/api/photos/tus') ? response.headers().location : undefined;
      if (made) uploadsMade.add(made);
    });

    await page.getByRole('button', { name: 'Upload Photos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload New Photos' });
    await dialog.getByLabel('Image file').setInputFiles(FIVE);
    await expect(dialog).toBeHidden();
    await expect(queue(page).getByRole('listitem')).toHaveCount(5);
    await expect(indicator(page)).toHaveAccessibleName(/^Uploading 0 of 5 photos, \d+% sent/);

    // The first upload goes through; the next ones wait, so the queue is still busy below.
    await expect.poll(gate.held, { timeout: 60_000 }).toBeGreaterThan(0);
    await gate.release(1);
    await expect(indicator(page)).toContainText('1 of 5');
    await indicatorFitsEveryLook(page, 'my-photos');

    // Screen 1: the client galleries. The queue goes on there.
    await page.getByRole('link', { name: 'Client Galleries' }).click();
    await expect(page.getByRole('heading', { name: 'Client Galleries', level: 1 })).toBeVisible();
    await expect.poll(gate.held, { timeout: 60_000 }).toBeGreaterThan(0);
    await gate.release(1);
    await expect(indicator(page)).toContainText('2 of 5');
    await indicatorFitsEveryLook(page, 'galleries');

    // Screen 2: the indicator leads back to the queue, as it was left.
    await indicator(page).click();
    await expect(page).toHaveURL(/\/my-photos$/);
    await expect(queue(page).getByText('2 of 5 uploaded')).toBeVisible();

    // Screen 3: the account page, while an upload waits at the gate.
    await page.getByRole('tab', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL(/\/account\?tab=profile$/);
    await expect(indicator(page)).toContainText('2 of 5');
    await expect.poll(gate.held, { timeout: 60_000 }).toBeGreaterThan(0);

    // Closing the tab now asks first.
    let asked = '';
    page.once('dialog', (leave) => {
      asked = leave.type();
      void leave.dismiss();
    });
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => asked).toBe('beforeunload');
    expect(page.isClosed()).toBe(false);

    // The third file goes through and the last one's upload is made, but its answer never comes
    // back; the fourth waits at the gate with its upload made.
    await expect.poll(gate.held, { timeout: 60_000 }).toBe(2);
    gate.withholdCreations(true);
    await gate.release(1);
    await expect(indicator(page)).toContainText('3 of 5');
    await expect.poll(() => gate.withheldCreations().length, { timeout: 60_000 }).toBeGreaterThan(0);

    // A reload mid-upload: the two unfinished files come back; one resumes where it stopped, the
    // other sends its creation again and is answered with the upload the withheld answer named.
    page.on('dialog', (leave) => void leave.accept());
    const createdBeforeReload = tusMethods.filter((method) => method === 'POST').length;
    gate.withholdCreations(false);
    for (const made of gate.withheldCreations()) uploadsMade.add(made);
    // What the old page holds at the gate dies with it; whatever the new page sends is held from
    // the start, so the reloaded page cannot get ahead of the test.
    gate.forgetHeld();
    await page.reload();
    await expect(indicator(page)).toHaveAccessibleName(/^Uploading 0 of 2 photos/, { timeout: 30_000 });
    // The indicator is gone once the last file is in: it is followed while the gate is shut.
    await indicator(page).click();
    await expect(page).toHaveURL(/\/my-photos$/);
    await expect(queue(page).getByRole('listitem')).toHaveCount(2);
    await gate.release(1000);
    await expect(queue(page).getByText('2 of 2 uploaded')).toBeVisible({ timeout: 120_000 });
    await expect(indicator(page)).toBeHidden();

    const ids = await myPhotoIds(page);
    expect(ids).toHaveLength(5);
    expect(new Set(ids).size).toBe(5);
    // Each file's upload was made once: those under way at the reload asked the server where they
    // were, and a creation whose answer the reload cut off was answered with the upload it had made.
    expect(uploadsMade.size).toBe(5);
    expect(creationKeys).not.toContain(null);
    expect(new Set(creationKeys).size).toBe(5);
    expect(createdBeforeReload).toBeGreaterThanOrEqual(4);
    expect(tusMethods).toContain('HEAD');
    // Nothing is kept once every file is in.
    const keptInBrowser = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const open = indexedDB.open('lumafolio-uploads');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const count = open.result.transaction('unfinished').objectStore('unfinished').count();
              count.onsuccess = () => resolve(count.result);
            };
          }),
      );
    await expect.poll(keptInBrowser).toBe(0);
  });
});
