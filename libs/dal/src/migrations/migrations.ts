import type { Connection } from 'mongoose';
import type { RedisLock } from '../locks/redis-lock.js';

interface MigrationMarker {
  _id: string;
  doneAt: Date;
}

/**
 * Runs `work` once per database: a marker document records that it is done, and the lock
 * keeps two processes starting together from running it twice. Resolves with whether it
 * ran now.
 */
export async function runOnce(connection: Connection, lock: RedisLock, name: string, work: () => Promise<void>): Promise<boolean> {
  const markers = connection.collection<MigrationMarker>('migrations');
  if (await markers.findOne({ _id: name })) return false;
  return lock(`migration:${name}`, async () => {
    if (await markers.findOne({ _id: name })) return false;
    await work();
    await markers.insertOne({ _id: name, doneAt: new Date() });
    return true;
  });
}
