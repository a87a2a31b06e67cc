import type { Photo } from '@lumafolio/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useCategoryParam } from '@/components/gallery/use-category-param';
import { ALL_CATEGORIES, categoriesOf } from '@/lib/gallery/category-text';
import { usePagedList, type PagedList } from '@/lib/queries/paged';
import { portfolioCategoriesQueryOptions, portfolioPhotosQueryOptions } from '../api/portfolio';

/** The lists a portfolio's lightbox can move through. */
export type GallerySource = 'photos' | 'featured' | 'all';

export interface PortfolioGallery {
  /** Every public photo of the portfolio (paged). */
  all: PagedList<Photo>;
  /** The photos of the selected category (paged; `all` for 'all'). */
  list: PagedList<Photo>;
  /** The loaded photos of the selected category. */
  photos: readonly Photo[];
  /** The featured photos, of every category (paged). */
  featured: PagedList<Photo>;
  category: string;
  /** 'all' and the categories the photos use. */
  categories: readonly string[];
  setCategory: (category: string) => void;
  isPending: boolean;
  isError: boolean;
  /** Opens the lightbox on photo `index` of a list; it then moves through that list, page after page. */
  open: (source: GallerySource, index: number) => void;
}

export interface PortfolioViewer {
  source: GallerySource;
  index: number;
}

/**
 * A portfolio's photos (asked for once the profile has loaded, spec 01 §7): the category in
 * `?featured=` is filtered by the server, a page at a time; the featured ones and the
 * categories the filter offers come from their own requests. And the lightbox's state.
 */
export function usePortfolioGallery(segment: string, profileLoaded: boolean) {
  const [category, setCategory] = useCategoryParam();
  const isAll = category === ALL_CATEGORIES;
  const allQuery = useInfiniteQuery(portfolioPhotosQueryOptions(segment, {}, { enabled: profileLoaded }));
  const categoryQuery = useInfiniteQuery(portfolioPhotosQueryOptions(segment, { category }, { enabled: profileLoaded && !isAll }));
  const featuredQuery = useInfiniteQuery(portfolioPhotosQueryOptions(segment, { featured: true }, { enabled: profileLoaded }));
  const categoriesQuery = useQuery(portfolioCategoriesQueryOptions(segment, { enabled: profileLoaded }));
  const [viewer, setViewer] = useState<PortfolioViewer | null>(null);

  const all = usePagedList(allQuery);
  const ofCategory = usePagedList(categoryQuery);
  const featured = usePagedList(featuredQuery);
  const list = isAll ? all : ofCategory;
  const listQuery = isAll ? allQuery : categoryQuery;

  const used = categoriesQuery.data;
  const categories = useMemo(() => {
    const choices = categoriesOf((used ?? []).filter((entry) => entry.count > 0));
    return choices.includes(category) ? choices : [...choices, category];
  }, [used, category]);
  const open = useCallback((source: GallerySource, index: number) => setViewer({ source, index }), []);

  const { isPending, isError } = listQuery;
  // One object per change, so that the layouts (memoised) only redraw when it changes.
  const gallery = useMemo<PortfolioGallery>(
    () => ({ all, list, photos: list.items, featured, category, categories, setCategory, isPending, isError, open }),
    [all, list, featured, category, categories, setCategory, isPending, isError, open],
  );
  return { gallery, viewer, setViewer };
}

/** The paged list a viewer moves through. */
export function viewerList(gallery: PortfolioGallery, source: GallerySource): PagedList<Photo> {
  return source === 'featured' ? gallery.featured : source === 'all' ? gallery.all : gallery.list;
}
