import { Box, Flex, Spinner } from '@chakra-ui/react';
import { Outlet, ScrollRestoration } from 'react-router';
import { NavBar } from '../components/layout/nav-bar';
import { PageViewTracker } from './page-view-tracker';

/**
 * Shell of every page: fixed navigation bar, the route's content, scroll restoration
 * (top on navigation, #hash targets, positions on back/forward) and page-view tracking.
 * The signed-in variant will read the current user here and pass it to the NavBar.
 */
export function RootLayout() {
  return (
    <>
      <NavBar user={null} />
      <Box as="main" id="main">
        <Outlet />
      </Box>
      <ScrollRestoration />
      <PageViewTracker />
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
