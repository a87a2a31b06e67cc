import { randomBytes } from 'node:crypto';

/** The header an in-process rebuild (VisitorCacheRebuilds) marks its requests with. */
export const REBUILD_HEADER = 'x-lumafolio-visitor-cache-rebuild';

/** Known to this process only: nobody outside can pass a request off as a rebuild. */
const REBUILD_TOKEN = randomBytes(16).toString('base64url');

export const rebuildRequestHeaders = (): Record<string, string> => ({ [REBUILD_HEADER]: REBUILD_TOKEN });

/**
 * Whether a request is this process computing a visitor answer again after a change, not a
 * visitor: it does not count as a visit, and is logged and measured apart from visitors'.
 */
export function isRebuildRequest(request: { headers: Record<string, string | string[] | undefined> }): boolean {
  return request.headers[REBUILD_HEADER] === REBUILD_TOKEN;
}
