import { RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { AdminModule } from './admin.module.js';
import { BULL_BOARD_PATH } from './bull-board.js';

export interface AdminRoute {
  method: keyof typeof RequestMethod;
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

const join = (...parts: string[]) =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;

/** Every route of the admin API, read from the controllers AdminModule lists (so none can be forgotten). */
export function adminRoutes(): AdminRoute[] {
  const controllers = (Reflect.getMetadata('controllers', AdminModule) ?? []) as Type[];
  const routes = controllers.flatMap((controller) => {
    const prefixes = [Reflect.getMetadata(PATH_METADATA, controller) as string | string[]].flat();
    const prototype = controller.prototype as Record<string, unknown>;
    return Object.getOwnPropertyNames(prototype).flatMap((name) => {
      const handler = prototype[name];
      if (typeof handler !== 'function' || name === 'constructor') return [];
      const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      if (paths === undefined) return [];
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod] as keyof typeof RequestMethod;
      return prefixes.flatMap((prefix) => [paths].flat().map((path) => ({ method, path: join(prefix, path) })));
    });
  });
  return [...routes, ...ADMIN_ROUTES_OUTSIDE_CONTROLLERS];
}
