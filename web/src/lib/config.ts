/**
 * Brand and app-wide configuration. The single place that reads build-time env values.
 * (`import.meta.env` is read defensively so the module also loads under Jest.)
 */
const env: Partial<ImportMetaEnv> = (import.meta as { env?: ImportMetaEnv }).env ?? {};

const clean = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

const brandName = clean(env.VITE_BRAND_NAME) ?? 'Lumafolio';

export const brand = {
  /** Product name, e.g. 'Lumafolio'. Shown uppercase in the navigation bar. */
  name: brandName,
  /** Domain-style product name, e.g. 'lumafolio.com'. */
  domain: clean(env.VITE_BRAND_DOMAIN) ?? `${brandName.toLowerCase().replace(/\s+/g, '')}.com`,
  /** Name of the hosted identity provider that /api/login redirects to. */
  identityProvider: clean(env.VITE_IDP_NAME) ?? `${brandName} ID`,
  /** Default hero tagline for visitors (spec 01 §2, Home page). */
  tagline: 'YOUR STORY, THROUGH THE LENS',
} as const;

/** Sign-in and sign-out are full-page navigations handled by the gateway. */
export const authPaths = {
  login: '/api/login',
  logout: '/api/logout',
} as const;

/** Viewport width (px) below which the mobile navigation is used (Chakra `md` = 48em). */
export const MOBILE_BREAKPOINT_PX = 768;
/** The navigation bar changes style once the page is scrolled more than this (px). */
export const NAV_SCROLL_THRESHOLD_PX = 10;
/** Tooltips open after this delay (ms) (spec 01 §9). */
export const TOOLTIP_OPEN_DELAY_MS = 700;
/**
 * Spec 01 §9 "skip delay": within this time after a tooltip closes, the next one opens
 * at once. Zag opens a tooltip immediately while another is still open, so the skip
 * window is the time a tooltip stays open after the pointer leaves (its close delay).
 */
export const TOOLTIP_SKIP_DELAY_MS = 300;
