import { ChakraProvider } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { fullSystem } from '../lib/theme-full';

/**
 * Layout of the signed-in screens (account, my photos, admin): they use dialogs, tabs,
 * menus and tables, whose styles only come with the full styling system. It is a lazy
 * route, so the site pages never download it (see lib/theme.ts).
 */
export function FullThemeLayout() {
  return (
    <ChakraProvider value={fullSystem}>
      <Outlet />
    </ChakraProvider>
  );
}
