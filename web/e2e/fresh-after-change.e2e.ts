import { profile } from '@lumafolio/dev-stack';
import { expect, test } from '@playwright/test';
import { RUN, account, signUp } from './support/identity';
import { seedPhotos } from './support/seed-photos';

// Visitor answers may be kept by a CDN, never served stale by the browser: a photographer who
// looked at their portfolio, changed it and looks again sees the change (ADR 19).
test('a portfolio answer the browser already had is asked for again after a change @desktop-only', async ({ page, baseURL }) => {
  const appOrigin = new URL(baseURL as string).origin;
  await signUp(page, appOrigin, account('fresh'), '/account');
  const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string; username: string };
  const categories = `/api/portfolio/${me.username}/categories`;
  const readInBrowser = () => page.evaluate(async (url) => (await fetch(url)).json(), categories);
  expect(await readInBrowser()).toEqual([]);

  const seeded = await seedPhotos(profile('test').serviceEnv, me.id, `fr${RUN}`, 2, (n) => ({ title: `Fresh ${n}`, category: 'street' }));
  try {
    // Seeding bypasses the services; a change through the gateway refreshes the owner's answers.
    const change = await page.request.post('/api/user/template', {
      headers: { origin: appOrigin, 'x-requested-with': 'XMLHttpRequest' },
      data: { templateId: 'epic' },
    });
    expect(change.status()).toBe(200);
    expect(await readInBrowser()).toEqual([{ category: 'street', count: 2 }]);
  } finally {
    await seeded.close();
  }
});
