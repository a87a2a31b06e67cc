import { Injectable } from '@nestjs/common';
import { customHeroId, heroFileKey, heroPrefix, type RpcResponse, type copyPhotoToHeroRpc } from '@lumafolio/contracts';
import { PhotoRepository } from '@lumafolio/dal';
import { InjectStorage, rpcError } from '@lumafolio/server-common';
import type { ObjectStorage } from '@lumafolio/storage';
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { plainText } from './plain-text.js';

/** A variant is at most a few MB; anything larger is not one of ours. */
const MAX_VARIANT_BYTES = 32 * 1024 * 1024;

/**
 * Custom hero banners: the variants of one of the user's own, processed photos are copied
 * to `hero/custom-{photoId}/`, so the banner shows to visitors even while the photo itself
 * is private. File names carry the content hash: copying again writes nothing new.
 */
@Injectable()
export class HeroCopyService {
  constructor(
    private readonly photos: PhotoRepository,
    @InjectStorage() private readonly storage: ObjectStorage,
  ) {}

  async copy(userId: string, photoId: string): Promise<RpcResponse<typeof copyPhotoToHeroRpc>> {
    const photo = await this.photos.findOwned(userId, photoId);
    if (!photo) throw rpcError(404, 'Photo not found.', 'NOT_FOUND');
    const sources = photo.variants.filter((v) => v.format === 'webp');
    if (photo.status === 'failed') throw rpcError(409, 'This photo could not be processed. Please choose another one.', 'PHOTO_FAILED');
    if (photo.status !== 'ready' || sources.length === 0)
      throw rpcError(409, 'This photo is still being processed. Please try again in a moment.', 'PHOTO_PROCESSING');

    const heroId = customHeroId(photoId);
    const variants = await Promise.all(
      sources.map(async ({ width, height, key }) => {
        const bytes = await readAll((await this.storage.get(key)).body);
        const copyKey = heroFileKey(heroId, width, createHash('sha256').update(bytes).digest('hex'));
        if (!(await this.storage.head(copyKey))) await this.storage.put(copyKey, bytes, { contentType: 'image/webp' });
        return { width, height, format: 'webp' as const, key: copyKey, bytes: bytes.length };
      }),
    );
    const largest = [...variants].sort((a, b) => b.width - a.width)[0] as (typeof variants)[number];
    return {
      heroId,
      photoId,
      name: photo.title,
      description: plainText(photo.description),
      width: photo.width ?? largest.width,
      height: photo.height ?? largest.height,
      placeholder: photo.placeholder,
      variants,
      palette: photo.palette,
    };
  }

  /** Account deletion: the hero copies of every photo the user has (portfolio removes its selection's own). */
  async deleteAllOfUser(userId: string): Promise<number> {
    let files = 0;
    await this.photos.forEachIdOfUser(userId, async (photoId) => {
      files += await this.storage.deletePrefix(heroPrefix(customHeroId(photoId)));
    });
    return files;
  }
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    total += buf.length;
    if (total > MAX_VARIANT_BYTES) {
      body.destroy();
      throw new Error(`Variant larger than ${MAX_VARIANT_BYTES} bytes`);
    }
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}
