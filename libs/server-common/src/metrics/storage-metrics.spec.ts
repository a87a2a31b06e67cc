import { LocalDiskStorage, ObjectNotFoundError } from '@lumafolio/storage';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { metricsRegistry } from './registry.js';
import { observeStorage, storageOperationDuration } from './storage-metrics.js';

async function countOf(operation: string, outcome: string): Promise<number> {
  const metric = await storageOperationDuration.get();
  const sample = metric.values.find(
    (value) =>
      value.metricName === 'lumafolio_storage_operation_duration_seconds_count' &&
      value.labels.operation === operation &&
      value.labels.outcome === outcome &&
      value.labels.driver === 'local',
  );
  return sample?.value ?? 0;
}

describe('object storage calls, timed where the storage is made', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lumafolio-storage-metrics-'));
  const storage = observeStorage(new LocalDiskStorage({ rootDir: dir }));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  beforeEach(() => metricsRegistry.resetMetrics());

  it('counts each call by operation and outcome, a missing object as not_found rather than an error', async () => {
    await storage.put('photo/u1/p1/original', Buffer.from('bytes'), { contentType: 'image/jpeg' });
    await expect(storage.head('photo/u1/p1/original')).resolves.toMatchObject({ bytes: 5 });
    await expect(storage.get('photo/u1/p2/original')).rejects.toBeInstanceOf(ObjectNotFoundError);
    expect(await countOf('put', 'ok')).toBe(1);
    expect(await countOf('head', 'ok')).toBe(1);
    expect(await countOf('get', 'not_found')).toBe(1);
    expect(await countOf('get', 'error')).toBe(0);
  });

  it('times a listing once, whether it is read to the end or left early', async () => {
    await storage.put('photo/u2/a', Buffer.from('a'), { contentType: 'image/jpeg' });
    await storage.put('photo/u2/b', Buffer.from('b'), { contentType: 'image/jpeg' });
    const keys: string[] = [];
    for await (const object of storage.list('photo/u2/')) keys.push(object.key);
    for await (const _first of storage.list('photo/u2/')) break;
    expect(keys).toEqual(['photo/u2/a', 'photo/u2/b']);
    expect(await countOf('list', 'ok')).toBe(2);
    expect(await countOf('list', 'error')).toBe(0);
  });
});
