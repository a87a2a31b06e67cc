import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalDiskStorage } from '../src/index.js';
import { objectStorageContract } from './object-storage.contract.js';

let rootDir = '';

objectStorageContract('local disk', async () => {
  rootDir = await mkdtemp(join(tmpdir(), 'lumafolio-storage-'));
  const storage = new LocalDiskStorage({ rootDir });
  return {
    storage,
    prefix: `run-${process.pid}-${Date.now()}/`,
    // No temp file survives a failed put.
    assertNothingPending: async () => {
      const tmp = join(rootDir, '.tmp');
      expect(existsSync(tmp) ? readdirSync(tmp) : []).toEqual([]);
    },
    close: async () => {
      // deletePrefix pruned every folder it emptied, sidecars included.
      expect(readdirSync(rootDir).filter((name) => name !== '.tmp' && name !== '.meta')).toEqual([]);
      expect(existsSync(join(rootDir, '.meta')) ? readdirSync(join(rootDir, '.meta')) : []).toEqual([]);
      await rm(rootDir, { recursive: true, force: true });
    },
  };
});

describe('LocalDiskStorage specifics', () => {
  it('needs an absolute root', () => {
    expect(() => new LocalDiskStorage({ rootDir: 'relative/dir' })).toThrow(/absolute/);
  });

  it('fails ping when the root cannot be written', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lumafolio-storage-'));
    try {
      await writeFile(join(dir, 'a-file'), 'x');
      // Running as root ignores permission bits: a root below a regular file cannot be created.
      await expect(new LocalDiskStorage({ rootDir: join(dir, 'a-file', 'storage') }).ping()).rejects.toThrow(/ENOTDIR/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('stores every object while deletes in the same folders prune them empty', async () => {
    // Profile pictures: the gateway puts an upload under avatar-upload/<user>/ while media deletes
    // the previous one there, which removes the folders it leaves empty.
    const dir = await mkdtemp(join(tmpdir(), 'lumafolio-storage-'));
    try {
      const storage = new LocalDiskStorage({ rootDir: dir });
      const failures: unknown[] = [];
      for (let round = 0; round < 150; round += 1) {
        await Promise.all(
          Array.from({ length: 4 }, async (_, i) => {
            const key = `uploads/user/${round}-${i}`;
            try {
              await storage.put(key, Buffer.from('x'), { contentType: 'application/octet-stream' });
              await storage.delete(key);
            } catch (error) {
              failures.push(error);
            }
          }),
        );
      }
      expect(failures).toEqual([]);
      expect(readdirSync(dir).filter((name) => name !== '.tmp' && name !== '.meta')).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('writes with fsync and reports a clear error for an object/folder clash', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lumafolio-storage-'));
    try {
      const storage = new LocalDiskStorage({ rootDir: dir, fsync: true });
      await storage.put('a/b', Buffer.from('x'), { contentType: 'text/plain' });
      await expect(storage.put('a', Buffer.from('y'), { contentType: 'text/plain' })).rejects.toThrow(/both an object and a folder/);
      expect(readdirSync(join(dir, '.tmp'))).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
