import { Injectable } from '@nestjs/common';
import {
  createHeroBannerRpc,
  deleteHeroBannerRpc,
  listHeroBannersRpc,
  setDefaultHeroBannerRpc,
  type AdminHeroBanner,
  type NewHeroBanner,
  type Page,
  type PageRequest,
} from '@lumafolio/contracts';
import { RpcCallError, RpcClient, rpcError } from '@lumafolio/server-common';
import { AdminAuditLog } from '../audit/admin-audit-log.js';

/** The portfolio service's expected refusals (404, 409, 400) reach the admin with their own words. */
async function passOn<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof RpcCallError && error.status < 500) throw rpcError(error.status, error.message, error.code);
    throw error;
  }
}

/** The Hero Banners tab: the banners belong to portfolio; every change is audited here. */
@Injectable()
export class HeroBannersService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly audit: AdminAuditLog,
  ) {}

  list(page: Required<PageRequest>): Promise<Page<AdminHeroBanner>> {
    return passOn(this.rpc.call(listHeroBannersRpc, page));
  }

  async create(actorId: string, banner: NewHeroBanner, source: string): Promise<AdminHeroBanner> {
    const created = await passOn(this.rpc.call(createHeroBannerRpc, banner));
    const summary = `added from ${source}${banner.makeDefault ? ', to become the default once processed' : ''}`;
    await this.audit.record(actorId, 'hero.create', { kind: 'hero', id: created.id, label: created.name }, summary.slice(0, 500));
    return created;
  }

  async setDefault(actorId: string, heroId: string): Promise<AdminHeroBanner> {
    const hero = await passOn(this.rpc.call(setDefaultHeroBannerRpc, { heroId }));
    await this.audit.record(actorId, 'hero.set-default', { kind: 'hero', id: hero.id, label: hero.name }, 'made the default banner');
    return hero;
  }

  async delete(actorId: string, heroId: string): Promise<{ id: string; name: string }> {
    const deleted = await passOn(this.rpc.call(deleteHeroBannerRpc, { heroId }));
    await this.audit.record(actorId, 'hero.delete', { kind: 'hero', id: deleted.id, label: deleted.name }, 'deleted with its files');
    return deleted;
  }
}
