/** First-segment routes of the web app and API: a username may not shadow them. */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  'account', 'admin', 'api', 'assets', 'auth', 'callback', 'dashboard', 'favicon.ico', 'healthz', 'help',
  'images', 'interaction', 'landing', 'login', 'logout', 'media', 'my-photos', 'oidc', 'portfolio',
  'readyz', 'root', 'settings', 'signin', 'signup', 'static', 'support', 'system', 'user', 'users', 'www',
]);
