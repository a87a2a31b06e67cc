import type { CurrentUser } from '@lumafolio/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { homePhotosQueryOptions } from '../features/home/api/home-photos';
import { portfolioPhotosQueryOptions, portfolioProfileQueryOptions } from '../features/portfolio/api/portfolio';
import { currentUserQueryKey } from '../lib/auth/current-user';
import { CATEGORY_PARAM, parseCategory } from '../lib/gallery/category-text';
import { chooseHero } from '../lib/media/hero-choice';
import { firstScreenImage, homeFirstScreenImage, preloadImage } from '../lib/media/preload-image';
import { isPortfolioSegment } from '../lib/portfolio-segment';
import { defaultHeroQueryOptions, heroSelectionOfQueryOptions, userHeroSelectionQueryOptions } from '../lib/queries/hero';
import { portfolioTemplateQueryOptions, templatesQueryOptions } from '../lib/queries/templates';

/**
 * Route loaders that only start the page's requests, so that they run while the page's
 * code downloads instead of after it (the largest image of a visitor page depends on them).
 * They never wait and never fail: the page's own queries pick the answers up.
 */

/** The home page: its hero (the user's selection and the default banner, then its image) and the photos. */
export function prefetchHome(queryClient: QueryClient, url: URL): null {
  void prefetchHomeHero(queryClient);
  void queryClient.prefetchQuery(homePhotosQueryOptions(parseCategory(url.searchParams.get(CATEGORY_PARAM))));
  return null;
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

/** A portfolio: the profile, then its photos, template and hero (none for monochrome). */
export function prefetchPortfolio(queryClient: QueryClient, segment: string | undefined): null {
  if (isPortfolioSegment(segment)) void prefetchPortfolioChain(queryClient, segment);
  return null;
}

async function prefetchPortfolioChain(queryClient: QueryClient, segment: string): Promise<void> {
  try {
    const profile = await queryClient.fetchQuery(portfolioProfileQueryOptions(segment));
    if (!profile) return;
    const photos = queryClient.fetchQuery(portfolioPhotosQueryOptions(segment)).catch(() => null);
    void queryClient.prefetchQuery(templatesQueryOptions());
    const choice = await queryClient.fetchQuery(portfolioTemplateQueryOptions(profile.id));
    if (choice?.templateId === 'monochrome') {
      preloadImage(firstScreenImage(choice.templateId, null, (await photos) ?? []));
      return;
    }
    const user = queryClient.getQueryData<CurrentUser | null>(currentUserQueryKey);
    // One's own portfolio reads the hero through the signed-in endpoint (spec 01 §4).
    const hero = await queryClient.fetchQuery(user?.id === profile.id ? userHeroSelectionQueryOptions() : heroSelectionOfQueryOptions(profile.id));
    preloadImage(firstScreenImage(choice?.templateId, hero));
  } catch {
    // The page asks again and shows what went wrong.
  }
}
