import { BUILT_IN_CATEGORIES } from '@lumafolio/contracts/paths';

/** The category that shows every photo. */
export const ALL_CATEGORIES = 'all';

/** The query parameter that keeps the selected category (spec 01 §2). */
export const CATEGORY_PARAM = 'featured';

const BUILT_IN_LABELS: ReadonlyMap<string, string> = new Map(BUILT_IN_CATEGORIES.map((category) => [category.id, category.label]));

/** A category id as it may appear in a URL: a built-in id or a custom slug. */
const CATEGORY_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The category a query value names, or 'all' for anything that is not a category id. */
export function parseCategory(value: string | null | undefined): string {
  const trimmed = value?.trim().toLowerCase() ?? '';
  return trimmed.length <= 60 && CATEGORY_ID.test(trimmed) ? trimmed : ALL_CATEGORIES;
}

/**
 * The capitalised name of a category: the built-in label ('Black & White'), else the
 * given custom label, else the slug in words ('street-art' → 'Street Art').
 */
export function categoryLabel(id: string, customLabels?: ReadonlyMap<string, string>): string {
  const known = BUILT_IN_LABELS.get(id) ?? customLabels?.get(id)?.trim();
  if (known) return known;
  return id
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Home gallery heading (spec 01 §2): 'Featured Work' for all, else the capitalised category. */
export function homeGalleryHeading(category: string, customLabels?: ReadonlyMap<string, string>): string {
  return category === ALL_CATEGORIES ? 'Featured Work' : categoryLabel(category, customLabels);
}

/** Portfolio gallery heading (spec 01 §2): 'All Work', else the capitalised category. */
export function portfolioGalleryHeading(category: string): string {
  return category === ALL_CATEGORIES ? 'All Work' : categoryLabel(category);
}

/** Portfolio empty state (spec 01 §2). */
export function noPhotosMessage(category: string): string {
  return category === ALL_CATEGORIES ? 'No photos to display.' : `No photos in the ${categoryLabel(category)} category.`;
}

/**
 * The categories a portfolio's filter offers: 'all', then every category its photos use,
 * built-in ones in their usual order, custom ones after them by name.
 */
export function categoriesOf(photos: ReadonlyArray<{ category: string }>): string[] {
  const used = new Set(photos.map((photo) => photo.category).filter((id) => id && id !== ALL_CATEGORIES));
  const builtIn = BUILT_IN_CATEGORIES.map((category) => category.id as string).filter((id) => used.has(id));
  const custom = [...used].filter((id) => !BUILT_IN_LABELS.has(id)).sort((a, b) => categoryLabel(a).localeCompare(categoryLabel(b)));
  return [ALL_CATEGORIES, ...builtIn, ...custom];
}
