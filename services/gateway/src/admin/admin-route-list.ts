import type { Type } from '@nestjs/common';
import { httpRoutesOf } from '../http/http-route.js';
import type { HttpMethod } from '../openapi/api-route.js';
import { AdminModule } from './admin.module.js';
import { BULL_BOARD_PATH } from './bull-board.js';

export interface AdminRoute {
  method: HttpMethod;
  /** The route's path with each `:param` as written, e.g. `/api/admin/users/:userId/role`. */
  path: string;
}

/**
 * Routes outside the admin controllers, behind the same admin check: Bull Board
 * (bull-board.ts: its page and one of its API's routes), and a global banner's palette
 * analysis, admin-only, whose route also serves each user's own custom hero
 * (HeroImagesController), so it stays there and is walked from here.
 */
export const ADMIN_ROUTES_OUTSIDE_CONTROLLERS: readonly AdminRoute[] = [
  { method: 'GET', path: BULL_BOARD_PATH },
  { method: 'GET', path: `${BULL_BOARD_PATH}/api/queues` },
  { method: 'POST', path: '/api/hero-images/:id/extract-colors' },
];

/** The admin dashboard's controllers, in the order AdminModule lists them. */
export const adminControllers = (): Type[] => (Reflect.getMetadata('controllers', AdminModule) ?? []) as Type[];

/** Every route of the admin API, read from the contracts of the controllers AdminModule lists (so none can be forgotten). */
export function adminRoutes(): AdminRoute[] {
  const routes = httpRoutesOf(...adminControllers()).map(({ method, path }) => ({ method, path }));
  return [...routes, ...ADMIN_ROUTES_OUTSIDE_CONTROLLERS];
}
