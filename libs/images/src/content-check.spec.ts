import { describe, expect, it, jest } from '@jest/globals';
import { FIXTURES } from '@lumafolio/dev-stack';
import { readFileSync } from 'node:fs';
import { checkPhotoContent } from './content-check.js';
import { DAMAGED_PHOTO, SNIFF_HEAD_BYTES } from './photo-content.js';
import { sharp } from './sharp.js';

const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a7d44' } })
    .jpeg()
    .toBuffer();

describe('checkPhotoContent', () => {
  it('accepts a whole photo, with its type and size', async () => {
    const jpeg = await photo();
    await expect(checkPhotoContent(jpeg.subarray(0, SNIFF_HEAD_BYTES), async () => jpeg)).resolves.toEqual({
      ok: true,
      mimeType: 'image/jpeg',
      width: 1200,
      height: 800,
    });
  });

  it('refuses a truncated photo whose head looks fine', async () => {
    const jpeg = await photo();
    const cut = jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
    await expect(checkPhotoContent(cut.subarray(0, 1024), async () => cut)).resolves.toEqual({ ok: false, status: 422, message: DAMAGED_PHOTO });
  });

  it('asks for the whole file only when the head passes and sharp can decode the type', async () => {
    const whole = jest.fn(async () => Buffer.alloc(0));
    await expect(checkPhotoContent(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), whole)).resolves.toMatchObject({ ok: false, status: 415 });
    await expect(checkPhotoContent(readFileSync(FIXTURES.heicLadybird).subarray(0, 64 * 1024), whole)).resolves.toMatchObject({
      ok: true,
      mimeType: 'image/heic',
    });
    expect(whole).not.toHaveBeenCalled();
  });
});
