import { useLayoutEffect } from 'react';
import { applyUiTheme } from './ui-theme';
import { useUiTheme } from './use-ui-theme';

/**
 * Draws the page in the chosen theme while the calling screen is shown, and gives the page
 * back to the visitor pages' own look when it goes. Before the first paint, so a change never
 * flashes the other theme (the head script did the same for the page's first load).
 */
export function useThemedDocument(): void {
  const { resolved } = useUiTheme();
  useLayoutEffect(() => {
    applyUiTheme(document.documentElement, resolved);
  }, [resolved]);
  useLayoutEffect(() => () => applyUiTheme(document.documentElement, null), []);
}
