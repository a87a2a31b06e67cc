import { ChakraProvider } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { fullSystem } from '../lib/theme-full';
import { useThemedDocument } from '../lib/ui-theme/use-themed-document';

/**
 * Layout of the signed-in screens (account, my photos, admin): they use dialogs, tabs,
 * menus and tables, whose styles only come with the full styling system. It is a lazy
 * route, so the site pages never download it (see lib/theme.ts). These screens are drawn in
 * the chosen theme (light, dark or system); the site pages keep their own look.
 */
export function FullThemeLayout() {
  useThemedDocument();
  return (
    <ChakraProvider value={fullSystem}>
      <Outlet />
    </ChakraProvider>
  );
}
