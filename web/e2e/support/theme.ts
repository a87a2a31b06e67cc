import { UI_THEME_STORAGE_KEY } from '@lumafolio/contracts/paths';
import { expect, type Page } from '@playwright/test';

export type ThemeChoice = 'Light' | 'Dark' | 'System';

/** How `<html>` looked when `<body>` was first parsed: after the head script, before any app code or paint. */
export interface FirstPaintTheme {
  dark: boolean;
  colorScheme: string;
  /** Inline scripts the Content-Security-Policy refused (the head script must not be one). */
  blocked: string[];
}

/**
 * Records, on every page the browser opens from now on, the theme `<html>` has as `<body>`
 * is parsed (read it with `themeAtFirstPaint`).
 */
export async function recordThemeAtFirstPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = { dark: false, colorScheme: '', blocked: [] as string[], seen: false };
    (window as unknown as { __firstPaintTheme: typeof state }).__firstPaintTheme = state;
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.blockedURI === 'inline') state.blocked.push(`${event.violatedDirective}: ${event.sample}`);
    });
    const record = () => {
      if (state.seen || !document.body) return false;
      state.seen = true;
      state.dark = document.documentElement.classList.contains('dark');
      state.colorScheme = document.documentElement.style.colorScheme;
      return true;
    };
    const observer = new MutationObserver(() => {
      if (record()) observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

export async function themeAtFirstPaint(page: Page): Promise<FirstPaintTheme> {
  return page.evaluate(() => {
    const { dark, colorScheme, blocked } = (window as unknown as { __firstPaintTheme: FirstPaintTheme }).__firstPaintTheme;
    return { dark, colorScheme, blocked };
  });
}

/** Below 768 px the navigation is the phone's menu. */
export const onPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** Picks a theme with the switch of the navigation: the bar's menu on a desktop, the menu's radio buttons on a phone. */
export async function chooseTheme(page: Page, choice: ThemeChoice): Promise<void> {
  if (onPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    const group = menu.getByRole('group', { name: 'Theme' });
    // A tap lands on the label drawn as the segment (the radio button itself is visually hidden).
    await group.locator('label').filter({ hasText: choice }).click();
    await expect(group.getByRole('radio', { name: choice })).toBeChecked();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    return;
  }
  const navigation = page.getByRole('navigation', { name: 'Main' });
  const themeButton = navigation.getByRole('button', { name: /^Theme: / });
  // A click on an item while the menu still opens (a loaded machine) can go unheard, as a
  // person's would: they click again, and so does this.
  await expect(async () => {
    if ((await themeButton.getAttribute('aria-expanded')) !== 'true') await themeButton.click();
    await page.getByRole('menuitemradio', { name: choice }).click({ timeout: 5_000 });
    await expect(navigation.getByRole('button', { name: `Theme: ${choice}` })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

export const storedTheme = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), UI_THEME_STORAGE_KEY);

export const setStoredTheme = (page: Page, theme: string) =>
  page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [UI_THEME_STORAGE_KEY, theme] as const);

export const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

/**
 * The colours a visitor page is drawn with: of `<html>` and each distinct look of the elements
 * that carry it (text, headings, links, buttons, sections).
 */
export async function pageColours(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const style = (element: Element) => {
      const computed = getComputedStyle(element);
      return `${element.tagName} ${computed.color} ${computed.backgroundColor} ${computed.borderTopColor}`;
    };
    // Each look once, sorted: how many photo cards or sections the page holds changes as other work finishes; their colours do not.
    const looks = new Set([...document.querySelectorAll('body, header, nav, main, section, footer, h1, h2, h3, p, a, button')].map(style));
    return [`html ${root.className} ${root.style.colorScheme} ${getComputedStyle(root).colorScheme}`, ...[...looks].sort()];
  });
}

export type LookSize = 'desktop' | 'phone';
export type LookMode = 'light' | 'dark';

/**
 * Shows the page on a desktop and a phone, each light then dark (the class the theme's head
 * script sets), and runs `check` in each look; the page is left in the last one.
 */
export async function inEveryLook(page: Page, check: (size: LookSize, mode: LookMode) => Promise<void>): Promise<void> {
  for (const [size, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const mode of ['light', 'dark'] as const) {
      await page.evaluate((dark) => {
        document.documentElement.classList.toggle('dark', dark);
        document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
      }, mode === 'dark');
      await check(size, mode);
    }
  }
}

/** Back to the project's viewport in light mode, after `inEveryLook` left the page in its last look. */
export async function backToProjectLook(page: Page, viewport: { width: number; height: number } | null | undefined): Promise<void> {
  await page.setViewportSize(viewport ?? { width: 1280, height: 720 });
  await page.evaluate(() => {
    document.documentElement.classList.remove('dark');
    document.documentElement.style.colorScheme = 'light';
  });
}
