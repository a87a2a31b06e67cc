/** Query parameters checked first when echoing what the visitor looked for. */
const PREFERRED_KEYS = ['q', 'query', 'search', 'username', 'user', 'portfolio', 'photographer'];
const MAX_LENGTH = 80;

/**
 * The query value the not-found page echoes: the first non-empty preferred parameter,
 * else the first non-empty value of any parameter; trimmed and shortened. null if none.
 */
export function searchedValue(params: URLSearchParams): string | null {
  const normalise = (value: string | null): string | null => {
    const trimmed = value?.replace(/\s+/g, ' ').trim();
    if (!trimmed) return null;
    return trimmed.length > MAX_LENGTH ? `${trimmed.slice(0, MAX_LENGTH - 1)}…` : trimmed;
  };
  for (const key of PREFERRED_KEYS) {
    const value = normalise(params.get(key));
    if (value) return value;
  }
  for (const [, raw] of params) {
    const value = normalise(raw);
    if (value) return value;
  }
  return null;
}
