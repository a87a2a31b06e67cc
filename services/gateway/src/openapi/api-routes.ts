import { AdminAiInsightsController } from '../admin/admin-ai-insights.controller.js';
import { AdminAuditController } from '../admin/admin-audit.controller.js';
import { AdminEmailsController } from '../admin/admin-emails.controller.js';
import { AdminHeroImagesController } from '../admin/admin-hero-images.controller.js';
import { AdminHeroesController } from '../admin/admin-heroes.controller.js';
import { AdminJobsController } from '../admin/admin-jobs.controller.js';
import { AdminMessagesController } from '../admin/admin-messages.controller.js';
import { AdminObjectStorageController } from '../admin/admin-object-storage.controller.js';
import { AdminOverviewController } from '../admin/admin-overview.controller.js';
import { AdminPhotosController } from '../admin/admin-photos.controller.js';
import { AdminStorageController } from '../admin/admin-storage.controller.js';
import { AdminUsersController } from '../admin/admin-users.controller.js';
import { BULL_BOARD_PAGE } from '../admin/bull-board.js';
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
import { AiAnalyzeController } from '../photos/ai-analyze.controller.js';
import { CategoriesController } from '../photos/categories.controller.js';
import { ImagesController } from '../photos/images.controller.js';
import { PhotoCountsController } from '../photos/photo-counts.controller.js';
import { BulkPhotosController } from '../photos/bulk-photos.controller.js';
import { PhotoArchivesController } from '../photos/archive/photo-archives.controller.js';
import { PhotoDownloadController } from '../photos/download/photo-download.controller.js';
import { DuplicatesController } from '../photos/duplicates.controller.js';
import { PhotoEventsController } from '../photos/photo-events.controller.js';
import { PhotosController } from '../photos/photos.controller.js';
import { ProfileImageController } from '../photos/profile-image.controller.js';
import { ResumableUploadController, ResumableUploadDiscoveryController } from '../photos/resumable/resumable-upload.controller.js';
import { UploadController } from '../photos/upload.controller.js';
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
import { OpenApiController } from './openapi.controller.js';

/**
 * Every controller of the gateway, each route declared once with its `@HttpRoute` contract
 * (ADR 54), in the order the document lists them; their routes come in the order their
 * methods are written. A new controller goes here: the route test fails until it does.
 */
export const DOCUMENTED_CONTROLLERS = {
  /** Sign-in by full-page navigation, the signed-in user's account and its sessions. */
  account: [FirstStepsController, AuthController, UsersController, PortfolioViewsController, WatermarkController],
  /** A user's photos, their categories and files, uploads (resumable ones too), the AI's suggestions and the profile picture. */
  photos: [
    PhotosController,
    PhotoEventsController,
    PhotoCountsController,
    BulkPhotosController,
    PhotoArchivesController,
    PhotoDownloadController,
    DuplicatesController,
    UploadController,
    ResumableUploadDiscoveryController,
    ResumableUploadController,
    AiAnalyzeController,
    ImagesController,
    CategoriesController,
    ProfileImageController,
  ],
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
  /** The admin dashboard's API (Bull Board's page follows them). */
  admin: [
    AdminOverviewController,
    AdminAuditController,
    AdminAiInsightsController,
    AdminUsersController,
    AdminMessagesController,
    AdminEmailsController,
    AdminHeroesController,
    AdminHeroImagesController,
    AdminPhotosController,
    AdminStorageController,
    AdminObjectStorageController,
    AdminJobsController,
  ],
  /** Health, what search engines read, the pages rendered on the server, and this documentation. */
  site: [HealthController, SeoController, SpaPagesController, OpenApiController],
};

const { account, photos, portfolio, clientGalleries, googlePhotos, admin, site } = DOCUMENTED_CONTROLLERS;

/**
 * Every route of the gateway, in the order the document lists them: the controllers'
 * contracts, and Bull Board's page, which a Fastify plugin serves, not a controller.
 */
export const API_ROUTES: readonly ApiRoute[] = [
  ...httpRoutesOf(...account, ...photos, ...portfolio, ...clientGalleries, ...googlePhotos, ...admin),
  BULL_BOARD_PAGE,
  ...httpRoutesOf(...site),
];
