import { Module } from '@nestjs/common';
import { AdminUsersController } from './users.controller.js';
import { AdminUsersService } from './users.service.js';

/** The Users tab: every account, paged and searchable, and the admin/user role switch. */
@Module({ controllers: [AdminUsersController], providers: [AdminUsersService] })
export class UsersModule {}
