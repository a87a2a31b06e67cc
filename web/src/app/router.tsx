import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { lazyPage, type LazyPage } from './lazy-page';
import { RootLayout, SiteLayout } from './root-layout';

/**
 * Route table (spec 01 §2). Every page is a lazy page, so each screen's code is its own
 * chunk and visitors never download account or admin code. The declarative router (no data
 * router) keeps ~18 kB gzip of routing code off every page; what its loaders did (start a
 * page's requests early) is done by prefetch.ts when the location changes.
 */
const pages = {
  // Signed-in screens: the full styling system comes with them (see lib/theme.ts).
  fullTheme: lazyPage(async () => (await import('./full-theme-layout')).FullThemeLayout),
  account: lazyPage(async () => (await import('./routes/account')).AccountRoute),
  myPhotos: lazyPage(async () => (await import('./routes/my-photos')).MyPhotosRoute),
  googlePhotosAlbums: lazyPage(async () => (await import('./routes/google-photos-albums')).GooglePhotosAlbumsRoute),
  clientGalleries: lazyPage(async () => (await import('./routes/client-galleries')).ClientGalleriesRoute),
  admin: lazyPage(async () => (await import('./routes/admin')).AdminRoute),
  home: lazyPage(async () => (await import('./routes/home')).HomeRoute),
  landing: lazyPage(async () => (await import('./routes/landing')).LandingRoute),
  portfolio: lazyPage(async () => (await import('./routes/portfolio')).PortfolioRoute),
  clientGallery: lazyPage(async () => (await import('./routes/client-gallery')).ClientGalleryRoute),
  notFound: lazyPage(async () => (await import('./routes/not-found')).NotFoundRoute),
};

/** A route showing `page`; its handle lets the page's code be loaded ahead of rendering. */
const show = (Page: LazyPage): Pick<RouteObject, 'element' | 'handle'> => ({ element: <Page />, handle: Page });

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        ...show(pages.fullTheme),
        children: [
          // The account and My Photos pages bring their own navigation bar (spec 01 §2).
          { path: 'account', ...show(pages.account) },
          { path: 'account/google-photos/albums', ...show(pages.googlePhotosAlbums) },
          { path: 'account/galleries', ...show(pages.clientGalleries) },
          { path: 'my-photos', ...show(pages.myPhotos) },
          { path: 'admin', ...show(pages.admin) },
          { path: 'admin/dashboard', ...show(pages.admin) },
        ],
      },
      {
        element: <SiteLayout />,
        children: [
          { index: true, ...show(pages.home) },
          { path: 'landing', ...show(pages.landing) },
          { path: 'portfolio/:username', ...show(pages.portfolio) },
          { path: 'g/:token', ...show(pages.clientGallery) },
          // After every app route: a single segment that is no app route is a username.
          { path: ':username', ...show(pages.portfolio) },
          { path: '*', ...show(pages.notFound) },
        ],
      },
    ],
  },
];

/** The app's pages, for the location of the router around it. */
export function AppRoutes() {
  return useRoutes(routes);
}

/** Loads the code of every lazy page `pathname` shows, so that they render without suspending. */
export async function preloadPages(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (route.handle as LazyPage | undefined)?.preload()));
}
