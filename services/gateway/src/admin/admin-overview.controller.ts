import { Controller } from '@nestjs/common';
import { getAdminOverviewRpc, getAdminPageViewsRpc, type AdminOverview, type AdminPageViews } from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { HttpRoute, defineHttpRoute } from '../http/http-route.js';
import { json } from '../openapi/api-route.js';
import { ADMIN_TAGS } from './admin-tags.js';

const overview = defineHttpRoute({
  method: 'GET',
  path: '/api/admin/overview',
  tag: ADMIN_TAGS.overview,
  summary: 'The platform at a glance',
  access: 'admin',
  status: 200,
  answer: json(getAdminOverviewRpc.response, 'Counts and the measured platform status.'),
});

const pageViews = defineHttpRoute({
  method: 'GET',
  path: '/api/admin/page-views',
  tag: ADMIN_TAGS.overview,
  summary: 'Views per day and the most viewed portfolios',
  access: 'admin',
  status: 200,
  answer: json(getAdminPageViewsRpc.response, 'The charts’ data.'),
});

@Controller()
export class AdminOverviewController {
  constructor(private readonly rpc: RpcClient) {}

  @HttpRoute(overview)
  overview(): Promise<AdminOverview> {
    return this.rpc.call(getAdminOverviewRpc, {});
  }

  /** Views per day and the most viewed portfolios (Overview charts). */
  @HttpRoute(pageViews)
  pageViews(): Promise<AdminPageViews> {
    return this.rpc.call(getAdminPageViewsRpc, {});
  }
}
