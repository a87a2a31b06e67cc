import { DECODE_OPTIONS, REQUEST_DECODE_TIMEOUT, sharp } from '@lumafolio/images';

/** What the AI sees: enough to recognise a scene, small enough for the provider's request. */
const AI_IMAGE_SIZE = 1024;

/** The upload form's image, upright, at most 1024 px, on white, as a JPEG; throws when it cannot be decoded. */
export function imageForAi(file: Buffer): Promise<Buffer> {
  return sharp(file, { ...DECODE_OPTIONS, animated: false })
    .timeout(REQUEST_DECODE_TIMEOUT)
    .rotate()
    .resize(AI_IMAGE_SIZE, AI_IMAGE_SIZE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80 })
    .toBuffer();
}
