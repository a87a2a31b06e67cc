import { Box, Flex, Spinner } from '@chakra-ui/react';
import { Outlet, ScrollRestoration } from 'react-router';
import { NavBar } from '../components/layout/nav-bar';
import { useAuth } from '../lib/auth/use-auth';
import { useAuthSync } from '../lib/auth/use-auth-sync';
import { useSignOut } from '../lib/auth/use-sign-out';
import { PageViewTracker } from './page-view-tracker';

/**
 * Shell of every page: the route's content, scroll restoration (top on navigation, #hash
 * targets, positions on back/forward), page-view tracking, and the cross-tab auth sync.
 */
export function RootLayout() {
  useAuthSync();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <PageViewTracker />
    </>
  );
}

/**
 * Layout of the site pages (home, landing, not-found): the fixed navigation bar in its
 * signed-in or signed-out variant above the page. Pages with their own bar (account, my
 * photos) sit beside it in the route table.
 */
export function SiteLayout() {
  const { user } = useAuth();
  // The navigation bar only logs a failed sign-out (spec 01 §8).
  const onSignOut = useSignOut();
  return (
    <>
      <NavBar user={user} onSignOut={onSignOut} />
      <Box as="main" id="main">
        <Outlet />
      </Box>
    </>
  );
}

/** Shown while the first route's code is loading. Dark like the landing hero, so no flash. */
export function RootFallback() {
  return (
    <Flex minH="100dvh" align="center" justify="center" bg="ink.900" role="status" aria-label="Loading">
      <Spinner size="lg" color="brand.300" />
    </Flex>
  );
}
