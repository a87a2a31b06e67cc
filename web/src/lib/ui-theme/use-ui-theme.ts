import { DEFAULT_UI_THEME, UI_THEME_STORAGE_KEY, type UiTheme } from '@lumafolio/contracts/paths';
import { useCallback, useSyncExternalStore } from 'react';
import { PREFERS_DARK_QUERY, readUiTheme, resolveUiTheme, storeUiTheme, type ResolvedUiTheme } from './ui-theme';

/** This tab's components showing or applying the theme. */
const listeners = new Set<() => void>();

/** Follows the choice in this tab and in the others (the storage event). */
function subscribeToChoice(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === UI_THEME_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Follows the system's light / dark preference as it changes. */
function subscribeToSystem(listener: () => void): () => void {
  const query = window.matchMedia(PREFERS_DARK_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

const systemPrefersDark = () => window.matchMedia(PREFERS_DARK_QUERY).matches;

export interface UiThemeState {
  /** The choice: light, dark or system. */
  theme: UiTheme;
  /** What is drawn. */
  resolved: ResolvedUiTheme;
  setTheme: (theme: UiTheme) => void;
}

/** The signed-in screens' theme (spec 02 §2), kept in local storage; "system" follows the system live. */
export function useUiTheme(): UiThemeState {
  const theme = useSyncExternalStore(subscribeToChoice, readUiTheme, () => DEFAULT_UI_THEME);
  const prefersDark = useSyncExternalStore(subscribeToSystem, systemPrefersDark, () => false);
  const setTheme = useCallback((next: UiTheme) => {
    storeUiTheme(next);
    for (const listener of listeners) listener();
  }, []);
  return { theme, resolved: resolveUiTheme(theme, prefersDark), setTheme };
}
