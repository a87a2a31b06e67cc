import { createBrowserRouter, type RouteObject } from 'react-router';
import { queryClient } from '../lib/query-client';
import { prefetchHome, prefetchPortfolio } from './prefetch';
import { RootFallback, RootLayout, SiteLayout } from './root-layout';
import { RouteError } from './routes/route-error';

/**
 * Route table (spec 01 §2). Every page is a lazy route, so each screen's code is its own
 * chunk and visitors never download account or admin code.
 */
const landingRoute = {
  Component: async () => (await import('./routes/landing')).LandingRoute,
} satisfies RouteObject['lazy'];

/** /portfolio/:username and /:username: the loader starts the page's requests early. */
const portfolioRoute = {
  loader: ({ params }) => prefetchPortfolio(queryClient, params.username),
  lazy: { Component: async () => (await import('./routes/portfolio')).PortfolioRoute },
} satisfies Omit<RouteObject, 'path' | 'index' | 'children'>;

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: RootFallback,
    ErrorBoundary: RouteError,
    children: [
      {
        // Signed-in screens: the full styling system comes with them (see lib/theme.ts).
        // Admin routes belong here too.
        id: 'full-theme',
        lazy: { Component: async () => (await import('./full-theme-layout')).FullThemeLayout },
        children: [
          // The account and My Photos pages bring their own navigation bar (spec 01 §2).
          { path: 'account', lazy: { Component: async () => (await import('./routes/account')).AccountRoute } },
          { path: 'my-photos', lazy: { Component: async () => (await import('./routes/my-photos')).MyPhotosRoute } },
        ],
      },
      {
        id: 'site',
        Component: SiteLayout,
        children: [
          {
            index: true,
            loader: ({ request }) => prefetchHome(queryClient, new URL(request.url)),
            lazy: { Component: async () => (await import('./routes/home')).HomeRoute },
          },
          { path: 'landing', lazy: landingRoute },
          { path: 'portfolio/:username', ...portfolioRoute },
          // After every app route: a single segment that is no app route is a username.
          { path: ':username', ...portfolioRoute },
          // Later: /admin.
          { path: '*', lazy: { Component: async () => (await import('./routes/not-found')).NotFoundRoute } },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
