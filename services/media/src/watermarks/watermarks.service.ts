import { Injectable } from '@nestjs/common';
import {
  MAX_WATERMARK_LOGO_BYTES,
  WATERMARK_MESSAGES,
  watermarkFolder,
  watermarkLogoKey,
  watermarkLogoUploadKey,
  type Watermark,
  type WatermarkSettings,
} from '@lumafolio/contracts';
import { PhotoRepository, WatermarkRepository, type WatermarkDocument } from '@lumafolio/dal';
import { DecodeSlots, InjectLogger, InjectStorage, MediaJobs, rpcError, type Logger } from '@lumafolio/server-common';
import { ObjectNotFoundError, type ObjectStorage } from '@lumafolio/storage';
import { randomBytes } from 'node:crypto';
import { renderLogo } from './watermark-logo.js';
import { toWatermark } from './watermark-view.js';

const newRevision = () => randomBytes(8).toString('hex');

const settingsOf = ({ enabled, kind, text, position, opacityPercent, sizePercent }: WatermarkDocument): WatermarkSettings => ({
  enabled,
  kind,
  text,
  position,
  opacityPercent,
  sizePercent,
});

/**
 * A photographer's watermark (ADR 44). Each save is a new revision: the media worker redoes
 * the public variants of every processed photo for it, a page per job, and the owner reads
 * its progress here.
 */
@Injectable()
export class WatermarksService {
  constructor(
    private readonly watermarks: WatermarkRepository,
    private readonly photos: PhotoRepository,
    private readonly jobs: MediaJobs,
    private readonly renders: DecodeSlots,
    @InjectStorage() private readonly storage: ObjectStorage,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  async get(userId: string): Promise<Watermark> {
    return toWatermark(await this.watermarks.find(userId));
  }

  async save(userId: string, settings: WatermarkSettings): Promise<Watermark> {
    const current = await this.watermarks.find(userId);
    if (settings.enabled && settings.kind === 'logo' && !current?.logoKey) throw rpcError(400, WATERMARK_MESSAGES.logoMissing, 'LOGO_MISSING');
    const revision = newRevision();
    const total = await this.photos.countReadyOfUser(userId);
    const saved = await this.watermarks.saveSettings(userId, settings, revision, total);
    if (total > 0) await this.jobs.add('watermark-redo', { userId, revision, afterId: null });
    this.logger.info({ userId, revision, enabled: settings.enabled, kind: settings.kind, photos: total }, 'watermark saved');
    return toWatermark(saved);
  }

  /**
   * Takes the upload the gateway left in storage and deletes it, whatever the answer: a
   * refused file leaves nothing behind. A new logo takes effect when the setting is saved.
   */
  async setLogo(userId: string, uploadId: string): Promise<Watermark> {
    const uploadKey = watermarkLogoUploadKey(userId, uploadId);
    try {
      const logo = await this.renders.run(async () => renderLogo(await this.readUpload(uploadKey)));
      const key = watermarkLogoKey(userId, `logo-${randomBytes(12).toString('hex')}.png`);
      await this.storage.put(key, logo, { contentType: 'image/png' });
      const before = await this.watermarks.setLogo(userId, key, newRevision());
      if (before?.logoKey) await this.removeFile(before.logoKey);
      // A logo in use is a new setting: the public variants are redone with the new one.
      const current = await this.watermarks.find(userId);
      if (current?.enabled && current.kind === 'logo') return await this.save(userId, settingsOf(current));
      return toWatermark(current);
    } finally {
      await this.removeFile(uploadKey);
    }
  }

  /** Account deletion: the setting and every file of the folder. */
  async deleteAllOfUser(userId: string): Promise<number> {
    await this.watermarks.remove(userId);
    return this.storage.deletePrefix(watermarkFolder(userId));
  }

  private async readUpload(key: string): Promise<Buffer> {
    let upload;
    try {
      upload = await this.storage.get(key);
    } catch (error) {
      if (error instanceof ObjectNotFoundError) throw rpcError(404, 'The uploaded logo was not found.', 'NOT_FOUND');
      throw error;
    }
    if (upload.bytes > MAX_WATERMARK_LOGO_BYTES) {
      upload.body.destroy();
      throw rpcError(413, WATERMARK_MESSAGES.logoTooLarge);
    }
    return Buffer.concat((await upload.body.toArray()) as Buffer[]);
  }

  private async removeFile(key: string): Promise<void> {
    await this.storage.delete(key).catch((error: unknown) => this.logger.warn({ err: error, key }, 'watermark file not removed'));
  }
}
