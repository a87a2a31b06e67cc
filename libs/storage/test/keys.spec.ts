import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertObjectKey, assertValidKey, ObjectTooLargeError } from '../src/index.js';
import { ByteLimit } from '../src/byte-limit.js';
import { assertValidRange } from '../src/keys.js';

describe('assertValidKey', () => {
  it.each([
    'photo/u1/p1/original',
    'photo/u1/p1/w400.webp',
    'hero/h_1/banner-2400.avif',
    'avatar/U-9/a.b.c',
    'a',
    '0',
    'photo/',
    'photo/u1/',
    'a/.hidden', // only the first segment must start with a letter or digit
    'a/..b',
    'a/b..',
    'a/_x',
  ])('accepts %p', (key) => {
    expect(() => assertValidKey(key)).not.toThrow();
  });

  it.each([
    '',
    '/',
    '../x',
    '..',
    '.',
    'a/..',
    'a/../b',
    'a/./b',
    'a/.',
    'a//b',
    'a//',
    '/abs',
    '/abs/x',
    '.hidden',
    '-leading-dash',
    '_leading',
    'a b',
    'a\\b',
    '..\\x',
    'a/b\\..\\..\\c',
    'a\nb',
    'a\0b',
    'a?b',
    'a#b',
    'a%2e%2e/b',
    'a:b',
    'ünicode',
    'a/ü',
    'C:\\x',
    'a/b//',
  ])('rejects %p', (key) => {
    expect(() => assertValidKey(key)).toThrow(/Invalid storage key/);
  });
});

describe('assertObjectKey', () => {
  it('also rejects folder keys (trailing slash)', () => {
    expect(() => assertObjectKey('photo/u1/')).toThrow(/cannot end with "\/"/);
    expect(() => assertObjectKey('photo/u1/p1/original')).not.toThrow();
    expect(() => assertObjectKey('../x')).toThrow(/Invalid storage key/);
  });
});

describe('assertValidRange', () => {
  it.each([undefined, { start: 0 }, { start: 0, end: 0 }, { start: 5, end: 10 }])('accepts %p', (range) => {
    expect(() => assertValidRange(range)).not.toThrow();
  });
  it.each([{ start: -1 }, { start: 1.5 }, { start: 10, end: 9 }, { start: 0, end: 2.5 }, { start: Number.NaN }])('rejects %p', (range) => {
    expect(() => assertValidRange(range)).toThrow(RangeError);
  });
});

describe('ByteLimit', () => {
  const sink = async (stream: AsyncIterable<unknown>) => {
    for await (const _chunk of stream) void _chunk;
  };

  it('passes through up to exactly maxBytes and counts', async () => {
    const limit = new ByteLimit(10);
    await pipeline(Readable.from([Buffer.alloc(4), Buffer.alloc(6)]), limit, sink);
    expect(limit.bytes).toBe(10);
    expect(limit.overflowed).toBe(false);
  });

  it('fails on the chunk that crosses the limit', async () => {
    const limit = new ByteLimit(10);
    await expect(pipeline(Readable.from([Buffer.alloc(4), Buffer.alloc(7), Buffer.alloc(100)]), limit, sink)).rejects.toBeInstanceOf(ObjectTooLargeError);
    expect(limit.overflowed).toBe(true);
    expect(limit.bytes).toBe(11);
  });

  it('has no limit without maxBytes', async () => {
    const limit = new ByteLimit();
    await pipeline(Readable.from([Buffer.alloc(1000), 'text']), limit, sink);
    expect(limit.bytes).toBe(1004);
  });
});
