import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { RUN, account, signUp } from './support/identity';
import { screenshotWhenAsked } from './support/screenshots';
import { chooseTemplate, updateProfile, uploadPhoto, waitUntilProcessed, type PhotoSpec } from './support/photos';
import { afterNextFrames } from './support/frames';

/**
 * Issue 5 items 5–7 (web): the visitor home page and public portfolios against the real
 * stack. A photographer with public and private photos and the epic template; a signed-out
 * visitor sees only the public ones in that layout, at /{username} and /portfolio/{username},
 * moves through the lightbox with keys and swipes; the owner switches to monochrome-white and
 * the visitor's layout follows; the contact form checks its fields and notifies the owner.
 */

const NATURE = '/usr/share/backgrounds/mate/nature';
const DESKTOP_HINT = 'Press ESC to close • ← → to navigate • I for info';
const toast = (page: Page) => page.locator('[data-scope="toast"][data-part="root"]');

const PUBLIC_PHOTOS: PhotoSpec[] = [
  {
    file: `${NATURE}/Dune.jpg`,
    title: `Dune at dusk ${RUN}`,
    category: 'landscape',
    description: '<p>Wind-carved sand, <strong>late light</strong>.</p>',
    tags: ['sand', 'desert'],
    isPublic: true,
    featured: true,
  },
  { file: `${NATURE}/Aqua.jpg`, title: `Aqua ${RUN}`, category: 'nature', isPublic: true },
  { file: `${NATURE}/GreenMeadow.jpg`, title: `Green meadow ${RUN}`, category: 'landscape', isPublic: true },
  { file: `${NATURE}/YellowFlower.jpg`, title: `Yellow flower ${RUN}`, category: 'macro', isPublic: true, featured: true },
  { file: `${NATURE}/LadyBird.jpg`, title: `Ladybird ${RUN}`, category: 'macro', isPublic: true },
  { file: `${NATURE}/Wood.jpg`, title: `Wood ${RUN}`, category: 'nature', isPublic: true },
];
const PRIVATE_PHOTO: PhotoSpec = { file: `${NATURE}/Storm.jpg`, title: `Private storm ${RUN}`, category: 'nature' };

/** A swipe on the lightbox stage: pointer events as a finger would send them. */
async function swipe(stage: Locator, dx: number): Promise<void> {
  const box = await stage.boundingBox();
  if (!box) throw new Error('The lightbox stage is not on screen');
  const y = box.y + box.height / 2;
  const startX = box.x + box.width / 2;
  const common = { pointerId: 7, pointerType: 'touch', isPrimary: true, bubbles: true, clientY: y };
  await stage.dispatchEvent('pointerdown', { ...common, clientX: startX, button: 0, buttons: 1 });
  await stage.dispatchEvent('pointermove', { ...common, clientX: startX + dx / 2, buttons: 1 });
  await stage.dispatchEvent('pointerup', { ...common, clientX: startX + dx, button: 0, buttons: 0 });
}

/** Scrolls through the page so that lazy images and sections load, then back to the top. */
async function loadWholePage(page: Page): Promise<void> {
  // The page arrives rendered; the sections below its first screen come with the app.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __lumafolioPageViews?: unknown[] }).__lumafolioPageViews?.length ?? 0))
    .toBeGreaterThan(0);
  // At most 12 screens: the home feed grows with every featured photo other tests made (10 000 in scale.e2e).
  const step = page.viewportSize()?.height ?? 800;
  for (let y = 0; y < Math.min(12 * step, await page.evaluate(() => document.documentElement.scrollHeight)); y += step) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await afterNextFrames(page);
  }
  // As a visitor does: to the end of the page, and again if what loaded on the way made it longer.
  const contactForm = page.getByRole('form', { name: 'Contact form' });
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      return contactForm.isVisible();
    })
    .toBe(true);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images)
          .filter((image) => image.currentSrc && (!image.complete || image.naturalWidth === 0))
          .map((image) => image.currentSrc),
      ),
    )
    .toEqual([]);
}

