import { Controller } from '@nestjs/common';
import { createAdminHeroBannerRpc, deleteAdminHeroBannerRpc, listAdminHeroBannersRpc, setDefaultAdminHeroBannerRpc } from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { HeroBannersService } from './hero-banners.service.js';

@Controller()
export class HeroBannersController {
  constructor(private readonly banners: HeroBannersService) {}

  @RpcHandler(listAdminHeroBannersRpc)
  list(page: RpcPayload<typeof listAdminHeroBannersRpc>) {
    return this.banners.list(page);
  }

  @RpcHandler(createAdminHeroBannerRpc)
  create({ actorId, source, ...banner }: RpcPayload<typeof createAdminHeroBannerRpc>) {
    return this.banners.create(actorId, banner, source);
  }

  @RpcHandler(setDefaultAdminHeroBannerRpc)
  setDefault({ actorId, heroId }: RpcPayload<typeof setDefaultAdminHeroBannerRpc>) {
    return this.banners.setDefault(actorId, heroId);
  }

  @RpcHandler(deleteAdminHeroBannerRpc)
  delete({ actorId, heroId }: RpcPayload<typeof deleteAdminHeroBannerRpc>) {
    return this.banners.delete(actorId, heroId);
  }
}
