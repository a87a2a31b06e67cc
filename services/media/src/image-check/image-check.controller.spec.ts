import { heroAddedSourceKey } from '@lumafolio/contracts';
import { DAMAGED_PHOTO, INVALID_PHOTO_TYPE } from '@lumafolio/images';
import { DecodeSlots } from '@lumafolio/server-common';
import type { RpcException } from '@nestjs/microservices';
import { LocalDiskStorage } from '@lumafolio/storage';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ImageCheckController } from './image-check.controller.js';
import { ImageCheckService } from './image-check.service.js';

const STORM = readFileSync('/usr/share/backgrounds/mate/nature/Storm.jpg');
const key = heroAddedSourceKey('banner-0b8e7b1c-3a4f-4d5e-9f60-7a8b9c0d1e2f');

describe('the content check media answers for a stored image', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lumafolio-image-check-'));
  const storage = new LocalDiskStorage({ rootDir: dir });
  const controller = new ImageCheckController(new ImageCheckService(new DecodeSlots(), storage));
  const checkStored = async (bytes: Buffer) => {
    await storage.put(key, bytes, { contentType: 'application/octet-stream' });
    return controller.check({ key });
  };

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('takes a good JPEG, with its type and size', async () => {
    expect(await checkStored(STORM)).toEqual({ ok: true, mimeType: 'image/jpeg', width: expect.any(Number), height: expect.any(Number) });
  });

  it('refuses a truncated JPEG as damaged (422)', async () => {
    expect(await checkStored(STORM.subarray(0, Math.floor(STORM.length / 2)))).toEqual({ ok: false, status: 422, message: DAMAGED_PHOTO });
  });

  it('refuses a text file as not an image (415)', async () => {
    expect(await checkStored(Buffer.from('hello, not a picture'))).toEqual({ ok: false, status: 415, message: INVALID_PHOTO_TYPE });
  });

  it('answers 404 when nothing is stored at the key', async () => {
    await storage.delete(key);
    const refusal = await controller.check({ key }).then(
      () => null,
      (error: RpcException) => error.getError(),
    );
    expect(refusal).toMatchObject({ status: 404 });
  });
});
