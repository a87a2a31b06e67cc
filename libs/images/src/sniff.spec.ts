import { describe, expect, it } from '@jest/globals';
import { blackPng, FIXTURES } from '@lumafolio/dev-stack';
import { readFileSync } from 'node:fs';
import { sniffPhoto } from './sniff.js';

describe('sniffPhoto', () => {
  it('accepts an iPhone-style HEIC by its bytes and reads its size', async () => {
    const head = readFileSync(FIXTURES.heicLadybird).subarray(0, 64 * 1024);
    await expect(sniffPhoto(head)).resolves.toEqual({ ok: true, mimeType: 'image/heic', width: 1600, height: 1000 });
  });

  it('refuses a PNG whose header claims more than 100 megapixels (decompression bomb)', async () => {
    const png = await blackPng(12_000, 9_000);
    const sniffed = await sniffPhoto(png.subarray(0, 64 * 1024));
    expect(sniffed).toMatchObject({ ok: false, status: 422 });
    expect(sniffed.ok || sniffed.message).toMatch(/12000×9000 pixels/);
  });

  it('refuses text disguised as an image', async () => {
    await expect(sniffPhoto(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).resolves.toMatchObject({ ok: false, status: 415 });
  });
});
