import { saveHeroPaletteRpc, saveHeroRenditionsRpc, type RpcRequest } from '@lumafolio/contracts';
import type { RpcClient } from '@lumafolio/server-common';

/**
 * The hero jobs' results go back to the portfolio service, which owns the banners: the
 * worker never writes its collections. A failed call fails the job, so BullMQ retries it.
 */
export interface HeroReporter {
  saveRenditions(request: RpcRequest<typeof saveHeroRenditionsRpc>): Promise<{ saved: boolean }>;
  savePalette(request: RpcRequest<typeof saveHeroPaletteRpc>): Promise<{ saved: boolean }>;
}

export function rpcHeroReporter(rpc: RpcClient): HeroReporter {
  return {
    saveRenditions: (request) => rpc.call(saveHeroRenditionsRpc, request),
    savePalette: (request) => rpc.call(saveHeroPaletteRpc, request),
  };
}
