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

type FilterablePhoto = Pick<Photo, 'title' | 'description' | 'category' | 'isPublic'>;

/** Category, visibility toggles, and a case-insensitive search over title or description. */
export function filterPhotos<T extends FilterablePhoto>(photos: readonly T[], filters: PhotoFilters): T[] {
  const needle = filters.search.trim().toLowerCase();
  return photos.filter((photo) => {
    if (filters.category !== ALL_CATEGORIES && photo.category !== filters.category) return false;
    if (photo.isPublic ? !filters.showPublic : !filters.showPrivate) return false;
    if (!needle) return true;
    return photo.title.toLowerCase().includes(needle) || photo.description.toLowerCase().includes(needle);
  });
}

export interface PhotoCounts {
  total: number;
  public: number;
  featured: number;
}

/** The counters of the My Photos screen (computed on the filtered list). */
export function countPhotos(photos: ReadonlyArray<Pick<Photo, 'isPublic' | 'featured'>>): PhotoCounts {
  return {
    total: photos.length,
    public: photos.filter((p) => p.isPublic).length,
    featured: photos.filter((p) => p.featured).length,
  };
}

/** 'a, b ,, c ' → ['a', 'b', 'c']: comma-separated, trimmed, empties dropped. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/** Replaces one photo in a list (optimistic updates and server answers). */
export function replacePhoto<T extends { id: string }>(photos: readonly T[] | null | undefined, id: string, change: (photo: T) => T): T[] | undefined {
  return photos ? photos.map((photo) => (photo.id === id ? change(photo) : photo)) : undefined;
}
