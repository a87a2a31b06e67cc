import { Module } from '@nestjs/common';
import { AdminAuditController } from './admin-audit.controller.js';
import { AdminJobsController } from './admin-jobs.controller.js';
import { AdminEmailsController } from './admin-emails.controller.js';
import { AdminMessagesController } from './admin-messages.controller.js';
import { AdminOverviewController } from './admin-overview.controller.js';
import { AdminPhotosController } from './admin-photos.controller.js';

/** The admin dashboard's API: each tab's controller, all behind the admin check (admin-routes.ts). */
@Module({ controllers: [AdminOverviewController, AdminAuditController, AdminPhotosController, AdminJobsController, AdminEmailsController, AdminMessagesController] })
import { AdminUsersController } from './admin-users.controller.js';
@Module({ controllers: [AdminOverviewController, AdminUsersController, AdminAuditController] })
export class AdminModule {}
