import { Controller } from '@nestjs/common';
import { photoStatsRpc, storageUsageRpc, type PhotoStats, type StorageUsage } from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { CurrentUserId } from '../auth/session.guard.js';
import { HttpRoute, defineHttpRoute } from '../http/http-route.js';
import { json } from '../openapi/api-route.js';
import { PHOTOS_TAG as tag } from './photos-tag.js';

const photoCounts = defineHttpRoute({
  method: 'GET',
  path: '/api/photos/stats',
  tag,
  summary: "One's photo counts",
  access: 'session',
  status: 200,
  answer: json(photoStatsRpc.response, 'The counts.'),
});

const storageUsage = defineHttpRoute({
  method: 'GET',
  path: '/api/user/storage-usage',
  tag,
  summary: "One's storage use and quota",
  access: 'session',
  status: 200,
  answer: json(storageUsageRpc.response, 'Bytes used and allowed.'),
});

/** The signed-in user's photo counts and storage use against the quota. */
@Controller()
export class PhotoCountsController {
  constructor(private readonly rpc: RpcClient) {}

  @HttpRoute(photoCounts)
  stats(@CurrentUserId() userId: string): Promise<PhotoStats> {
    return this.rpc.call(photoStatsRpc, { userId });
  }

  @HttpRoute(storageUsage)
  usage(@CurrentUserId() userId: string): Promise<StorageUsage> {
    return this.rpc.call(storageUsageRpc, { userId });
  }
}
