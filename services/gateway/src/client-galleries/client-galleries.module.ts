import { Module } from '@nestjs/common';
import type { FailureBudgetRule } from '../security/failure-budget.js';
import type { RateLimitRule } from '../security/rate-limiter.js';
import { GatewayConfig } from '../config.js';
import { ClientGalleriesController } from './client-galleries.controller.js';
import { ClientGalleryController } from './client-gallery.controller.js';
import { GALLERY_FAVOURITE_RULE, GALLERY_NEW_VISITOR_RULE, GALLERY_UNLOCK_BUDGET } from './client-gallery-tokens.js';
import { GalleryCookies } from './gallery-cookies.js';

/**
 * Wrong passwords: five per IP and gallery in ten minutes; ten per gallery from everyone
 * together (forgotten a day after the last), then each one locks the gallery's password
 * form for 1, 2, 4… minutes, at most 15. Right passwords cost nothing, and visitors who
 * unlocked it before keep their cookie.
 */
const UNLOCK_BUDGET: FailureBudgetRule = {
  name: 'gallery-unlock',
  perSource: { limit: 5, windowSeconds: 600 },
  sharedFreeFailures: 10,
  firstLockSeconds: 60,
  maxLockSeconds: 15 * 60,
  forgetAfterSeconds: 24 * 60 * 60,
};
/** A heart a second, sustained, per IP and gallery. */
const FAVOURITE_RULE: RateLimitRule = { name: 'gallery-favourite:ip', limit: 60, windowSeconds: 60 };
/** A household's or an office's devices, not a script's. */
const NEW_VISITOR_RULE: RateLimitRule = { name: 'gallery-new-visitor:ip', limit: 10, windowSeconds: 60 * 60 };

/** Client galleries (ADR 42): the owner's API and the visitors' one. */
@Module({
  controllers: [ClientGalleriesController, ClientGalleryController],
  providers: [
    { provide: GALLERY_UNLOCK_BUDGET, useValue: UNLOCK_BUDGET },
    { provide: GALLERY_FAVOURITE_RULE, useValue: FAVOURITE_RULE },
    { provide: GALLERY_NEW_VISITOR_RULE, useValue: NEW_VISITOR_RULE },
    { provide: GalleryCookies, useFactory: (config: GatewayConfig) => new GalleryCookies(config.PUBLIC_URL), inject: [GatewayConfig] },
  ],
})
export class ClientGalleriesModule {}
