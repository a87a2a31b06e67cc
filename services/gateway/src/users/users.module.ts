import { Module } from '@nestjs/common';
import { UsersController } from './users.controller.js';

/** A user's own profile and account; the admin's list of users. */
@Module({ controllers: [UsersController] })
export class UsersModule {}
