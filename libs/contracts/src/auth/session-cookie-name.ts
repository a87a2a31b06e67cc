/** The gateway's session cookie over plain HTTP (local profiles, tests). */
export const SESSION_COOKIE_NAME = 'lf_session';
/** Over TLS: the `__Host-` prefix (Secure, Path=/, no Domain), so a sibling subdomain can never set or overwrite it. */
export const SECURE_SESSION_COOKIE_NAME = `__Host-${SESSION_COOKIE_NAME}`;
