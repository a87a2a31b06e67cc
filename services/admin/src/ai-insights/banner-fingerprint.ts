import { createHash } from 'node:crypto';
import type { HeroBannerSignals } from '@lumafolio/contracts';

/**
 * What an answer was made from, as a hash: the provider and model, and every banner's id,
 * name, description, default flag, palette and measurements. Adding, removing, renaming or
 * re-measuring a banner changes it, so a cached answer is never served for another set.
 */
export function bannerFingerprint(provider: string, model: string, banners: readonly HeroBannerSignals[]): string {
  const inputs = [...banners]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((b) => [b.id, b.name, b.description, b.isDefault, b.colorPalette, b.signals?.measuredAt ?? null, b.signals?.version ?? null]);
  return createHash('sha256')
    .update(JSON.stringify([provider, model, inputs]))
    .digest('hex')
    .slice(0, 32);
}
