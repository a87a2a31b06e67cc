import { Module } from '@nestjs/common';
import { AdminAuditController } from './admin-audit.controller.js';
import { AdminOverviewController } from './admin-overview.controller.js';
import { AdminUsersController } from './admin-users.controller.js';

/** The admin dashboard's API: each tab's controller, all behind the admin check (admin-routes.ts). */
@Module({ controllers: [AdminOverviewController, AdminUsersController, AdminAuditController] })
export class AdminModule {}
