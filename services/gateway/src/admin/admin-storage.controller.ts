import { Controller, Headers, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  adminRegenerateFilesRpc,
  adminUserAuditRpc,
  getStorageAnalyticsRpc,
  getStorageAuditRpc,
  regenerateFilesRequestSchema,
  runStorageAuditRpc,
  storageAnalyticsSchema,
  storageAuditSchema,
  userAuditRequestSchema,
  type AdminUserAudit,
  type StorageAudit,
} from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { CurrentUserId } from '../auth/session.guard.js';
import { HttpRoute, RouteInput, defineHttpRoute } from '../http/http-route.js';
import { json } from '../openapi/api-route.js';
import { ADMIN_TAGS } from './admin-tags.js';
import { storageAnalyticsHtml, storageAuditHtml, wantsHtml } from './storage-report-html.js';

const tag = ADMIN_TAGS.photos;

const storageAudit = defineHttpRoute({
  method: 'GET',
  path: '/api/admin/storage/audit',
  tag,
  summary: 'The last whole-store audit',
  access: 'admin',
  status: 200,
  answer: { kind: 'json-or-html', schema: storageAuditSchema, description: 'JSON, or a readable page when the browser asks for HTML.' },
});

const storageAnalytics = defineHttpRoute({
  method: 'GET',
  path: '/api/admin/storage/analytics',
  tag,
  summary: 'Storage analytics',
  access: 'admin',
  status: 200,
  answer: { kind: 'json-or-html', schema: storageAnalyticsSchema, description: 'JSON, or a readable page when the browser asks for HTML.' },
});

const runAudit = defineHttpRoute({
  method: 'POST',
  path: '/api/admin/storage/audit/run',
  tag,
  summary: 'Queue a whole-store audit',
  access: 'admin',
  status: 202,
  answer: json(runStorageAuditRpc.response, 'The audit under way.'),
});

const regenerateFiles = defineHttpRoute({
  method: 'POST',
  path: '/api/admin/storage/regenerate',
  tag,
  summary: "Make a photo's missing files again",
  access: 'admin',
  body: { kind: 'json', schema: regenerateFilesRequestSchema },
  status: 202,
  answer: json(adminRegenerateFilesRpc.response, 'Queued.'),
});

const userAudit = defineHttpRoute({
  method: 'POST',
  path: '/api/admin/storage/user-audit',
  tag,
  summary: "Audit one user's files",
  access: 'admin',
  body: { kind: 'json', schema: userAuditRequestSchema },
  status: 200,
  answer: json(adminUserAuditRpc.response, 'The audit.'),
});

/** The Storage Analytics tab (spec 02 §2, §7): the whole-store audit (a queued job, ADR 31) and one user's audit. */
@Controller()
export class AdminStorageController {
  constructor(private readonly rpc: RpcClient) {}

  /** JSON for the dashboard; a readable page when a browser tab asks for HTML. */
  @HttpRoute(storageAudit)
  async audit(@Headers('accept') accept: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    const audit = await this.rpc.call(getStorageAuditRpc, {});
    await send(reply, accept, audit, storageAuditHtml);
  }

  @HttpRoute(storageAnalytics)
  async analytics(@Headers('accept') accept: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    const analytics = await this.rpc.call(getStorageAnalyticsRpc, {});
    await send(reply, accept, analytics, storageAnalyticsHtml);
  }

  /** Queues a whole-store audit (or answers the one under way). */
  @HttpRoute(runAudit)
  run(@CurrentUserId() actorId: string): Promise<StorageAudit> {
    return this.rpc.call(runStorageAuditRpc, { actorId });
  }

  /** A photo's missing files made again from its original (its processing queued again). */
  @HttpRoute(regenerateFiles)
  regenerate(@CurrentUserId() actorId: string, @RouteInput() { body }: RouteInput<typeof regenerateFiles>) {
    return this.rpc.call(adminRegenerateFilesRpc, { actorId, ...body });
  }

  @HttpRoute(userAudit)
  userAudit(@RouteInput() { body }: RouteInput<typeof userAudit>): Promise<AdminUserAudit> {
    return this.rpc.call(adminUserAuditRpc, body);
  }
}

async function send<T>(reply: FastifyReply, accept: string | undefined, value: T, html: (value: T) => string): Promise<void> {
  void reply.header('cache-control', 'private, no-store');
  if (wantsHtml(accept)) await reply.header('content-type', 'text/html; charset=utf-8').send(html(value));
  else await reply.header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(value));
}
