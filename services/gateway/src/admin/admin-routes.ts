import { applyDecorators, Controller, UseGuards } from '@nestjs/common';
import { AdminGuard } from '../auth/admin.guard.js';
import { SessionGuard } from '../auth/session.guard.js';

/**
 * A controller of admin routes under `/api/{prefix}`: every route answers 401 without a
 * session and 403 to anyone but an admin, checked on the server whatever the client shows.
 */
export const AdminController = (prefix = 'admin') => applyDecorators(Controller(`api/${prefix}`), UseGuards(SessionGuard, AdminGuard));
