import { Box, Flex, Spinner } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { NavBar } from '../components/layout/nav-bar';
import { OfflineNotice } from '../components/layout/offline-notice';
import { useAuth } from '../lib/auth/use-auth';
import { useAuthSync } from '../lib/auth/use-auth-sync';
import { useSignInFailureToast } from '../lib/auth/use-sign-in-failure-toast';
import { useSignOut } from '../lib/auth/use-sign-out';
import { queryClient } from '../lib/query-client';
import { PageViewTracker } from './page-view-tracker';
import { startPageRequests } from './prefetch';
import { RouteErrorBoundary } from './routes/route-error';
import { useScrollRestoration } from './scroll-restoration';

/**
 * Shell of every page: the route's content (a loading screen while the first page's code
 * loads, an error screen if it fails), scroll restoration (top on navigation, #hash
 * targets, positions on back/forward), page-view tracking, the cross-tab auth sync, the
 * toast of a sign-in that could not be completed, and the offline notice.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  useRequestsOnNavigation();
  useAuthSync();
  useSignInFailureToast();
  useScrollRestoration();
  return (
    <>
      <RouteErrorBoundary page={pathname}>
        <Suspense fallback={<RootFallback />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <PageViewTracker />
      <OfflineNotice />
    </>
  );
}

/** The history entry whose page's requests were started last (null: none yet). */
let requestsStartedFor: string | null = null;

/**
 * On each navigation, starts the new page's requests while its code downloads. It runs as
 * the navigation renders, not in an effect: the router renders a navigation in a transition
 * that only commits once the page's code is there, so an effect would start them after the
 * download. The requests are idempotent (the query cache shares requests under way).
 * The first location's requests are started by start-early.ts; none on the server.
 */
function useRequestsOnNavigation(): void {
  const { key, pathname, search } = useLocation();
  if (typeof window === 'undefined' || requestsStartedFor === key) return;
  const firstLocation = requestsStartedFor === null;
  // eslint-disable-next-line react-hooks/globals -- once per location for the whole app, during the render (see above)
  requestsStartedFor = key;
  if (!firstLocation) startPageRequests(queryClient, new URL(`${pathname}${search}`, window.location.origin));
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

/** Shown while the first page's code is loading. Dark like the landing hero, so no flash. */
export function RootFallback() {
  return (
    <Flex minH="100dvh" align="center" justify="center" bg="ink.900" role="status" aria-label="Loading">
      <Spinner size="lg" color="brand.300" />
    </Flex>
  );
}
