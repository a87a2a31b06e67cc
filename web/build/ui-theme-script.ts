import { UI_THEME_HEAD_SCRIPT } from '@lumafolio/contracts/paths';
import type { Plugin } from 'vite';

const PLACEHOLDER = '<!-- ui-theme-script -->';

/**
 * Puts the theme's head script (the contracts' UI_THEME_HEAD_SCRIPT) into index.html in place
 * of its placeholder, unchanged: the gateway's Content-Security-Policy allows it by its hash.
 */
export function uiThemeScript(): Plugin {
  return {
    name: 'lumafolio-ui-theme-script',
    transformIndexHtml(html) {
      if (!html.includes(PLACEHOLDER)) throw new Error(`index.html has no ${PLACEHOLDER}`);
      return html.replace(PLACEHOLDER, () => `<script>${UI_THEME_HEAD_SCRIPT}</script>`);
    },
  };
}
