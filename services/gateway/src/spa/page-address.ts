import { BUILT_IN_CATEGORIES } from '@lumafolio/contracts/paths';
import { categoryIdSchema } from '@lumafolio/contracts';

/** The query parameter of the selected category (spec 01 §2; the web's CATEGORY_PARAM). */
export const CATEGORY_PARAM = 'featured';
/** What the web app reads `?featured=` as when it names no category. */
const ALL_CATEGORIES = 'all';

const BUILT_IN_IDS: ReadonlySet<string> = new Set(BUILT_IN_CATEGORIES.map((category) => category.id));

/**
 * A visitor page's address as far as its HTML goes. The server render depends on the path
 * and on one query parameter only, the selected category (`?featured=`, read on load by
 * web/src/components/gallery/use-category-param.ts): a shared photo (`?photo=`) is opened
 * by an effect after the page has started, and tracking parameters (`utm_*`, `fbclid`, a
 * cache buster) change nothing. So every spelling of the query renders the same HTML as
 * its normal form, and shares its cache entry.
 */
export interface PageAddress {
  /** The path and normal query the page is rendered for: the same HTML as the address asked for. */
  renderUrl: string;
  /** The selected category, as the web app reads it; null for all. */
  category: string | null;
  /** Where it is kept; null when this spelling of the path is rendered each time (never stored). */
  key: string | null;
}

/**
 * `url`: the request's path and query. Only the path's canonical (lowercase) spelling is
 * stored; the query is reduced to the selected category, read as the web app reads it
 * (`parseCategory`: the first value, trimmed, lowercase, a category id, else all). A page
 * names its build's script files, so each build keeps its own pages: a release never serves
 * a page of the one before (whose files it no longer has), nor the other way round while
 * both run. Null `buildId`: the web app is not built, nothing is stored.
 */
export function pageAddress(url: string, buildId: string | null): PageAddress {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const category = queryAt < 0 ? null : selectedCategory(new URLSearchParams(url.slice(queryAt + 1)).get(CATEGORY_PARAM));
  const renderUrl = category === null ? path : `${path}?${CATEGORY_PARAM}=${category}`;
  const key = buildId === null || path !== path.toLowerCase() ? null : `page:${buildId}:${renderUrl}`;
  return { renderUrl, category, key };
}

/** The category a `?featured=` value selects, as the web app reads it; null for all (or nothing that is a category id). */
export function selectedCategory(value: string | null): string | null {
  if (value === null) return null;
  const parsed = categoryIdSchema.safeParse(value.trim().toLowerCase());
  return parsed.success && parsed.data !== ALL_CATEGORIES ? parsed.data : null;
}

/**
 * Whether a page that selects `category` is kept for other visitors: any spelling of a
 * category id renders (the page shows it as chosen), but only the built-in categories and
 * the ones the page has (`offered`) are stored, so no stranger can fill the cache with them.
 */
export function keepsCategory(category: string | null, offered: readonly string[]): boolean {
  return category === null || BUILT_IN_IDS.has(category) || offered.includes(category);
}
