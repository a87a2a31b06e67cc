import { Injectable } from '@nestjs/common';
import { detectImageType, PHOTO_TYPES, sharp } from '@lumafolio/images';
import type { PickerClient } from '@lumafolio/google-photos';
import { InjectStorage } from '@lumafolio/server-common';
import type { ObjectStorage } from '@lumafolio/storage';

const COVER_SIZE = 512;
const MAX_THUMBNAIL_BYTES = 4 * 1024 * 1024;

export const setCoverKey = (userId: string, setId: string) => `google-photos/${userId}/${setId}/cover.jpg`;

/** A set's cover: Google's thumbnail of its first photo, re-encoded by us (nothing of Google's file is served as is). */
@Injectable()
export class SetCovers {
  constructor(@InjectStorage() private readonly storage: ObjectStorage) {}

  /** The stored cover's key, or null when Google's thumbnail is not an image we can read. */
  async store(picker: PickerClient, accessToken: string, target: { userId: string; setId: string; baseUrl: string }): Promise<string | null> {
    const download = await picker.download(accessToken, target.baseUrl, `w${COVER_SIZE}-h${COVER_SIZE}-c`);
    const chunks: Buffer[] = [];
    let bytes = 0;
    for await (const chunk of download.body) {
      bytes += (chunk as Buffer).length;
      if (bytes > MAX_THUMBNAIL_BYTES) {
        download.body.destroy();
        return null;
      }
      chunks.push(chunk as Buffer);
    }
    const thumbnail = Buffer.concat(chunks);
    if (!(await detectImageType(thumbnail, PHOTO_TYPES))) return null;
    const cover = await sharp(thumbnail, { limitInputPixels: 4096 * 4096 })
      .rotate()
      .resize(COVER_SIZE, COVER_SIZE, { fit: 'cover' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer()
      .catch(() => null);
    if (!cover) return null;
    const key = setCoverKey(target.userId, target.setId);
    await this.storage.put(key, cover, { contentType: 'image/jpeg' });
    return key;
  }

  async remove(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.storage.delete(key)));
  }
}
