import { BOOT_DATA_ELEMENT_ID, type BootData } from '@lumafolio/contracts/paths';
import type { QueryClient } from '@tanstack/react-query';
import { firstPageData, isPage } from './queries/page-data';

/** The answers the gateway wrote into the page (see the contracts' boot-data), keyed by GET path. */
export function readBootData(): BootData {
  const element = typeof document === 'undefined' ? null : document.getElementById(BOOT_DATA_ELEMENT_ID);
  if (!element?.textContent) return {};
  try {
    const data: unknown = JSON.parse(element.textContent);
    return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as BootData) : {};
  } catch {
    // Unreadable: the page asks the API as usual.
    return {};
  }
}

/**
 * Puts the page's first answers into the query cache under their paths (every visitor
 * query is keyed by its GET path). The server renders the page from the same cache, so the
 * browser's first render matches the HTML it hydrates; later refetches go to the API.
 * A page of a paged list (a rendered page carries only the first) seeds its infinite query.
 */
export function seedBootData(queryClient: QueryClient, data: BootData): void {
  for (const [path, body] of Object.entries(data)) queryClient.setQueryData([path], isPage(body) ? firstPageData(body) : body);
}
