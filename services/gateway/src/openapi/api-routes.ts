import { AuthController } from '../auth/auth.controller.js';
import { ClientGalleriesController } from '../client-galleries/client-galleries.controller.js';
import { ClientGalleryController } from '../client-galleries/client-gallery.controller.js';
import { ContactController } from '../contact/contact.controller.js';
import { AlbumSyncEventsController } from '../google-photos/album-sync-events.controller.js';
import { GooglePhotosConnectController } from '../google-photos/google-photos-connect.controller.js';
import { GooglePhotosController } from '../google-photos/google-photos.controller.js';
import { HealthController } from '../health/health.controller.js';
import { HeroFilesController } from '../heroes/hero-files.controller.js';
import { HeroImagesController } from '../heroes/hero-images.controller.js';
import { HeroSelectionController } from '../heroes/hero-selection.controller.js';
import { httpRoutesOf } from '../http/http-route.js';
import { PageViewsController } from '../page-views/page-views.controller.js';
import { PortfolioViewsController } from '../page-views/portfolio-views.controller.js';
import { WatermarkController } from '../photos/watermark.controller.js';
import { FirstStepsController } from '../portfolio/first-steps.controller.js';
import { PortfolioController } from '../portfolio/portfolio.controller.js';
import { TemplateSelectionController } from '../portfolio/template-selection.controller.js';
import { SeoController } from '../seo/seo.controller.js';
import { ClientGalleryPageController } from '../spa/client-gallery-page.controller.js';
import { SpaPagesController } from '../spa/spa-pages.controller.js';
import { TemplatesController } from '../templates/templates.controller.js';
import { UsersController } from '../users/users.controller.js';
import type { ApiRoute } from './api-route.js';
import { ADMIN_ROUTES } from './routes/admin.routes.js';
import { PHOTOS_ROUTES } from './routes/photos.routes.js';
import { OpenApiController } from './openapi.controller.js';

/**
 * The controllers whose routes declare their contract with `@HttpRoute` (ADR 54), in the
 * order the document lists them; their routes come in the order their methods are written.
 */
export const DOCUMENTED_CONTROLLERS = {
  /** Sign-in by full-page navigation, the signed-in user's account and its sessions. */
  account: [FirstStepsController, AuthController, UsersController, PortfolioViewsController, WatermarkController],
  /** Public portfolios, design templates, hero banners, the contact form and page views. */
  portfolio: [
    PortfolioController,
    TemplatesController,
    TemplateSelectionController,
    HeroImagesController,
    HeroFilesController,
    HeroSelectionController,
    ContactController,
    PageViewsController,
  ],
  /** Client galleries (ADR 42): the photographer's API, the visitors' one by the unlisted link, and its page. */
  clientGalleries: [ClientGalleriesController, ClientGalleryController, ClientGalleryPageController],
  /** Connecting Google Photos and the sets of photos picked there. Owner only. */
  googlePhotos: [GooglePhotosConnectController, GooglePhotosController, AlbumSyncEventsController],
  /** Health, what search engines read, the pages rendered on the server, and this documentation. */
  site: [HealthController, SeoController, SpaPagesController, OpenApiController],
};

/** Every route of the gateway, in the order the document lists them: the route tables still to migrate, and the controllers' contracts. */
export const API_ROUTES: readonly ApiRoute[] = [
  ...httpRoutesOf(...DOCUMENTED_CONTROLLERS.account),
  ...PHOTOS_ROUTES,
  ...httpRoutesOf(...DOCUMENTED_CONTROLLERS.portfolio),
  ...httpRoutesOf(...DOCUMENTED_CONTROLLERS.clientGalleries),
  ...httpRoutesOf(...DOCUMENTED_CONTROLLERS.googlePhotos),
  ...ADMIN_ROUTES,
  ...httpRoutesOf(...DOCUMENTED_CONTROLLERS.site),
];
