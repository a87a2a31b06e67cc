import type { ApiRoute } from './api-route.js';
import { ACCOUNT_ROUTES } from './routes/account.routes.js';
import { ADMIN_ROUTES } from './routes/admin.routes.js';
import { CLIENT_GALLERY_ROUTES } from './routes/client-galleries.routes.js';
import { GOOGLE_PHOTOS_ROUTES } from './routes/google-photos.routes.js';
import { PHOTOS_ROUTES } from './routes/photos.routes.js';
import { PORTFOLIO_ROUTES } from './routes/portfolio.routes.js';
import { SITE_ROUTES } from './routes/site.routes.js';

/** Every route of the gateway, in the order the document lists them. */
export const API_ROUTES: readonly ApiRoute[] = [
  ...ACCOUNT_ROUTES,
  ...PHOTOS_ROUTES,
  ...PORTFOLIO_ROUTES,
  ...CLIENT_GALLERY_ROUTES,
  ...GOOGLE_PHOTOS_ROUTES,
  ...ADMIN_ROUTES,
  ...SITE_ROUTES,
];
