import { rgbaToThumbHash } from 'thumbhash';
import { fromPixels, type DecodedPixels } from './decode-once.js';
import { PLACEHOLDER_MAX } from './variants.js';

/** ThumbHash (base64) of a ≤ 100 px RGBA render of the decoded pixels. */
export async function placeholderOf(pixels: DecodedPixels): Promise<string> {
  const { data, info } = await fromPixels(pixels)
    .resize(PLACEHOLDER_MAX, PLACEHOLDER_MAX, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
}
