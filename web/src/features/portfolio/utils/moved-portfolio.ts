/** A plain path of this site: never "//host" or "/\host". */
const LOCAL_PATH = /^\/(?![/\\])/;

/**
 * Where the app goes when the portfolio asked for has moved (its owner changed username,
 * ADR 45): the current path, with the "/portfolio" prefix, query and hash kept as they were.
 * Null when it has not moved (or the answer is not a path of this site).
 */
export function movedPortfolioTarget(movedTo: string | undefined, location: { pathname: string; search: string; hash: string }): string | null {
  if (!movedTo || !LOCAL_PATH.test(movedTo)) return null;
  const prefix = location.pathname.toLowerCase().startsWith('/portfolio/') ? '/portfolio' : '';
  return `${prefix}${movedTo}${location.search}${location.hash}`;
}
