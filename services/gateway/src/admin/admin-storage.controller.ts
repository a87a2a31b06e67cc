import { Body, Get, Headers, HttpCode, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  adminRegenerateFilesRpc,
  adminUserAuditRpc,
  getStorageAnalyticsRpc,
  getStorageAuditRpc,
  regenerateFilesRequestSchema,
  runStorageAuditRpc,
  userAuditRequestSchema,
  type AdminUserAudit,
  type StorageAudit,
} from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { CurrentUserId } from '../auth/session.guard.js';
import { AdminController } from './admin-routes.js';
import { storageAnalyticsHtml, storageAuditHtml, wantsHtml } from './storage-report-html.js';

/** The Storage Analytics tab (spec 02 §2, §7): the whole-store audit (a queued job, ADR 31) and one user's audit. */
@AdminController()
export class AdminStorageController {
  constructor(private readonly rpc: RpcClient) {}

  /** JSON for the dashboard; a readable page when a browser tab asks for HTML. */
  @Get('storage/audit')
  async audit(@Headers('accept') accept: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    const audit = await this.rpc.call(getStorageAuditRpc, {});
    await send(reply, accept, audit, storageAuditHtml);
  }

  @Get('storage/analytics')
  async analytics(@Headers('accept') accept: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    const analytics = await this.rpc.call(getStorageAnalyticsRpc, {});
    await send(reply, accept, analytics, storageAnalyticsHtml);
  }

  /** Queues a whole-store audit (or answers the one under way). */
  @Post('storage/audit/run')
  @HttpCode(202)
  run(@CurrentUserId() actorId: string): Promise<StorageAudit> {
    return this.rpc.call(runStorageAuditRpc, { actorId });
  }

  /** A photo's missing files made again from its original (its processing queued again). */
  @Post('storage/regenerate')
  @HttpCode(202)
  regenerate(@CurrentUserId() actorId: string, @Body() body: unknown) {
    return this.rpc.call(adminRegenerateFilesRpc, { actorId, ...regenerateFilesRequestSchema.parse(body ?? {}) });
  }

  @Post('storage/user-audit')
  @HttpCode(200)
  userAudit(@Body() body: unknown): Promise<AdminUserAudit> {
    return this.rpc.call(adminUserAuditRpc, userAuditRequestSchema.parse(body ?? {}));
  }
}

async function send<T>(reply: FastifyReply, accept: string | undefined, value: T, html: (value: T) => string): Promise<void> {
  void reply.header('cache-control', 'private, no-store');
  if (wantsHtml(accept)) await reply.header('content-type', 'text/html; charset=utf-8').send(html(value));
  else await reply.header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(value));
}
