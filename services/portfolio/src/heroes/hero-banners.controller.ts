import { Controller } from '@nestjs/common';
import {
  createHeroBannerRpc,
  deleteHeroBannerRpc,
  fetchHeroBannerUrlRpc,
  listHeroBannerSignalsRpc,
  listHeroBannersRpc,
  setDefaultHeroBannerRpc,
} from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { HeroBannerUrls } from './hero-banner-urls.js';
import { HeroBannersService } from './hero-banners.service.js';

/** The admin service's calls for the Hero Banners tab (the role is checked by the gateway, recorded by admin). */
@Controller()
export class HeroBannersController {
  constructor(
    private readonly banners: HeroBannersService,
    private readonly urls: HeroBannerUrls,
  ) {}

  @RpcHandler(fetchHeroBannerUrlRpc)
  fetchUrl({ url, heroId }: RpcPayload<typeof fetchHeroBannerUrlRpc>) {
    return this.urls.fetch(url, heroId);
  }

  @RpcHandler(listHeroBannersRpc)
  list(page: RpcPayload<typeof listHeroBannersRpc>) {
    return this.banners.list(page);
  }

  @RpcHandler(listHeroBannerSignalsRpc)
  signals() {
    return this.banners.listSignals();
  }

  @RpcHandler(createHeroBannerRpc)
  create(banner: RpcPayload<typeof createHeroBannerRpc>) {
    return this.banners.create(banner);
  }

  @RpcHandler(setDefaultHeroBannerRpc)
  setDefault({ heroId }: RpcPayload<typeof setDefaultHeroBannerRpc>) {
    return this.banners.setDefault(heroId);
  }

  @RpcHandler(deleteHeroBannerRpc)
  delete({ heroId }: RpcPayload<typeof deleteHeroBannerRpc>) {
    return this.banners.delete(heroId);
  }
}
