import { DEFAULT_WATERMARK_SETTINGS, watermarkLogoUrl, type Watermark } from '@lumafolio/contracts';
import type { WatermarkDocument } from '@lumafolio/dal';

/** The owner's view of their watermark: the setting, their logo's URL and how far the redo is. */
export function toWatermark(doc: WatermarkDocument | null): Watermark {
  if (!doc) return { settings: DEFAULT_WATERMARK_SETTINGS, logoUrl: null, progress: { done: 0, total: 0, finished: true } };
  const { enabled, kind, text, position, opacityPercent, sizePercent } = doc;
  const progress = doc.progress?.revision === doc.revision ? doc.progress : null;
  return {
    settings: { enabled, kind, text, position, opacityPercent, sizePercent },
    logoUrl: doc.logoKey ? watermarkLogoUrl(doc.logoKey.slice(doc.logoKey.lastIndexOf('/') + 1)) : null,
    progress: progress
      ? { done: Math.min(progress.done, progress.total), total: progress.total, finished: progress.finished }
      : { done: 0, total: 0, finished: true },
  };
}
