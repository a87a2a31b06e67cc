import { expect, test } from '@playwright/test';
import { account, signUp } from './support/identity';

const PHOTO = '/usr/share/backgrounds/mate/nature/Aqua.jpg';

test.describe('profile picture @desktop-only', () => {
  test.describe.configure({ timeout: 90_000 });

  test('upload a picture: preview with name and size, then it becomes the avatar', async ({ page, baseURL }) => {
    const appOrigin = new URL(baseURL as string).origin;
    await signUp(page, appOrigin, account('avatar'), '/account?tab=avatar');
    await expect(page.getByRole('heading', { name: 'Profile picture' })).toBeVisible();

    await page.getByLabel('Choose a profile picture').setInputFiles(PHOTO);
    await expect(page.getByText('Aqua.jpg')).toBeVisible();
    await expect(page.getByText(/^0\.\d\d MB$/)).toBeVisible();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.locator('[data-scope="toast"][data-part="root"]')).toContainText('Profile Picture Updated');

    const me = await (await page.request.get('/api/auth/user')).json();
    expect(me.profileImageUrl).toMatch(/^\/api\/avatars\/[^/]+\/[a-f0-9]+\.webp$/);
    const avatar = await page.request.get(me.profileImageUrl);
    expect(avatar.status()).toBe(200);
    expect(avatar.headers()['content-type']).toBe('image/webp');
    await expect(page.locator(`img[src="${me.profileImageUrl}"]`).first()).toBeVisible();
  });
});
