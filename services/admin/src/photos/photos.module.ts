import { Module } from '@nestjs/common';
import { AdminPhotosController } from './admin-photos.controller.js';
import { AdminPhotosService } from './admin-photos.service.js';

/** The Featured Photos tab: every photo, feature toggles and bulk uploads, each recorded in the audit log. */
@Module({ controllers: [AdminPhotosController], providers: [AdminPhotosService] })
export class PhotosModule {}
