import type { Photo } from '@lumafolio/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useCategoryParam } from '../../../components/gallery/use-category-param';
import { ALL_CATEGORIES, categoriesOf } from '../../../lib/gallery/category-text';
import type { GalleryPhoto } from '../../../lib/gallery/gallery-photo';
import { portfolioPhotosQueryOptions } from '../api/portfolio';

export interface PortfolioGallery {
  /** Every public photo of the portfolio. */
  allPhotos: readonly Photo[];
  /** The photos of the selected category. */
  photos: readonly Photo[];
  /** The featured photos (of every category). */
  featured: readonly Photo[];
  category: string;
  /** 'all' and the categories the photos use. */
  categories: readonly string[];
  setCategory: (category: string) => void;
  isPending: boolean;
  isError: boolean;
  /** Opens the lightbox on `list[index]`; the lightbox then moves through `list`. */
  open: (list: readonly GalleryPhoto[], index: number) => void;
}

export interface PortfolioViewer {
  list: readonly GalleryPhoto[];
  index: number;
}

/**
 * A portfolio's photos (asked for once the profile has loaded, spec 01 §7), filtered by the
 * category in `?featured=`, and the lightbox that shows them.
 */
export function usePortfolioGallery(segment: string, profileLoaded: boolean) {
  const query = useQuery(portfolioPhotosQueryOptions(segment, { enabled: profileLoaded }));
  const [category, setCategory] = useCategoryParam();
  const [viewer, setViewer] = useState<PortfolioViewer | null>(null);
  const allPhotos = query.data ?? EMPTY;

  const photos = useMemo(
    () => (category === ALL_CATEGORIES ? allPhotos : allPhotos.filter((photo) => photo.category === category)),
    [allPhotos, category],
  );
  const featured = useMemo(() => allPhotos.filter((photo) => photo.featured), [allPhotos]);
  const categories = useMemo(() => {
    const used = categoriesOf(allPhotos);
    return used.includes(category) ? used : [...used, category];
  }, [allPhotos, category]);
  const open = useCallback((list: readonly GalleryPhoto[], index: number) => setViewer({ list, index }), []);

  const { isPending, isError } = query;
  // One object per change, so that the layouts (memoised) only redraw when it changes.
  const gallery = useMemo<PortfolioGallery>(
    () => ({ allPhotos, photos, featured, category, categories, setCategory, isPending, isError, open }),
    [allPhotos, photos, featured, category, categories, setCategory, isPending, isError, open],
  );
  return { gallery, viewer, setViewer };
}

const EMPTY: readonly Photo[] = [];
