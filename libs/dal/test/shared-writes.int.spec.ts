import { profile } from '@lumafolio/dev-stack';
import { randomUUID } from 'node:crypto';
import type { mongo } from 'mongoose';
import { modelOf, sharedWriteEntities, sharedWritesOf, type DeclaredEntity, type MongoDatabase } from '../src/index.js';
import { connectTwoProcesses, type TwoProcesses } from './two-processes.js';

/**
 * Every document kind declared `writes: 'shared'` is written from two processes at once,
 * through the one write discipline: no `$inc`, no `$set` of another field and no
 * read-modify-write is lost (FerretDB 1.x loses them when writers do not take turns; ADR 57).
 * A kind declared shared later is covered here without a line of its own.
 */
const testProfile = profile('test');
const uri = testProfile.serviceEnv.MONGODB_URI.replace(/\/[^/?]+(?=\?|$)/, `/dal_shared_writes_${process.pid}`);
const WRITES = 24;

interface Probe {
  _id: string;
  count?: number;
  log: number[];
  [field: `field${number}`]: number;
}

const probesOf = (database: MongoDatabase, entity: DeclaredEntity) => modelOf(database.connection, entity).collection as unknown as mongo.Collection<Probe>;

/** The i-th write: a read-modify-write (a recount's shape) or an `$inc` with a `$set` of a field of its own. */
async function write(probes: mongo.Collection<Probe>, id: string, index: number): Promise<void> {
  if (index % 3 === 0) {
    const doc = await probes.findOne({ _id: id });
    await probes.replaceOne({ _id: id }, { ...doc, log: [...(doc?.log ?? []), index] });
    return;
  }
  await probes.updateOne({ _id: id }, { $inc: { count: 1 }, $set: { [`field${index}`]: index } });
}

describe('documents written from two processes at once', () => {
  let processes: TwoProcesses;

  beforeAll(async () => {
    processes = await connectTwoProcesses(uri, testProfile.serviceEnv.REDIS_URL);
  });

  afterAll(async () => {
    await processes?.close();
  });

  it('are declared on their entities', () => {
    expect(sharedWriteEntities().map((entity) => entity.name)).toEqual(
      expect.arrayContaining([
        'photo',
        'photo-bucket',
        'user',
        'user-bucket',
        'sequence',
        'hero-image',
        'watermark',
        'client-gallery',
        'client-gallery-favourite',
        'google-photo-set',
        'photo-fingerprint',
      ]),
    );
  });

  it.each(sharedWriteEntities().map((entity) => [entity.name, entity] as const))('%s: every write of both processes is kept', async (_name, entity) => {
    const id = `probe-${randomUUID()}`;
    const writers = processes.databases.map((database) => ({ probes: probesOf(database, entity), writes: sharedWritesOf(database.connection, entity) }));
    const [first] = writers as [(typeof writers)[0]];
    await first.probes.insertOne({ _id: id, log: [] });

    await Promise.all(
      Array.from({ length: WRITES }, (_, index) => {
        const writer = writers[index % 2] as (typeof writers)[0];
        return writer.writes.document(id, () => write(writer.probes, id, index));
      }),
    );

    const stored = await first.probes.findOne({ _id: id });
    const indexes = Array.from({ length: WRITES }, (_, index) => index);
    const readModifyWrites = indexes.filter((index) => index % 3 === 0);
    const updates = indexes.filter((index) => index % 3 !== 0);
    expect({
      log: [...(stored?.log ?? [])].sort((a, b) => a - b),
      count: stored?.count,
      fields: updates.filter((index) => stored?.[`field${index}`] === index).length,
    }).toEqual({ log: readModifyWrites, count: updates.length, fields: updates.length });
  });
});
