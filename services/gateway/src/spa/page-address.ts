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
  /** Where it is kept; null when the page is not stored (no web build, or not its canonical spelling). */
  key: string | null;
  /**
   * The address's canonical spelling (spec 01 §3: portfolio paths are lowercase), with the
   * query as asked for, when the path is spelled otherwise (upper case, percent-encoded
   * letters, spaces around the name): answered with a 301 there, never rendered nor stored,
   * so the spellings of one address cost a stranger nothing and take no entry.
   */
  redirect: string | null;
}

/**
 * `url`: the request's path and query. Only the path's canonical spelling is stored (others
 * are sent there); the query is reduced to the selected category, read as the web app reads it
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
  const canonical = canonicalPath(path);
  if (canonical !== null && canonical !== path) return { renderUrl, category, key: null, redirect: `${canonical}${queryAt < 0 ? '' : url.slice(queryAt)}` };
  const key = buildId === null || canonical === null ? null : `page:${buildId}:${renderUrl}`;
  return { renderUrl, category, key, redirect: null };
}

const ONE_SEGMENT = /^(\/portfolio)?\/([^/]+)$/;

/**
 * The one spelling of a page's path: `/` as it is; `/{segment}` and `/portfolio/{segment}`
 * with the segment decoded, trimmed, lowercased and encoded again as a URL component. Null
 * for any other path, and for a segment that is not valid percent-encoding or is only spaces.
 */
export function canonicalPath(path: string): string | null {
  if (path === '/') return path;
  const match = ONE_SEGMENT.exec(path);
  if (!match?.[2]) return null;
  let segment: string;
  try {
    segment = decodeURIComponent(match[2]).trim().toLowerCase();
  } catch {
    return null;
  }
  return segment === '' ? null : `${match[1] ?? ''}/${encodeURIComponent(segment)}`;
}

/** The category a `?featured=` value selects, as the web app reads it; null for all (or nothing that is a category id). */
export function selectedCategory(value: string | null): string | null {
  if (value === null) return null;
  const parsed = categoryIdSchema.safeParse(value.trim().toLowerCase());
  return parsed.success && parsed.data !== ALL_CATEGORIES ? parsed.data : null;
}

/**
 * Whether a page may select `category`: the built-in categories and the ones the page has
 * (`offered`). A portfolio page selecting any other is sent to the page without it, and a
 * page that shows one is never stored, so no stranger can fill the cache with them.
 */
export function keepsCategory(category: string | null, offered: readonly string[]): boolean {
  return category === null || BUILT_IN_IDS.has(category) || offered.includes(category);
}

/** The address without its `?featured=` (every value), the rest of the query kept as it was. */
export function withoutCategory(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const query = new URLSearchParams(url.slice(queryAt + 1));
  query.delete(CATEGORY_PARAM);
  const rest = query.toString();
  return `${url.slice(0, queryAt)}${rest ? `?${rest}` : ''}`;
}
