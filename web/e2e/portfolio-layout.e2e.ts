import { expect, test, type Browser, type Page } from '@playwright/test';
import { RUN, account, signUp } from './support/identity';
import { emptyGridCells, coveredBy, textFit } from './support/layout';
import { chooseTemplate, updateProfile, uploadPhoto, waitUntilProcessed, type PhotoSpec } from './support/photos';

/**
 * Issue 11 items 18 and 19: names in the heroes and the monochrome layouts, measured from
 * the laid-out boxes on a phone and on a desktop. A photographer with a long name and seven
 * public photos (two featured).
 */

const NATURE = '/usr/share/backgrounds/mate/nature';
const LONG_NAME = { firstName: 'Maximiliane', lastName: 'Oppenheimer-Wolkenstein' };
const DEMO_NAME = { firstName: 'Demo', lastName: 'Photographer' };
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const TEMPLATES = ['classic', 'epic', 'monochrome', 'monochrome-white'] as const;

const PHOTOS: PhotoSpec[] = [
  { file: `${NATURE}/Aqua.jpg`, title: `Aqua ${RUN}`, category: 'nature', isPublic: true },
  { file: `${NATURE}/Dune.jpg`, title: `Dune ${RUN}`, category: 'landscape', isPublic: true, featured: true },
  { file: `${NATURE}/GreenMeadow.jpg`, title: `Meadow ${RUN}`, category: 'landscape', isPublic: true },
  { file: `${NATURE}/LadyBird.jpg`, title: `Ladybird ${RUN}`, category: 'macro', isPublic: true },
  { file: `${NATURE}/YellowFlower.jpg`, title: `Yellow flower ${RUN}`, category: 'macro', isPublic: true, featured: true },
  { file: `${NATURE}/Wood.jpg`, title: `Wood ${RUN}`, category: 'nature', isPublic: true },
  { file: `${NATURE}/Garden.jpg`, title: `Garden ${RUN}`, category: 'nature', isPublic: true },
];
const FEATURED_TITLES = PHOTOS.filter((photo) => photo.featured).map((photo) => photo.title);

test.describe.serial('hero names and monochrome layouts @desktop-only', () => {
  test.describe.configure({ timeout: 300_000 });

  const photographer = account('layout');
  const path = `/${photographer.username.toLowerCase()}`;
  let owner: Page;
  let appOrigin: string;

  test.beforeAll(async ({ browser, baseURL }) => {
    test.setTimeout(300_000);
    appOrigin = new URL(baseURL as string).origin;
    owner = await (await browser.newContext({ baseURL })).newPage();
    await signUp(owner, appOrigin, photographer, '/account');
    for (const spec of PHOTOS) await uploadPhoto(owner.request, appOrigin, spec);
    await waitUntilProcessed(owner.request, PHOTOS.length);
  });

  test.afterAll(async () => {
    await owner?.context().close();
  });

  /** Opens `address` in a fresh signed-out browser of the given size. */
  async function visit(browser: Browser, baseURL: string | undefined, viewport: { width: number; height: number }, address: string): Promise<Page> {
    const page = await (await browser.newContext({ baseURL, viewport })).newPage();
    await page.goto(address);
    return page;
  }

  test('a name in a hero stays inside its box and wraps only between words, on a phone and a desktop', async ({ browser, baseURL }) => {
    for (const name of [LONG_NAME, DEMO_NAME]) {
      const fullName = `${name.firstName} ${name.lastName}`;
      await updateProfile(owner.request, appOrigin, name);

      // The home page greets the signed-in photographer with their name.
      for (const viewport of VIEWPORTS) {
        await owner.setViewportSize(viewport);
        await owner.goto('/');
        const heading = owner.getByTestId('home-hero').getByRole('heading', { level: 1 });
        await expect(heading).toHaveText(fullName, { ignoreCase: true });
        expect
          .soft({ where: `home ${viewport.width}px`, ...(await textFit(heading)) })
          .toMatchObject({ where: `home ${viewport.width}px`, brokenWords: [], overflowing: '' });
      }

      for (const template of TEMPLATES) {
        await chooseTemplate(owner.request, appOrigin, template);
        for (const viewport of VIEWPORTS) {
          const page = await visit(browser, baseURL, viewport, path);
          await expect(page.getByTestId('portfolio-page')).toHaveAttribute('data-template', template);
          const heading = page.getByRole('heading', { level: 1 });
          await expect(heading).toHaveText(fullName, { ignoreCase: true });
          const where = `${template} ${viewport.width}px`;
          expect.soft({ where, ...(await textFit(heading)) }).toMatchObject({ where, brokenWords: [], overflowing: '' });
          await page.context().close();
        }
      }
    }
  });

  test('monochrome: the featured photo’s title and counter are not hidden under the thumbnails', async ({ browser, baseURL }) => {
    await chooseTemplate(owner.request, appOrigin, 'monochrome');
    for (const viewport of VIEWPORTS) {
      const page = await visit(browser, baseURL, viewport, path);
      const viewer = page.getByTestId('featured-viewer');
      await expect(viewer.getByRole('group', { name: 'Featured photos' }).getByRole('button')).toHaveCount(FEATURED_TITLES.length);
      const title = viewer.getByText(new RegExp(`^(${FEATURED_TITLES.join('|')})$`));
      const counter = viewer.getByText(`1 / ${FEATURED_TITLES.length}`, { exact: true });
      await expect(title).toBeVisible();
      await expect(counter).toBeVisible();
      expect.soft({ where: `title ${viewport.width}px`, coveredBy: await coveredBy(title) }).toEqual({ where: `title ${viewport.width}px`, coveredBy: null });
      expect
        .soft({ where: `counter ${viewport.width}px`, coveredBy: await coveredBy(counter) })
        .toEqual({ where: `counter ${viewport.width}px`, coveredBy: null });
      await page.context().close();
    }
  });

  test('monochrome-white: the grid is filled without holes, featured photos on double tiles', async ({ browser, baseURL }) => {
    await chooseTemplate(owner.request, appOrigin, 'monochrome-white');
    for (const viewport of [...VIEWPORTS, { width: 1024, height: 768 }]) {
      const page = await visit(browser, baseURL, viewport, path);
      const grid = page.getByTestId('monochrome-white-grid');
      await grid.scrollIntoViewIfNeeded();
      await expect(grid.locator(':scope > [data-size]')).toHaveCount(PHOTOS.length);
      await expect(grid.locator(':scope > [data-size="double"]')).toHaveCount(FEATURED_TITLES.length);
      const cells = await emptyGridCells(grid);
      expect.soft({ where: `${viewport.width}px`, columns: cells.columns, empty: cells.empty }).toEqual({
        where: `${viewport.width}px`,
        columns: viewport.width >= 1280 ? 6 : viewport.width >= 768 ? 4 : 2,
        empty: [],
      });
      await page.context().close();
    }
  });
});
