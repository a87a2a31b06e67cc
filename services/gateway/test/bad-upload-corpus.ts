import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { blackPng } from '@lumafolio/dev-stack';

export interface BadFile {
  name: string;
  bytes: Buffer;
  /** What the browser claims; the server must not believe it. */
  type: string;
  status: 413 | 415 | 422;
}

const REAL_JPEG = '/usr/share/backgrounds/mate/nature/Aqua.jpg';

/** Rewrites the frame size in a JPEG's SOF0/SOF2 header: a small file that claims to be huge. */
function withJpegDimensions(jpeg: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(jpeg);
  for (let i = 2; i < copy.length - 9;) {
    if (copy[i] !== 0xff) break;
    const marker = copy[i + 1] as number;
    const length = copy.readUInt16BE(i + 2);
    if (marker === 0xc0 || marker === 0xc2) {
      copy.writeUInt16BE(height, i + 5);
      copy.writeUInt16BE(width, i + 7);
      return copy;
    }
    i += 2 + length;
  }
  throw new Error('no SOF marker found');
}

/** Thirty-odd files that must each be refused with a clear 4xx and leave nothing behind. */
export async function badUploadCorpus(): Promise<BadFile[]> {
  const jpeg = readFileSync(REAL_JPEG);
  const png = await sharp(jpeg).resize(400).png().toBuffer();
  const webp = await sharp(jpeg).resize(400).webp().toBuffer();
  const tiff = await sharp(jpeg).resize(400).tiff().toBuffer();
  const gif = await sharp(jpeg).resize(100).gif().toBuffer();
  const smallJpeg = await sharp(jpeg).resize(64).jpeg().toBuffer();
  const pngBomb = await blackPng(12_000, 12_000);
  const text = (s: string) => Buffer.from(s);
  const half = (b: Buffer, fraction: number) => b.subarray(0, Math.floor(b.length * fraction));
  return [
    // Other types with an image name or type.
    { name: 'notes.jpg', bytes: text('just some text, not a photo\n'.repeat(40)), type: 'image/jpeg', status: 415 },
    { name: 'page.jpg', bytes: text('<!doctype html><html><body><script>alert(1)</script></body></html>'), type: 'image/jpeg', status: 415 },
    { name: 'page.png', bytes: text('<html><img src=x onerror=alert(1)></html>'), type: 'image/png', status: 415 },
    {
      name: 'vector.jpg',
      bytes: text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>'),
      type: 'image/jpeg',
      status: 415,
    },
    { name: 'vector.svg', bytes: text('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'), type: 'image/svg+xml', status: 415 },
    { name: 'animation.jpg', bytes: gif, type: 'image/jpeg', status: 415 },
    { name: 'scan.pdf.jpg', bytes: text('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF'), type: 'image/jpeg', status: 415 },
    { name: 'archive.jpg', bytes: Buffer.concat([Buffer.from('PK\x03\x04'), randomBytes(2048)]), type: 'image/jpeg', status: 415 },
    { name: 'program.jpg', bytes: Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01'), randomBytes(4096)]), type: 'image/jpeg', status: 415 },
    { name: 'movie.jpg', bytes: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), randomBytes(4096)]), type: 'image/jpeg', status: 415 },
    { name: 'bitmap.jpg', bytes: Buffer.concat([Buffer.from('BM'), randomBytes(4096)]), type: 'image/jpeg', status: 415 },
    { name: 'noise.jpg', bytes: randomBytes(64 * 1024), type: 'image/jpeg', status: 415 },
    { name: 'script.webp', bytes: text('#!/bin/sh\nrm -rf /\n'), type: 'image/webp', status: 415 },
    { name: 'json.tiff', bytes: text('{"not":"an image"}'), type: 'image/tiff', status: 415 },
    // Empty, too big.
    { name: 'empty.jpg', bytes: Buffer.alloc(0), type: 'image/jpeg', status: 422 },
    { name: 'huge.jpg', bytes: Buffer.concat([jpeg, randomBytes(26 * 1024 * 1024)]), type: 'image/jpeg', status: 413 },
    { name: 'huge-noise.png', bytes: Buffer.concat([png, randomBytes(25 * 1024 * 1024)]), type: 'image/png', status: 413 },
    // Decompression bombs: small files that decode to far too many pixels.
    { name: 'bomb.png', bytes: pngBomb, type: 'image/png', status: 422 },
    { name: 'bomb.jpg', bytes: withJpegDimensions(smallJpeg, 60_000, 60_000), type: 'image/jpeg', status: 422 },
    { name: 'wide-bomb.jpg', bytes: withJpegDimensions(smallJpeg, 65_000, 2_000), type: 'image/jpeg', status: 422 },
    // The right magic bytes, broken content.
    { name: 'truncated-half.jpg', bytes: half(jpeg, 0.5), type: 'image/jpeg', status: 422 },
    { name: 'truncated-most.jpg', bytes: half(jpeg, 0.95), type: 'image/jpeg', status: 422 },
    { name: 'truncated-header.jpg', bytes: jpeg.subarray(0, 400), type: 'image/jpeg', status: 422 },
    { name: 'jpeg-magic-only.jpg', bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(8192)]), type: 'image/jpeg', status: 422 },
    {
      name: 'jpeg-then-html.jpg',
      bytes: Buffer.concat([jpeg.subarray(0, 1024), text('<html><script>alert(1)</script></html>')]),
      type: 'image/jpeg',
      status: 422,
    },
    { name: 'truncated.png', bytes: half(png, 0.5), type: 'image/png', status: 422 },
    { name: 'truncated.tiff', bytes: half(tiff, 0.3), type: 'image/tiff', status: 422 },
    // Too little of the format survives for the type to be recognised: refused as a wrong type.
    {
      name: 'png-magic-only.png',
      bytes: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(4096)]),
      type: 'image/png',
      status: 415,
    },
    { name: 'truncated.webp', bytes: half(webp, 0.5), type: 'image/webp', status: 422 },
    {
      name: 'riff-garbage.webp',
      bytes: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 16, 0, 0]), Buffer.from('WEBPVP8 '), randomBytes(4096)]),
      type: 'image/webp',
      status: 422,
    },
    {
      name: 'tiff-magic-only.tiff',
      bytes: Buffer.concat([Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0, 0, 0]), randomBytes(4096)]),
      type: 'image/tiff',
      status: 422,
    },
  ];
}
