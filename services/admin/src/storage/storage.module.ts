import { Module } from '@nestjs/common';
import { StorageAdminController } from './storage-admin.controller.js';
import { StorageAdminService } from './storage-admin.service.js';

/** The Storage Analytics and Object Storage tabs: audits and repairs of photo storage (media's), each repair in the audit log. */
@Module({ controllers: [StorageAdminController], providers: [StorageAdminService] })
export class StorageModule {}
