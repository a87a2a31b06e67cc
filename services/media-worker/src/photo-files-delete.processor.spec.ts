import { createLogger } from '@lumafolio/server-common';
import { createPhotoFilesDeleteProcessor, FOLDERS_DELETED_AT_ONCE, forEachAtMost } from './photo-files-delete.processor.js';

const logger = createLogger('photo-files-delete-test', 'silent');
const lastAttempt = { updateProgress: async () => undefined, attemptsMade: 4, opts: { attempts: 5 } };
const folders = (count: number) => Array.from({ length: count }, (_, i) => `photo/u1/p${i}/`);

/** A store holding two files in every folder until it is emptied; counts how many deletions run at once. */
function fakeStore(failing: ReadonlySet<string> = new Set()) {
  const emptied = new Set<string>();
  let running = 0;
  let most = 0;
  return {
    emptied,
    most: () => most,
    async deletePrefix(prefix: string): Promise<number> {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
      if (failing.has(prefix)) throw new Error(`store refused ${prefix}`);
      if (emptied.has(prefix)) return 0;
      emptied.add(prefix);
      return 2;
    },
  };
}

describe('the photo-files.delete.v1 processor', () => {
  it('empties every folder, a few at once, and counts the files', async () => {
    const storage = fakeStore();
    const run = createPhotoFilesDeleteProcessor({ storage, logger });
    await expect(run({ userId: 'u1', prefixes: folders(50) }, lastAttempt)).resolves.toEqual({ folders: 50, files: 100 });
    expect(storage.emptied.size).toBe(50);
    expect(storage.most()).toBe(FOLDERS_DELETED_AT_ONCE);
  });

  it('is idempotent: run again, it finds nothing left and succeeds', async () => {
    const storage = fakeStore();
    const run = createPhotoFilesDeleteProcessor({ storage, logger });
    await run({ userId: 'u1', prefixes: folders(3) }, lastAttempt);
    await expect(run({ userId: 'u1', prefixes: folders(3) }, lastAttempt)).resolves.toEqual({ folders: 3, files: 0 });
  });

  it('fails (to be retried) when a folder cannot be emptied, having emptied the others', async () => {
    const storage = fakeStore(new Set(['photo/u1/p1/']));
    const run = createPhotoFilesDeleteProcessor({ storage, logger });
    await expect(run({ userId: 'u1', prefixes: folders(3) }, lastAttempt)).rejects.toThrow('store refused photo/u1/p1/');
    expect([...storage.emptied].sort()).toEqual(['photo/u1/p0/', 'photo/u1/p2/']);
  });
});

describe('forEachAtMost', () => {
  it('visits every item once, never more than the limit at once', async () => {
    const seen: number[] = [];
    let running = 0;
    let most = 0;
    await forEachAtMost([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      seen.push(item);
      running -= 1;
    });
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
    await forEachAtMost([], 3, () => Promise.reject(new Error('never called')));
  });
});
