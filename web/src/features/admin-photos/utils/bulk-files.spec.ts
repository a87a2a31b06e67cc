import { bulkFileRefusal, runInParallel } from './bulk-files';

describe('the bulk upload file check', () => {
  it('takes JPG, PNG and WebP images up to 25 MB', () => {
    expect(bulkFileRefusal({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(bulkFileRefusal({ type: 'image/png', size: 1000 })).toBeNull();
    expect(bulkFileRefusal({ type: 'image/webp', size: 25 * 1024 * 1024 })).toBeNull();
  });

  it('refuses other files with a reason', () => {
    expect(bulkFileRefusal({ type: 'image/heic', size: 1000 })).toBe('Not a JPG, PNG or WebP image');
    expect(bulkFileRefusal({ type: 'application/pdf', size: 1000 })).toBe('Not a JPG, PNG or WebP image');
    expect(bulkFileRefusal({ type: '', size: 1000 })).toBe('Not a JPG, PNG or WebP image');
    expect(bulkFileRefusal({ type: 'image/jpeg', size: 25 * 1024 * 1024 + 1 })).toBe('Larger than 25 MB');
    expect(bulkFileRefusal({ type: 'image/jpeg', size: 0 })).toBe('The file is empty');
  });
});

describe('runInParallel', () => {
  it('runs every item, never more than `width` at once', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await runInParallel([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5 * (item % 3)));
      done.push(item);
      running -= 1;
    });
    expect(most).toBe(3);
    expect([...done].sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('does nothing for no items', async () => {
    await expect(runInParallel([], 3, () => Promise.reject(new Error('called')))).resolves.toBeUndefined();
  });
});
