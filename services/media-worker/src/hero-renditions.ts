import { HERO_VARIANT_WIDTHS } from '@lumafolio/contracts';
import type { Sharp } from '@lumafolio/images';
import { rgbaToThumbHash } from 'thumbhash';
import { PLACEHOLDER_MAX } from './variants.js';

/** Never upscaled: the hero widths up to the source's; a source under 640 px gets one variant at its own width. */
export function planHeroWidths(sourceWidth: number): number[] {
  const widths: number[] = HERO_VARIANT_WIDTHS.filter((w) => w <= sourceWidth);
  return widths.length > 0 ? widths : [sourceWidth];
}

/** ThumbHash (base64) of a ≤ 100 px RGBA render. */
export async function thumbHashOf(image: Sharp): Promise<string> {
  const { data, info } = await image.resize(PLACEHOLDER_MAX, PLACEHOLDER_MAX, { fit: 'inside' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
}
