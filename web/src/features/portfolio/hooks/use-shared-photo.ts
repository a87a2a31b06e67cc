import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PHOTO_PARAM } from '@/lib/gallery/share-photo';
import type { PortfolioGallery, PortfolioViewer } from './use-portfolio-gallery';

/** A shared link's photo is looked for in this many pages of the portfolio at most. */
const MAX_PAGES_SEARCHED = 40;

/**
 * A shared photo link (`?photo={id}`) opens the lightbox on that photo, once its page of the
 * portfolio is loaded (pages are loaded one after another until it is found). Closing the
 * viewer drops the parameter, so a reload shows the portfolio.
 */
export function useSharedPhoto(gallery: PortfolioGallery, viewer: PortfolioViewer | null, setViewer: (viewer: PortfolioViewer | null) => void) {
  const [params, setParams] = useSearchParams();
  const sharedId = params.get(PHOTO_PARAM);
  const pagesAsked = useRef(0);
  const opened = useRef(false);
  const { items, hasMore, loadMore, isPending, isLoadingMore } = gallery.all;

  useEffect(() => {
    if (!sharedId || opened.current || isPending) return;
    const index = items.findIndex((photo) => photo.id === sharedId);
    if (index >= 0) {
      opened.current = true;
      setViewer({ source: 'all', index });
    } else if (hasMore && !isLoadingMore && pagesAsked.current < MAX_PAGES_SEARCHED) {
      pagesAsked.current += 1;
      loadMore();
    }
  }, [sharedId, items, hasMore, loadMore, isPending, isLoadingMore, setViewer]);

  useEffect(() => {
    if (viewer === null && opened.current && sharedId) {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete(PHOTO_PARAM);
          return updated;
        },
        { replace: true },
      );
    }
  }, [viewer, sharedId, setParams]);
}
