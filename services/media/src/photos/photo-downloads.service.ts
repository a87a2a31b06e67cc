import { Injectable } from '@nestjs/common';
import { PHOTO_DOWNLOAD_MESSAGES, photoFolderOf, type PhotoDownloadChoice, type PhotoDownloadFile } from '@lumafolio/contracts';
import { PhotoRepository, type PhotoDocument } from '@lumafolio/dal';
import { DecodeSlots, InjectLogger, InjectStorage, rpcError, type Logger } from '@lumafolio/server-common';
import { ObjectNotFoundError, printJpegFile, type ObjectStorage } from '@lumafolio/storage';
import { photoFileName } from './photo-file-names.js';
import { renderPrintJpeg } from './print-jpeg.js';

const notFound = () => rpcError(404, 'Photo not found.', 'NOT_FOUND');

/**
 * An owner's downloads of one photo (ADR 62): the original as stored, or a JPEG for print made
 * from it here (never in the gateway), once per size: it is kept in the photo's folder, so it
 * is used again and goes when the photo does. The gateway streams whichever file this names.
 */
@Injectable()
export class PhotoDownloadsService {
  /** JPEGs being made now, by key: a second request for one (a double click) waits for the first. */
  private readonly making = new Map<string, Promise<number>>();

  constructor(
    private readonly photos: PhotoRepository,
    private readonly renders: DecodeSlots,
    @InjectStorage() private readonly storage: ObjectStorage,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  async file(userId: string, photoId: string, choice: PhotoDownloadChoice): Promise<PhotoDownloadFile> {
    const photo = await this.photos.findOwned(userId, photoId);
    if (!photo) throw notFound();
    if (choice.format === 'original') {
      return { key: photo.originalKey, contentType: photo.mimeType, bytes: photo.originalBytes, fileName: photoFileName(photo) };
    }
    const longEdge = printLongEdge(photo, choice.longEdge);
    const key = `${photoFolderOf(photo.originalKey)}${printJpegFile(longEdge)}`;
    const bytes = (await this.storage.head(key))?.bytes ?? (await this.makeOnce(photo, key, longEdge));
    const suffix = longEdge === null ? ' (full size)' : ` (${longEdge} px)`;
    return { key, contentType: 'image/jpeg', bytes, fileName: photoFileName(photo, { suffix, extension: 'jpg' }) };
  }

  private makeOnce(photo: PhotoDocument, key: string, longEdge: number | null): Promise<number> {
    const under = this.making.get(key);
    if (under) return under;
    const made = this.make(photo, key, longEdge).finally(() => this.making.delete(key));
    this.making.set(key, made);
    return made;
  }

  /** Made from the original, then stored only while the photo still exists (in its write turn): a photo deleted meanwhile leaves no file behind. */
  private async make(photo: PhotoDocument, key: string, longEdge: number | null): Promise<number> {
    const original = await this.readOriginal(photo);
    let renderMs = 0;
    const jpeg = await this.renders.run(async () => {
      const started = performance.now();
      try {
        return await renderPrintJpeg(original, longEdge);
      } catch (error) {
        this.logger.warn({ err: error, photoId: photo._id, longEdge }, 'JPEG for print not made: the original cannot be decoded');
        throw rpcError(422, PHOTO_DOWNLOAD_MESSAGES.undecodable, 'UNDECODABLE_ORIGINAL');
      } finally {
        renderMs = Math.round(performance.now() - started);
      }
    });
    const stored = await this.photos.inWriteTurn(photo._id, async () => {
      if (!(await this.photos.findOwned(photo.userId, photo._id))) return false;
      await this.storage.put(key, jpeg.data, { contentType: 'image/jpeg' });
      return true;
    });
    if (!stored) throw notFound();
    this.logger.info({ photoId: photo._id, key, width: jpeg.width, height: jpeg.height, bytes: jpeg.data.length, renderMs }, 'JPEG for print made');
    return jpeg.data.length;
  }

  private async readOriginal(photo: PhotoDocument): Promise<Buffer> {
    let object;
    try {
      object = await this.storage.get(photo.originalKey);
    } catch (error) {
      if (error instanceof ObjectNotFoundError) throw notFound();
      throw error;
    }
    return Buffer.concat((await object.body.toArray()) as Buffer[]);
  }
}

/** The long edge to make: null (the full size) when none is asked, or the photo is no larger than the one asked (never enlarged). */
function printLongEdge(photo: Pick<PhotoDocument, 'width' | 'height'>, asked: number | null): number | null {
  if (asked === null) return null;
  const photoEdge = photo.width && photo.height ? Math.max(photo.width, photo.height) : null;
  return photoEdge !== null && photoEdge <= asked ? null : asked;
}
