import type { QueryClient } from '@tanstack/react-query';
import { homePhotosQueryOptions } from '../features/home/api/home-photos';
import { portfolioCategoriesQueryOptions, portfolioPhotosQueryOptions, portfolioProfileQueryOptions } from '../features/portfolio/api/portfolio';
import { currentUserQueryKey, currentUserQueryOptions } from '../lib/auth/current-user';
import { publicPortfolioSegment } from '../lib/auth/public-portfolio-path';
import { ALL_CATEGORIES, CATEGORY_PARAM, parseCategory } from '../lib/gallery/category-text';
import { chooseHero } from '../lib/media/hero-choice';
import { firstScreenImage, homeFirstScreenImage, preloadImage } from '../lib/media/preload-image';
import { defaultHeroQueryOptions, heroSelectionOfQueryOptions, userHeroSelectionQueryOptions } from '../lib/queries/hero';
import { portfolioTemplateQueryOptions, templatesQueryOptions } from '../lib/queries/templates';

/**
 * Starting a page's requests before its code has loaded, so that they run while the code
 * downloads instead of after it (the largest image of a visitor page depends on them).
 * Nothing here waits or fails: the page's own queries pick the answers up.
 */

/** Every request the page at `url` starts with. */
export function startPageRequests(queryClient: QueryClient, url: URL): void {
  const segment = publicPortfolioSegment(url.pathname);
  if (segment !== null) {
    void prefetchPortfolio(queryClient, segment, url);
    return;
  }
  // Every other page asks who is signed in (spec 01 §4: not on portfolio pages).
  void queryClient.prefetchQuery(currentUserQueryOptions());
  if (url.pathname === '/') prefetchHome(queryClient, url);
}

/** The home page: its hero (the user's selection and the default banner, then its image) and the photos. */
function prefetchHome(queryClient: QueryClient, url: URL): void {
  void prefetchHomeHero(queryClient);
  void queryClient.prefetchInfiniteQuery(homePhotosQueryOptions(parseCategory(url.searchParams.get(CATEGORY_PARAM))));
}

async function prefetchHomeHero(queryClient: QueryClient): Promise<void> {
  try {
    const [selection, fallback] = await Promise.all([
      queryClient.fetchQuery(userHeroSelectionQueryOptions()).catch(() => null),
      queryClient.fetchQuery(defaultHeroQueryOptions()).catch(() => null),
    ]);
    preloadImage(homeFirstScreenImage(chooseHero(selection, fallback)));
  } catch {
    // The page asks again.
  }
}

/** A portfolio: the profile, then the first page of its photos and of its featured ones, its categories, template and hero (none for monochrome). */
async function prefetchPortfolio(queryClient: QueryClient, segment: string, url: URL): Promise<void> {
  try {
    const profile = await queryClient.fetchQuery(portfolioProfileQueryOptions(segment));
    if (!profile) return;
    const category = parseCategory(url.searchParams.get(CATEGORY_PARAM));
    if (category !== ALL_CATEGORIES) void queryClient.prefetchInfiniteQuery(portfolioPhotosQueryOptions(segment, { category }));
    const photos = queryClient.fetchInfiniteQuery(portfolioPhotosQueryOptions(segment)).catch(() => null);
    const featured = queryClient.fetchInfiniteQuery(portfolioPhotosQueryOptions(segment, { featured: true })).catch(() => null);
    void queryClient.prefetchQuery(portfolioCategoriesQueryOptions(segment));
    void queryClient.prefetchQuery(templatesQueryOptions());
    const choice = await queryClient.fetchQuery(portfolioTemplateQueryOptions(profile.id));
    if (choice?.templateId === 'monochrome') {
      const [featuredPages, photoPages] = await Promise.all([featured, photos]);
      preloadImage(firstScreenImage(choice.templateId, null, [...(featuredPages?.pages[0]?.items ?? []), ...(photoPages?.pages[0]?.items ?? [])]));
      return;
    }
    const user = queryClient.getQueryData(currentUserQueryKey);
    // One's own portfolio reads the hero through the signed-in endpoint (spec 01 §4).
    const hero = await queryClient.fetchQuery(user?.id === profile.id ? userHeroSelectionQueryOptions() : heroSelectionOfQueryOptions(profile.id));
    preloadImage(firstScreenImage(choice?.templateId, hero));
  } catch {
    // The page asks again and shows what went wrong.
  }
}
