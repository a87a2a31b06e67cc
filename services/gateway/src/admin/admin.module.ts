import { Module } from '@nestjs/common';
import { AdminAiInsightsController } from './admin-ai-insights.controller.js';
import { AdminAuditController } from './admin-audit.controller.js';
import { AdminEmailsController } from './admin-emails.controller.js';
import { AdminHeroImagesController } from './admin-hero-images.controller.js';
import { AdminHeroesController } from './admin-heroes.controller.js';
import { AdminJobsController } from './admin-jobs.controller.js';
import { AdminMessagesController } from './admin-messages.controller.js';
import { AdminObjectStorageController } from './admin-object-storage.controller.js';
import { AdminOverviewController } from './admin-overview.controller.js';
import { AdminPhotosController } from './admin-photos.controller.js';
import { AdminStorageController } from './admin-storage.controller.js';
import { AdminUsersController } from './admin-users.controller.js';
import { HeroBannerIntake } from './hero-banner-intake.js';

/** The admin dashboard's API: each tab's controller, each route's contract with `access: 'admin'` (401 signed out, 403 to anyone but an admin). */
@Module({
  controllers: [
    AdminOverviewController,
    AdminUsersController,
    AdminMessagesController,
    AdminEmailsController,
    AdminHeroesController,
    AdminHeroImagesController,
    AdminPhotosController,
    AdminAiInsightsController,
    AdminStorageController,
    AdminObjectStorageController,
    AdminJobsController,
    AdminAuditController,
  ],
  providers: [HeroBannerIntake],
})
export class AdminModule {}
