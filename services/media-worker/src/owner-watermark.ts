import type { WatermarkDocument, WatermarkRepository } from '@lumafolio/dal';
import type { ObjectStorage } from '@lumafolio/storage';
import { readAll } from './processor-deps.js';
import { renderTextMark, type WatermarkLook } from './watermark-mark.js';

/** A stored logo is ≤ 1 MB as uploaded; re-encoded as PNG it stays well under this. */
const MAX_STORED_LOGO_BYTES = 16 * 1024 * 1024;

/** The watermark an owner's public variants carry now, named by its stamp. */
export interface OwnerWatermark {
  stamp: string;
  look: WatermarkLook;
}

/** Null when the owner has no watermark on (or a logo watermark with no logo). */
export async function loadOwnerWatermark(settings: WatermarkDocument | null, storage: ObjectStorage): Promise<OwnerWatermark | null> {
  if (!settings?.enabled || !settings.revision) return null;
  const mark = settings.kind === 'logo' ? await readLogo(settings.logoKey, storage) : settings.text ? await renderTextMark(settings.text) : null;
  if (!mark) return null;
  return { stamp: settings.revision, look: { position: settings.position, opacityPercent: settings.opacityPercent, sizePercent: settings.sizePercent, mark } };
}

export async function ownerWatermark(userId: string, watermarks: Pick<WatermarkRepository, 'find'>, storage: ObjectStorage): Promise<OwnerWatermark | null> {
  return loadOwnerWatermark(await watermarks.find(userId), storage);
}

async function readLogo(key: string | null, storage: ObjectStorage): Promise<Buffer | null> {
  if (!key) return null;
  const object = await storage.get(key);
  return readAll(object.body, MAX_STORED_LOGO_BYTES);
}
