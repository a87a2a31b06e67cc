import { Injectable } from '@nestjs/common';
import { checkImageContentRpc } from '@lumafolio/contracts';
import { sniffSignature, type SniffResult } from '@lumafolio/images/signatures';
import type { PhotoContentCheck, StoredPhoto } from '@lumafolio/photo-intake';
import { RpcClient } from '@lumafolio/server-common';

/** Room for media to read a 25 MB file and decode it within its own 10 s render budget. */
export const CONTENT_CHECK_RPC_MS = 15_000;

/**
 * The content check of a stored photo, for the gateway, which decodes no image: the
 * signature here (a file that is no photo is refused without a call), the decode by media.
 */
@Injectable()
export class MediaContentCheck implements PhotoContentCheck {
  readonly readsWhole = false;

  constructor(private readonly rpc: RpcClient) {}

  async check({ key, head }: Pick<StoredPhoto, 'key' | 'head'>): Promise<SniffResult> {
    const signature = await sniffSignature(head);
    if (!signature.ok) return signature;
    return this.rpc.call(checkImageContentRpc, { key }, CONTENT_CHECK_RPC_MS);
  }
}
