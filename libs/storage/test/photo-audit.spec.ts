import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { auditStore, auditUserFolder, LocalDiskStorage, printJpegFile, type AuditedPhoto, type PhotoIndex } from '../src/index.js';

/** The audit's comparison on a real local store; the documents are a plain list (the data layer's queries are tested with FerretDB). */
function indexOf(photos: AuditedPhoto[], queries: string[][]): PhotoIndex {
  return {
    findForAudit: async (ids) => {
      queries.push([...ids]);
      return photos.filter((photo) => ids.includes(photo.id));
    },
    pageOfUserForAudit: async (userId, afterId, limit) =>
      photos
        .filter((photo) => photo.userId === userId && (afterId === null || photo.id > afterId))
        .sort((a, b) => (a.id < b.id ? -1 : 1))
        .slice(0, limit),
    countOfUser: async (userId) => photos.filter((photo) => photo.userId === userId).length,
    userIdsWithPhotos: async () => [...new Set(photos.map((photo) => photo.userId))],
    countAll: async () => photos.length,
  };
}

const photo = (userId: string, id: string, variants = ['w400.webp']): AuditedPhoto => ({
  id,
  userId,
  originalKey: `photo/${userId}/${id}/original`,
  mimeType: 'image/jpeg',
  variantKeys: variants.map((name) => `photo/${userId}/${id}/${name}`),
  isPublic: false,
  featured: false,
});

describe('the photo storage audit', () => {
  let root: string;
  let storage: LocalDiskStorage;
  const put = (key: string, bytes = 10) => storage.put(key, Buffer.alloc(bytes), { contentType: 'application/octet-stream' });

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'lumafolio-audit-'));
    storage = new LocalDiskStorage({ rootDir: root });
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('finds orphans, missing variants and photos with no file at all, one document query per page', async () => {
    const photos = [photo('u1', 'aaaaaaaa01'), photo('u1', 'aaaaaaaa02'), photo('u1', 'aaaaaaaa03'), photo('u2', 'bbbbbbbb01')];
    await put('photo/u1/aaaaaaaa01/original', 100);
    await put('photo/u1/aaaaaaaa01/w400.webp', 20);
    await put('photo/u1/aaaaaaaa02/original', 100); // its w400 is missing
    await put('photo/u1/cccccccc01/original', 50); // no document: an orphan
    await put('photo/u1/bbbbbbbb01/original', 50); // u2's photo id in u1's folder: an orphan too
    await put('photo/u1/stray.txt', 5);
    const queries: string[][] = [];
    const index = indexOf(photos, queries);

    const result = await auditUserFolder(storage, index, 'u1');
    expect(result).toMatchObject({ databasePhotos: 3, storageFiles: 6, storageBytes: 325, inDatabase: 3, orphaned: 3, missing: 3 });
    expect(result.orphanedFiles.sort()).toEqual(['photo/u1/bbbbbbbb01/original', 'photo/u1/cccccccc01/original', 'photo/u1/stray.txt']);
    expect(result.missingFiles.sort()).toEqual(['photo/u1/aaaaaaaa02/w400.webp', 'photo/u1/aaaaaaaa03/original', 'photo/u1/aaaaaaaa03/w400.webp']);
    expect(queries).toHaveLength(1);
    expect(result.tally.entries()).toEqual([
      { type: 'image/jpeg', count: 2, bytes: 200 },
      { type: 'unknown', count: 3, bytes: 105 },
      { type: 'image/webp', count: 1, bytes: 20 },
    ]);

    const progress: number[] = [];
    const report = await auditStore(storage, index, async ({ percent }) => {
      progress.push(percent);
    });
    // u2 has a document and no folder: both its files are missing.
    expect(report).toMatchObject({ users: 2, totalFiles: 6, orphaned: 3, missing: 5, databasePhotos: 4 });
    expect(report.usersWithProblems).toEqual([
      { userId: 'u1', orphaned: 3, missing: 3 },
      { userId: 'u2', orphaned: 0, missing: 2 },
    ]);
    expect(progress.at(-1)).toBe(100);
  });

  it('counts the JPEGs for print its owner downloaded as the photo’s files, never orphans', async () => {
    await put('photo/u1/aaaaaaaa01/original', 100);
    await put('photo/u1/aaaaaaaa01/w400.webp', 20);
    await put(`photo/u1/aaaaaaaa01/${printJpegFile(2400)}`, 30);
    await put(`photo/u1/aaaaaaaa01/${printJpegFile(null)}`, 40);

    const result = await auditUserFolder(storage, indexOf([photo('u1', 'aaaaaaaa01')], []), 'u1');
    expect(result).toMatchObject({ storageFiles: 4, inDatabase: 4, orphaned: 0, missing: 0, images: 4 });
  });

  it('asks storage for a document’s keys outside its photo’s folder (an older layout)', async () => {
    const legacy = { ...photo('u4', 'eeeeeeee01'), originalKey: 'legacy/eeeeeeee01/original', variantKeys: ['legacy/eeeeeeee01/w400.webp'] };
    await put('legacy/eeeeeeee01/original');
    const result = await auditUserFolder(storage, indexOf([legacy], []), 'u4');
    expect(result).toMatchObject({ databasePhotos: 1, storageFiles: 0, missing: 1, missingFiles: ['legacy/eeeeeeee01/w400.webp'] });
  });

  it('checks a photo whose files straddle two pages of the store', async () => {
    const variants = Array.from({ length: 1100 }, (_, i) => `v${String(i).padStart(4, '0')}.webp`);
    const photos = [photo('u3', 'dddddddd01', variants)];
    await put('photo/u3/dddddddd01/original');
    for (let i = 0; i < variants.length; i += 100) await Promise.all(variants.slice(i, i + 100).map((name) => put(`photo/u3/dddddddd01/${name}`, 1)));
    const queries: string[][] = [];
    const result = await auditUserFolder(storage, indexOf(photos, queries), 'u3');
    expect(result).toMatchObject({ storageFiles: 1101, missing: 0, orphaned: 0, inDatabase: 1101 });
    expect(queries).toHaveLength(2);
  }, 60_000);
});
