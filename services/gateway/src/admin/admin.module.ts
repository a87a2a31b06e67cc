import { Module } from '@nestjs/common';
import { DecodeSlots } from '@lumafolio/server-common';
import { AdminAuditController } from './admin-audit.controller.js';
import { AdminHeroImagesController } from './admin-hero-images.controller.js';
import { AdminHeroesController } from './admin-heroes.controller.js';
import { AdminOverviewController } from './admin-overview.controller.js';
import { HeroBannerIntake } from './hero-banner-intake.js';

/** The admin dashboard's API: each tab's controller, all behind the admin check (admin-routes.ts). */
@Module({
  controllers: [AdminOverviewController, AdminAuditController, AdminHeroesController, AdminHeroImagesController],
  providers: [HeroBannerIntake, { provide: DecodeSlots, useValue: new DecodeSlots(1) }],
})
export class AdminModule {}
