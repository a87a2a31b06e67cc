import { BUILT_IN_CATEGORIES, type CustomCategory, type Photo } from '@lumafolio/contracts';

export const ALL_CATEGORIES = 'all';

export interface CategoryOption {
  value: string;
  label: string;
}

/** Upload and edit choices: the built-ins without 'all', then the user's custom categories. */
export function photoCategoryOptions(custom: readonly CustomCategory[] = []): CategoryOption[] {
  const builtIn = BUILT_IN_CATEGORIES.filter((c) => c.id !== ALL_CATEGORIES).map((c) => ({ value: c.id as string, label: c.label as string }));
  const known = new Set(builtIn.map((c) => c.value));
  const extra = custom.filter((c) => !known.has(c.categoryId)).map((c) => ({ value: c.categoryId, label: c.label }));
  return [...builtIn, ...extra];
}

/** The filter's choices: 'All' first, then every photo category. */
export function filterCategoryOptions(custom: readonly CustomCategory[] = []): CategoryOption[] {
  return [{ value: ALL_CATEGORIES, label: 'All' }, ...photoCategoryOptions(custom)];
}

/** A category id's label ('black-and-white' → 'Black & White'); unknown ids are shown as they are. */
export function categoryLabel(id: string, options: readonly CategoryOption[]): string {
  return options.find((option) => option.value === id)?.label ?? id;
}

export interface PhotoFilters {
  category: string;
  search: string;
  showPublic: boolean;
  showPrivate: boolean;
}

export const DEFAULT_PHOTO_FILTERS: PhotoFilters = { category: ALL_CATEGORIES, search: '', showPublic: true, showPrivate: true };

/** The server's filter for the screen's filters (null: both visibility toggles off, so nothing to ask for). */
export interface ServerPhotoFilter {
  category: string | null;
  visibility: 'public' | 'private' | null;
  q: string | null;
}

export function serverFilter(filters: PhotoFilters, search: string = filters.search): ServerPhotoFilter | null {
  if (!filters.showPublic && !filters.showPrivate) return null;
  const q = search.trim();
  return {
    category: filters.category === ALL_CATEGORIES ? null : filters.category,
    visibility: filters.showPublic && filters.showPrivate ? null : filters.showPublic ? 'public' : 'private',
    q: q === '' ? null : q,
  };
}

export function isFiltered(filter: ServerPhotoFilter | null): boolean {
  return filter === null || filter.category !== null || filter.visibility !== null || filter.q !== null;
}

type ListedPhoto = Pick<Photo, 'id' | 'category' | 'isPublic' | 'featured'>;

/** Whether a photo still belongs in a list of this filter (the search is the server's to judge: kept). */
export function matchesFilter(
  photo: Pick<Photo, 'category' | 'isPublic'>,
  filter: { category?: string | null; visibility?: 'public' | 'private' | null },
): boolean {
  if (filter.category && photo.category !== filter.category) return false;
  if (filter.visibility === 'public' && !photo.isPublic) return false;
  if (filter.visibility === 'private' && photo.isPublic) return false;
  return true;
}

interface ListPage<T> {
  items: T[];
  nextCursor: string | null;
  total: number | null;
  counts?: { public: number; featured: number } | null;
}

interface ListData<T> {
  pages: ListPage<T>[];
  pageParams: unknown[];
}

/**
 * One photo of a paged My Photos list changed (`change` gives its new state, or null when it
 * is deleted): it is replaced where it is, or taken out when it no longer belongs in the
 * list's filter; the first page's total and counters follow. Unchanged when the photo is
 * not among the loaded ones.
 */
export function changePhotoInPages<T extends ListedPhoto, D extends ListData<T>>(
  data: D | undefined,
  filter: { category?: string | null; visibility?: 'public' | 'private' | null },
  id: string,
  change: (photo: T) => T | null,
): D | undefined {
  if (!data) return data;
  const before = data.pages.flatMap((page) => page.items).find((photo) => photo.id === id);
  if (!before) return data;
  const changed = change(before);
  const after = changed && matchesFilter(changed, filter) ? changed : null;
  const pages = data.pages.map((page, index) => {
    const items = page.items.flatMap((photo) => (photo.id !== id ? [photo] : after ? [after] : []));
    if (index !== 0) return { ...page, items };
    const weight = (photo: T | null, field: 'isPublic' | 'featured') => (photo?.[field] ? 1 : 0);
    return {
      ...page,
      items,
      total: page.total === null ? null : Math.max(0, page.total - (after ? 0 : 1)),
      ...(page.counts
        ? {
            counts: {
              public: Math.max(0, page.counts.public + weight(after, 'isPublic') - weight(before, 'isPublic')),
              featured: Math.max(0, page.counts.featured + weight(after, 'featured') - weight(before, 'featured')),
            },
          }
        : {}),
    };
  });
  return { ...data, pages };
}

/** 'a, b ,, c ' → ['a', 'b', 'c']: comma-separated, trimmed, empties dropped. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}
