/** Only same-site relative paths: never an open redirect to another host. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > 512) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (value.startsWith('/api/')) return '/';
  return /^[\x20-\x7e]+$/.test(value) ? value : '/';
}
