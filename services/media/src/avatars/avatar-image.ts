import { HttpException } from '@nestjs/common';
import { PROFILE_IMAGE_MESSAGES } from '@lumafolio/contracts';
import { DECODE_OPTIONS, detectImageType, PROFILE_IMAGE_TYPES, REQUEST_DECODE_TIMEOUT, sharp } from '@lumafolio/images';

const AVATAR_SIZE = 400;

/**
 * A profile picture from an image file: checked by its bytes before anything decodes it
 * (ADR 13), decoded once, cropped to a centred 400×400 square, WebP without metadata.
 */
export async function renderAvatar(file: Buffer): Promise<Buffer> {
  if (!(await detectImageType(file, PROFILE_IMAGE_TYPES))) throw new HttpException(PROFILE_IMAGE_MESSAGES.notAnImage, 415);
  try {
    return await sharp(file, { ...DECODE_OPTIONS, animated: false })
      .timeout(REQUEST_DECODE_TIMEOUT)
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new HttpException(PROFILE_IMAGE_MESSAGES.unreadable, 422);
  }
}
