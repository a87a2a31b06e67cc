import {
  buttonRecipe,
  containerRecipe,
  headingRecipe,
  iconRecipe,
  spinnerRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';
import { createAppSystem } from './theme-config';

/**
 * The styling system of the whole app, with only the component recipes the site pages
 * (home, portfolios, landing, not-found) use. All of Chakra's recipes together are ~28 kB
 * gzip, which visitors would pay for dialogs, tabs and menus they never see. The signed-in
 * screens (account, my photos, admin) sit inside FullThemeLayout, which provides
 * `fullSystem` (lib/theme-full.ts) and loads with those routes.
 *
 * A component whose recipe is not listed here renders unstyled on the site pages: add its
 * recipe below when a site page starts to use it.
 */
export const system = createAppSystem(
  {
    button: buttonRecipe,
    container: containerRecipe,
    heading: headingRecipe,
    icon: iconRecipe,
    spinner: spinnerRecipe,
  },
  { toast: toastSlotRecipe },
);
