import { Box, Flex, Spinner } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType, type CSSProperties } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LazyLightbox } from '@/components/gallery/lazy-lightbox';
import { useAuth } from '@/lib/auth/use-auth';
import { photoShareUrl } from '@/lib/gallery/share-photo';
import { brand } from '@/lib/config';
import { portfolioProfileQueryOptions } from '../api/portfolio';
import { usePortfolioGallery, viewerList } from '../hooks/use-portfolio-gallery';
import { usePortfolioHero } from '../hooks/use-portfolio-hero';
import { usePortfolioTemplate } from '../hooks/use-portfolio-template';
import { useSharedPhoto } from '../hooks/use-shared-photo';
import { useTemplateBodyClass } from '../hooks/use-template-body-class';
import { displayName } from '../utils/display-name';
import type { TemplateLayout } from '../utils/template-choice';
import { isDarkColour, templateThemeVariables, withHeroAccent } from '../utils/template-theme';
import { movedPortfolioTarget } from '../utils/moved-portfolio';
import { ClassicLayout } from './classic-layout';
import { EpicLayout } from './epic-layout';
import type { PortfolioLayoutProps } from './layout-props';
import { MonochromeLayout } from './monochrome-layout';
import { MonochromeWhiteLayout } from './monochrome-white-layout';

const LAYOUTS: Record<TemplateLayout, ComponentType<PortfolioLayoutProps>> = {
  classic: ClassicLayout,
  epic: EpicLayout,
  monochrome: MonochromeLayout,
  'monochrome-white': MonochromeWhiteLayout,
};

const PortfolioNotFound = lazy(async () => ({ default: (await import('@/components/errors/portfolio-not-found')).PortfolioNotFound }));

/**
 * A photographer's public portfolio, /{username} and /portfolio/{username} (spec 01 §2):
 * the profile (a failure shows 'Portfolio Not Found'), then their photos, template and hero.
 * The template's colours, font and weights become CSS variables on the page, and the body
 * gets the class template-{id}.
 */
export function PortfolioPage({ segment }: { segment: string }) {
  // Not fetched on portfolio paths: only a user already known from another page counts.
  const { user } = useAuth();
  const profileQuery = useQuery(portfolioProfileQueryOptions(segment));
  const profile = profileQuery.data ?? null;
  const isOwnPortfolio = Boolean(user && profile && user.id === profile.id);
  const template = usePortfolioTemplate(profile?.id, isOwnPortfolio);
  const ready = profile !== null && !template.isPending;
  const {
    hero,
    palette,
    isPending: heroPending,
  } = usePortfolioHero(profile?.id, { isOwnPortfolio, wanted: ready && template.layout !== 'monochrome', paletteWanted: ready && template.heroAccent });
  const { gallery, viewer, setViewer } = usePortfolioGallery(segment, profile !== null);
  const viewing = viewer ? viewerList(gallery, viewer.source) : null;
  useSharedPhoto(gallery, viewer, setViewer);
  useTemplateBodyClass(ready ? template.id : null);
  const movedTarget = movedPortfolioTarget(profile?.movedTo, useLocation());

  if (movedTarget) return <Navigate to={movedTarget} replace />;
  if (profileQuery.isError || (profileQuery.isSuccess && !profile)) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <PortfolioNotFound searched={segment} />
      </Suspense>
    );
  }

  const variables = withHeroAccent(templateThemeVariables(template.template), template.heroAccent ? palette : null);
  const tone = isDarkColour(variables['--tpl-background'] ?? '#ffffff') ? 'dark' : 'light';
  const Layout = LAYOUTS[template.layout];

  return (
    <Box
      style={variables as CSSProperties}
      bg="var(--tpl-background)"
      color="var(--tpl-text)"
      fontFamily="var(--tpl-font-family)"
      fontWeight="var(--tpl-body-weight)"
      minH="100dvh"
      data-template={ready ? template.id : undefined}
      data-accent={ready ? variables['--tpl-accent'] : undefined}
      data-testid="portfolio-page"
    >
      {!ready || !profile ? (
        <LoadingScreen />
      ) : (
        <>
          <title>{`${displayName(profile)} · ${brand.name}`}</title>
          <Layout profile={profile} hero={hero} heroPending={heroPending} gallery={gallery} tone={tone} />
        </>
      )}
      <LazyLightbox
        open={viewer !== null}
        photos={viewing?.items ?? NO_PHOTOS}
        total={viewing?.total}
        hasMore={viewing?.hasMore}
        onLoadMore={viewing?.loadMore}
        index={viewer?.index ?? 0}
        onIndexChange={(index) => setViewer((current) => (current ? { ...current, index } : current))}
        onClose={() => setViewer(null)}
        shareUrl={sharedPhotoUrl}
      />
    </Box>
  );
}

const NO_PHOTOS: readonly never[] = [];

/** This portfolio's address with the photo's lightbox open. */
const sharedPhotoUrl = (photo: { id: string }) => photoShareUrl(window.location.pathname, photo.id);

function LoadingScreen() {
  return (
    <Flex minH="100dvh" align="center" justify="center" bg="#0b0b0f" role="status" aria-label="Loading portfolio">
      <Spinner size="lg" color="whiteAlpha.700" />
    </Flex>
  );
}
