import { Module } from '@nestjs/common';
import type { RateLimitRule } from '../security/rate-limiter.js';
import { GatewayConfig } from '../config.js';
import { ClientGalleriesController } from './client-galleries.controller.js';
import { ClientGalleryController } from './client-gallery.controller.js';
import { GALLERY_UNLOCK_RULE } from './client-gallery-tokens.js';
import { GalleryCookies } from './gallery-cookies.js';

/** Five tries per IP and gallery in ten minutes (each wrong one costs an argon2 verification). */
const UNLOCK_RULE: RateLimitRule = { name: 'gallery-unlock:ip', limit: 5, windowSeconds: 600 };

/** Client galleries (ADR 42): the owner's API and the visitors' one. */
@Module({
  controllers: [ClientGalleriesController, ClientGalleryController],
  providers: [
    { provide: GALLERY_UNLOCK_RULE, useValue: UNLOCK_RULE },
    { provide: GalleryCookies, useFactory: (config: GatewayConfig) => new GalleryCookies(config.PUBLIC_URL), inject: [GatewayConfig] },
  ],
})
export class ClientGalleriesModule {}
