import { buttonRecipe, containerRecipe, headingRecipe, iconRecipe, spinnerRecipe, toastSlotRecipe } from '@chakra-ui/react/theme';
import { createAppSystem } from './theme-config';

/**
 * The styling system of the whole app, with only the component recipes and colour palettes
 * the site pages (home, portfolios, landing, not-found) use. All of Chakra's recipes together
 * are ~28 kB gzip, which visitors would pay for dialogs, tabs and menus they never see, and
 * every palette costs start-up time on a phone (createSystem, the tokens' CSS). The
 * signed-in screens (account, my photos, admin) sit inside FullThemeLayout, which provides
 * `fullSystem` (lib/theme-full.ts) with everything and loads with those routes.
 *
 * A component whose recipe is not listed here renders unstyled on the site pages, and a
 * colour of a palette not listed has no value: add them below when a site page needs them.
 */
let system: ReturnType<typeof createAppSystem> | undefined;

/**
 * The site's styling system, built on first use. Building it is the largest single piece of
 * work of the app's start (~40 ms on a laptop, several times that on a phone), so the
 * browser does it in a task of its own (app/start-app.tsx).
 */
export function siteSystem() {
  return (system ??= buildSiteSystem());
}

const buildSiteSystem = () =>
  createAppSystem(
    {
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      spinner: spinnerRecipe,
    },
    { toast: toastSlotRecipe },
    // gray: the default palette; red, green, orange: the error, success and warning toasts.
    { colorPalettes: ['gray', 'red', 'green', 'orange'] },
  );
