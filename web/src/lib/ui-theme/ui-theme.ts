import { DEFAULT_UI_THEME, UI_THEME_STORAGE_KEY, UI_THEMES, type UiTheme } from '@lumafolio/contracts/paths';

export type ResolvedUiTheme = 'light' | 'dark';

export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';

/** A stored value as a theme: anything unknown (or nothing) is the default, light. */
export function parseUiTheme(value: string | null | undefined): UiTheme {
  return UI_THEMES.find((theme) => theme === value) ?? DEFAULT_UI_THEME;
}

/** The theme to draw: "system" follows the system's preference. */
export function resolveUiTheme(theme: UiTheme, systemPrefersDark: boolean): ResolvedUiTheme {
  if (theme === 'system') return systemPrefersDark ? 'dark' : 'light';
  return theme;
}

/** Where local storage cannot be used (blocked, private mode), the choice lasts for the visit. */
let unsavedChoice: UiTheme | null = null;

export function readUiTheme(): UiTheme {
  try {
    return parseUiTheme(window.localStorage.getItem(UI_THEME_STORAGE_KEY));
  } catch {
    return unsavedChoice ?? DEFAULT_UI_THEME;
  }
}

export function storeUiTheme(theme: UiTheme): void {
  unsavedChoice = theme;
  try {
    window.localStorage.setItem(UI_THEME_STORAGE_KEY, theme);
  } catch {
    // Kept in memory only (see unsavedChoice).
  }
}

/**
 * Draws the page in `theme` (Chakra's `dark` class and the browser's colour scheme on
 * `<html>`, as the head script does before the first paint), or, with null, leaves it to the
 * visitor pages' own look.
 */
export function applyUiTheme(root: HTMLElement, theme: ResolvedUiTheme | null): void {
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme ?? '';
}
