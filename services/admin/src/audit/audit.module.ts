import { Global, Module } from '@nestjs/common';
import { AdminAuditLog } from './admin-audit-log.js';
import { AuditController } from './audit.controller.js';

/** The admin audit log; every feature module may inject AdminAuditLog to record its actions. */
@Global()
@Module({ controllers: [AuditController], providers: [AdminAuditLog], exports: [AdminAuditLog] })
export class AuditModule {}
