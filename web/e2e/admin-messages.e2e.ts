import { signUpConfirmationLink } from '@lumafolio/dev-stack';
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/admin';
import { PASSWORD, RUN } from './support/identity';
import { screenshotWhenAsked, screenshotsAsked } from './support/screenshots';
import { afterNextFrames } from './support/frames';

const SUBJECT = `Print sizes ${RUN}`;
async function shoot(page: Page, name: string): Promise<void> {
  if (!screenshotsAsked) return;
  // The e-mail's frame has painted its document after a layout change.
  await afterNextFrames(page);
  await screenshotWhenAsked(page, name, { fullPage: true });
}

/** Issue 14, Messages tab: a visitor's message and its captured e-mail, read and deleted by the admin. */
test.describe('admin messages @desktop-only', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the admin reads a contact message and its e-mail, replies by mailto and deletes the message', async ({ page, browser, baseURL }) => {
    const appOrigin = new URL(baseURL as string).origin;
    const sent = await page.request.post('/api/contact', {
      headers: { origin: appOrigin, 'x-requested-with': 'XMLHttpRequest' },
      data: {
        name: 'Vera Visitor',
        email: `vera-${RUN}@example.com`,
        subject: SUBJECT,
        message: `Hello! Which sizes do the harbour prints come in? ${'Supercalifragilistic'.repeat(6)}`,
        honeypot: '',
      },
    });
    expect(sent.status()).toBe(201);

    // Someone asks for an account: its single-use link is e-mailed (and captured).
    const newcomer = `newcomer-${RUN}@example.com`;
    const since = new Date();
    const signUpContext = await browser.newContext({ baseURL: baseURL as string });
    try {
      const signUpPage = await signUpContext.newPage();
      await signUpPage.goto('/api/login');
      await signUpPage.getByRole('link', { name: 'Create an account' }).click();
      await signUpPage.getByLabel('Email', { exact: true }).fill(newcomer);
      await signUpPage.getByLabel('Username', { exact: true }).fill(`newcomer_${RUN}`);
      await signUpPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await signUpPage.getByRole('button', { name: 'Create account' }).click();
      await expect(signUpPage.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    } finally {
      await signUpContext.close();
    }
    const token = new URL(await signUpConfirmationLink(newcomer, since)).searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThan(20);

    await signInAsAdmin(page, appOrigin, '/admin?tab=messages');
    // The admin page is a lazy chunk of its own.
    await expect(page.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });

    const messages = page.getByRole('region', { name: 'Contact Messages' });
    const message = messages.getByRole('article', { name: SUBJECT });
    await expect(message).toContainText('Vera Visitor');
    await expect(message).toContainText(`vera-${RUN}@example.com`);
    await expect(message).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} (AM|PM)/);

    // The notification to the admins, captured by the worker; the list is polled every 5 s.
    const emails = page.getByRole('region', { name: 'Local Email Service' });
    const email = emails.getByRole('button', { name: new RegExp(`Contact Form: ${SUBJECT}`) });
    await expect(email).toBeVisible({ timeout: 30_000 });
    await expect(email).toContainText(/captured/i);
    await email.click();
    const opened = emails.getByRole('article', { name: 'Selected email' });
    await expect(opened).toContainText('admin@lumafolio.local');
    const frame = opened.locator('iframe');
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(page.frameLocator('iframe[title^="Email:"]').getByText('Vera Visitor').first()).toBeVisible();
    await expect(opened.getByRole('link', { name: 'Reply' })).toHaveAttribute('href', `mailto:vera-${RUN}@example.com?subject=${encodeURIComponent(SUBJECT)}`);
    await shoot(page, 'desktop-light');
    await screenshotWhenAsked(opened, 'desktop-email');

    // The sign-up e-mail: the admin sees that the link was sent, never its token.
    await emails.getByRole('button').filter({ hasText: newcomer }).click();
    const signUpEmail = page.frameLocator('iframe[title^="Email:"]');
    await expect(signUpEmail.getByText(/verify\?token=•••/)).toBeVisible();
    expect(await signUpEmail.locator('body').innerHTML()).not.toContain(token);

    await message.getByRole('button', { name: 'Delete message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this message?' });
    await expect(dialog).toContainText(SUBJECT);
    await shoot(page, 'desktop-delete-dialog');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(message).toHaveCount(0);
    await page.reload();
    await expect(messages.getByRole('heading', { name: 'Contact Messages' })).toBeVisible();
    await expect(messages.getByRole('article', { name: SUBJECT })).toHaveCount(0);

    if (screenshotsAsked) {
      await emails.getByRole('button').first().click();
      await expect(emails.locator('iframe')).toBeVisible();
      await page.evaluate(() => document.documentElement.classList.add('dark'));
      await shoot(page, 'desktop-dark');
      await page.setViewportSize({ width: 390, height: 844 });
      await shoot(page, 'phone-dark');
      await page.evaluate(() => document.documentElement.classList.remove('dark'));
      await shoot(page, 'phone-light');
    }
  });
});
