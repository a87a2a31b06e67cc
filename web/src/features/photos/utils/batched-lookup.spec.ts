import { describe, expect, it, jest } from '@jest/globals';
import { batchedLookup } from './batched-lookup';

const found = (keys: string[]) => Promise.resolve(new Map(keys.filter((key) => key.startsWith('dup')).map((key) => [key, `photo of ${key}`])));

describe('batchedLookup', () => {
  it('asks for the keys wanted within the window in one call, each key once', async () => {
    const lookUp = jest.fn(found);
    const ask = batchedLookup(lookUp, { max: 50, windowMs: 10 });

    const answers = await Promise.all([ask('dup-a'), ask('b'), ask('dup-a')]);
    expect(answers).toEqual(['photo of dup-a', null, 'photo of dup-a']);
    expect(lookUp.mock.calls).toEqual([[['dup-a', 'b']]]);
  });

  it('sends a full batch at once, and at most `max` keys a call', async () => {
    const lookUp = jest.fn(found);
    const ask = batchedLookup(lookUp, { max: 2, windowMs: 60_000 });

    await expect(Promise.all([ask('a'), ask('dup-b')])).resolves.toEqual([null, 'photo of dup-b']);
    expect(lookUp.mock.calls).toEqual([[['a', 'dup-b']]]);
  });

  it('fails every asker of a failed call', async () => {
    const ask = batchedLookup(() => Promise.reject(new Error('503')), { max: 50, windowMs: 0 });
    await expect(Promise.all([ask('a'), ask('b')])).rejects.toThrow('503');
  });
});
