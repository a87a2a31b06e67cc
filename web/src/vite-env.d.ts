/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Product name shown in the UI (default 'Lumafolio'). */
  readonly VITE_BRAND_NAME?: string;
  /** Domain-style product name (default '{brand lowercased}.com'). */
  readonly VITE_BRAND_DOMAIN?: string;
  /** Display name of the hosted identity provider on the landing page's second sign-in button. */
  readonly VITE_IDP_NAME?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