test.describe('visitor pages: not found and the home page', () => {
  test('an unknown photographer gets the not-found page', async ({ page }) => {
    await page.goto(`/nobody_${RUN}`);
    await expect(page.getByRole('heading', { name: 'Portfolio Not Found' })).toBeVisible();
    await page.goto(`/portfolio/nobody_${RUN}`);
    await expect(page.getByRole('heading', { name: 'Portfolio Not Found' })).toBeVisible();
    await expect(page.getByText("We couldn't find a photographer with the requested portfolio.")).toBeVisible();
  });

  test('home: hero, categories kept in ?featured= through history, gallery heading', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByTestId('home-hero');
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(hero.getByText('YOUR STORY, THROUGH THE LENS')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured Work' })).toBeAttached();
    await expect(hero.getByRole('link', { name: 'Scroll to the gallery' })).toHaveAttribute('href', '#gallery');

    const categories = hero.getByRole('group', { name: 'Photo categories' });
    await expect(categories.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const nature = categories.getByRole('button', { name: 'Nature', exact: true });
    await nature.scrollIntoViewIfNeeded();
    await nature.click();
    await expect(page).toHaveURL(/\?featured=nature$/);
    await expect(page.getByRole('heading', { name: 'Nature', level: 2 })).toBeAttached();
    await expect(nature).toHaveAttribute('aria-pressed', 'true');

    await categories.getByRole('button', { name: 'All', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Featured Work' })).toBeAttached();
    await page.goBack();
    await expect(page).toHaveURL(/\?featured=nature$/);
    await expect(page.getByRole('heading', { name: 'Nature', level: 2 })).toBeAttached();

    // Reading it on load.
    await page.goto('/?featured=macro');
    await expect(page.getByRole('heading', { name: 'Macro', level: 2 })).toBeAttached();
  });

  test('home: the contact form shows each field message', async ({ page }) => {
    await page.goto('/#contact');
    // The form loads as it comes near the viewport.
    await page.locator('#contact').scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('A');
    await form.getByLabel('Email').fill('not-an-address');
    await form.getByLabel('Subject').fill('x');
    await form.getByLabel('Message').fill('Too short');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Name must be at least 2 characters.')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(form.getByText('Subject must be at least 2 characters.')).toBeVisible();
    await expect(form.getByText('Message must be at least 10 characters.')).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe.serial('public portfolio of a photographer @desktop-only', () => {
  test.describe.configure({ timeout: 240_000 });

  const photographer = account('visit');
  const path = `/${photographer.username.toLowerCase()}`;
  let owner: Page;
  let appOrigin: string;

  test.beforeAll(async ({ browser, baseURL }) => {
    test.setTimeout(300_000);
    appOrigin = new URL(baseURL as string).origin;
    owner = await (await browser.newContext({ baseURL })).newPage();
    await signUp(owner, appOrigin, photographer, '/account');
    for (const spec of [...PUBLIC_PHOTOS, PRIVATE_PHOTO]) await uploadPhoto(owner.request, appOrigin, spec);
    await waitUntilProcessed(owner.request, PUBLIC_PHOTOS.length + 1);
    await updateProfile(owner.request, appOrigin, {
      firstName: 'Ada',
      lastName: 'Lensworth',
      tagline: 'Light, land and little things',
      bio: 'I walk early and photograph what the first light finds.',
      instagram: '@ada.lens',
      website: 'ada-lens.example.com',
    });
    await chooseTemplate(owner.request, appOrigin, 'epic');
  });

  test.afterAll(async () => {
    await owner?.context().close();
  });

  const visitor = async (browser: Browser, baseURL: string | undefined) => (await browser.newContext({ baseURL })).newPage();

  test('a signed-out visitor sees only the public photos, in the epic layout, at both addresses', async ({ browser, baseURL }) => {
    const page = await visitor(browser, baseURL);
    for (const address of [path, `/portfolio${path}`]) {
      await page.goto(address);
      const portfolio = page.getByTestId('portfolio-page');
      await expect(portfolio).toHaveAttribute('data-template', 'epic');
      await expect(page.locator('body')).toHaveClass(/\btemplate-epic\b/);
      await expect(page.getByRole('heading', { level: 1, name: 'Ada Lensworth' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'About the Artist' })).toBeVisible();
      await expect(page.getByText('I walk early and photograph what the first light finds.')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'All Work' })).toBeVisible();
      await expect(page.getByTestId('epic-panel')).toHaveCount(PUBLIC_PHOTOS.length);
      for (const photo of PUBLIC_PHOTOS) await expect(page.getByRole('article', { name: photo.title })).toBeAttached();
      await expect(page.getByText(PRIVATE_PHOTO.title)).toHaveCount(0);
      // Social links from handles and hosts; never another scheme.
      const about = page.locator('#about');
      await expect(about.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.com/ada.lens');
      await expect(about.getByRole('link', { name: 'Website' })).toHaveAttribute('href', 'https://ada-lens.example.com/');
    }

    // A category narrows the panels; the choice lives in the address.
    await page.getByRole('group', { name: 'Photo categories' }).getByRole('button', { name: 'Macro', exact: true }).click();
    await expect(page).toHaveURL(/\?featured=macro$/);
    await expect(page.getByRole('heading', { name: 'Macro', level: 2 })).toBeVisible();
    await expect(page.getByTestId('epic-panel')).toHaveCount(2);
    await page.context().close();
  });

  test('the page arrives rendered, and React takes it over without redrawing it', async ({ browser, baseURL }) => {
    // Without JavaScript: the gateway's render alone, the first screen (the sections below
    // it are built by the browser after its first paint).
    const noScript = await (await browser.newContext({ baseURL, javaScriptEnabled: false })).newPage();
    await noScript.goto(path);
    await expect(noScript.getByRole('heading', { level: 1, name: 'Ada Lensworth' })).toBeVisible();
    await expect(noScript.getByText('Light, land and little things')).toBeVisible();
    await expect(noScript.getByText(PRIVATE_PHOTO.title)).toHaveCount(0);
    await noScript.context().close();

    // With it: the same elements become live (a category click works), and no hydration error.
    const page = await visitor(browser, baseURL);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|Minified React error/i.test(message.text())) errors.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        Object.assign(window, { serverHeading: document.querySelector('h1') });
      });
    });
    await page.goto(path);
    await page.getByRole('group', { name: 'Photo categories' }).getByRole('button', { name: 'Macro', exact: true }).click();
    await expect(page.getByTestId('epic-panel')).toHaveCount(2);
    expect(await page.evaluate(() => (window as unknown as { serverHeading: Element | null }).serverHeading === document.querySelector('h1'))).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('epic panels snap: 50 px of wheel move one whole panel', async ({ browser, baseURL }) => {
    const page = await visitor(browser, baseURL);
    await page.goto(path);
    const panels = page.getByTestId('epic-panel');
    await expect(panels).toHaveCount(PUBLIC_PHOTOS.length);
    const top = (index: number) => panels.nth(index).evaluate((element) => Math.round(element.getBoundingClientRect().top + window.scrollY));
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), await top(0));
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 30);
    // 30 px gathered, not yet a step: once the page has handled the wheel and drawn, a snap would have begun moving it.
    await afterNextFrames(page);
    await afterNextFrames(page);
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(await top(0));
    await page.mouse.wheel(0, 30);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: 3000 }).toBe(await top(1));
    await page.context().close();
  });

  test('the lightbox moves with keys and swipes, wraps, and shows the info panel', async ({ browser, baseURL }) => {
    const page = await visitor(browser, baseURL);
    await page.goto(path);
    const total = PUBLIC_PHOTOS.length;
    // A panel is built as it comes near the viewport.
    await page.getByTestId('epic-panel').first().scrollIntoViewIfNeeded();
    await page.getByTestId('epic-panel').first().getByRole('button').click();
    const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
    const counter = viewer.getByTestId('lightbox-counter');
    await expect(viewer).toBeVisible();
    await expect(counter).toHaveText(`1 / ${total}`);
    await expect(viewer.getByText(DESKTOP_HINT)).toBeVisible();
    await expect(viewer.getByRole('img')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Tab / Shift+Tab stay inside the viewer, whichever way round.
    for (const key of [...Array<string>(6).fill('Tab'), ...Array<string>(6).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      expect(await viewer.evaluate((root) => root.contains(document.activeElement) && document.activeElement !== root)).toBe(true);
    }

    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`2 / ${total}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText(`${total} / ${total}`);
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`1 / ${total}`);

    // Swipes: 50 px or more move, shorter ones do not.
    const stage = viewer.getByTestId('lightbox-stage');
    await swipe(stage, -120);
    await expect(counter).toHaveText(`2 / ${total}`);
    await swipe(stage, -30);
    await expect(counter).toHaveText(`2 / ${total}`);
    await swipe(stage, 80);
    await expect(counter).toHaveText(`1 / ${total}`);
    await swipe(stage, 80);
    await expect(counter).toHaveText(`${total} / ${total}`);
    await viewer.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter).toHaveText(`1 / ${total}`);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    // I: the info panel with the description as HTML, the category, the #tags.
    const dune = PUBLIC_PHOTOS[0] as PhotoSpec;
    await page.getByRole('article', { name: dune.title }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: `Open ${dune.title}` }).click();
    await expect(viewer).toBeVisible();
    await page.keyboard.press('i');
    const info = viewer.getByTestId('lightbox-info');
    await expect(info.getByRole('heading', { name: dune.title })).toBeVisible();
    await expect(info.locator('strong')).toHaveText('late light');
    await expect(info).toContainText('Landscape');
    await expect(info).toContainText('#sand');
    await expect(info).toContainText('#desert');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('I');
    await expect(info).toBeHidden();
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();
    await page.context().close();
  });

  test('the contact form on a portfolio notifies its owner', async ({ browser, baseURL }) => {
    const page = await visitor(browser, baseURL);
    await page.goto(`${path}#contact`);
    await page.locator('#contact').scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('B');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Name must be at least 2 characters.')).toBeVisible();
    await expect(form.getByText('Message must be at least 10 characters.')).toBeVisible();

    await form.getByLabel('Name').fill('Bea Visitor');
    await form.getByLabel('Email').fill(`bea-${RUN}@example.com`);
    await form.getByLabel('Subject').fill('Prints');
    await form.getByLabel('Message').fill('Do you sell prints of the dune photograph?');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/contact') && request.method() === 'POST');
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ name: 'Bea Visitor', subject: 'Prints', honeypot: '', portfolioUsername: photographer.username });
    await expect(toast(page)).toContainText('Message Sent!');
    await expect(toast(page)).toContainText("Thanks for reaching out. I'll get back to you soon.");
    await expect(form.getByLabel('Name')).toHaveValue('');
    await page.context().close();
  });

  test("switching the owner's template to monochrome-white changes the visitor's layout", async ({ browser, baseURL }) => {
    const page = await visitor(browser, baseURL);
    await page.goto(path);
    await expect(page.getByTestId('portfolio-page')).toHaveAttribute('data-template', 'epic');

    await chooseTemplate(owner.request, appOrigin, 'monochrome-white');
    await page.reload();
    await expect(page.getByTestId('portfolio-page')).toHaveAttribute('data-template', 'monochrome-white');
    await expect(page.locator('body')).toHaveClass(/\btemplate-monochrome-white\b/);
    await expect(page.getByTestId('epic-panel')).toHaveCount(0);
    const tiles = page.getByTestId('monochrome-white-grid').locator(':scope > [data-size]');
    await expect(tiles).toHaveCount(PUBLIC_PHOTOS.length);
    // Featured photos take double tiles, in every 4th slot.
    await expect(tiles.nth(3)).toHaveAttribute('data-size', 'double');
    await expect(page.getByTestId('monochrome-white-grid').locator(':scope > [data-size="double"]')).toHaveCount(2);
    await page.context().close();
  });

  test('the home page and each template pass axe when wholly loaded, desktop and phone (screenshots when asked for)', async ({ browser, baseURL }) => {
    const sizes = [
      { name: 'desktop', viewport: { width: 1280, height: 800 } },
      { name: 'mobile', viewport: { width: 390, height: 844 } },
    ];
    const shoot = async (address: string, name: string) => {
      for (const size of sizes) {
        const context = await browser.newContext({ baseURL, viewport: size.viewport, deviceScaleFactor: 1 });
        const page = await context.newPage();
        await page.goto(address);
        await expect(page.locator('main')).toBeVisible();
        if (address !== '/') await expect(page.getByTestId('portfolio-page')).toHaveAttribute('data-template', /.+/);
        await expect(page.getByTestId('gallery-skeleton')).toHaveCount(0);
        await loadWholePage(page);
        await expectNoSeriousA11yViolations(page);
        await screenshotWhenAsked(page, `${name}-${size.name}`);
        await screenshotWhenAsked(page, `${name}-${size.name}-full`, { fullPage: true });
        await context.close();
      }
    };
    await shoot('/', 'home');
    for (const template of ['classic', 'epic', 'monochrome', 'monochrome-white']) {
      await chooseTemplate(owner.request, appOrigin, template);
      await shoot(path, `portfolio-${template}`);
    }
  });
});
