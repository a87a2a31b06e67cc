import { describe, expect, it } from '@jest/globals';
import { SNIFF_HEAD_BYTES } from '@lumafolio/images';
import { randomBytes } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ContentTap } from './content-tap.js';
import { IntakeMemory } from './intake-memory.js';

async function through(tap: ContentTap, bytes: Buffer): Promise<Buffer> {
  const passed: Buffer[] = [];
  const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => (passed.push(chunk), done()) });
  const chunks = Array.from({ length: Math.ceil(bytes.length / 65_536) }, (_, i) => bytes.subarray(i * 65_536, (i + 1) * 65_536));
  await pipeline(Readable.from(chunks), tap, sink);
  return Buffer.concat(passed);
}

describe('ContentTap', () => {
  it('passes every byte on, and keeps the head and, when asked, the whole', async () => {
    const bytes = randomBytes(SNIFF_HEAD_BYTES * 2 + 123);
    const keeping = new ContentTap(true);
    expect((await through(keeping, bytes)).equals(bytes)).toBe(true);
    expect(keeping.head().equals(bytes.subarray(0, SNIFF_HEAD_BYTES))).toBe(true);
    expect(keeping.whole()?.equals(bytes)).toBe(true);

    const headOnly = new ContentTap(false);
    expect((await through(headOnly, bytes)).equals(bytes)).toBe(true);
    expect(headOnly.head().equals(bytes.subarray(0, SNIFF_HEAD_BYTES))).toBe(true);
    expect(headOnly.whole()).toBeNull();
  });
});

describe('IntakeMemory', () => {
  it('hands out bytes within its budget, and takes them back once', () => {
    const memory = new IntakeMemory(100);
    const first = memory.tryReserve(60);
    expect(first).not.toBeNull();
    expect(memory.tryReserve(60)).toBeNull();
    first?.();
    first?.();
    const second = memory.tryReserve(100);
    expect(second).not.toBeNull();
    expect(memory.tryReserve(1)).toBeNull();
  });
});
