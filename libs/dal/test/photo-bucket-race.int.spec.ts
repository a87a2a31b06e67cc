import { profile } from '@lumafolio/dev-stack';
import { MongoDatabase, newPhotoDocument, PhotoRepository } from '../src/index.js';

/**
 * Photos written at the same moment by processes that share no lock (a tool beside the
 * service, or a Redis lock that lapsed under load): the first summary of a new list bucket
 * is then created by several writers at once. None of the writes may fail, and once the
 * last one is done the owner's totals count every photo.
 */
const uri = profile('test').serviceEnv.MONGODB_URI.replace(/\/[^/?]+(?=\?|$)/, `/dal_bucket_race_${process.pid}`);

describe('the first summary of a new list bucket, written by several processes at once', () => {
  let database: MongoDatabase;

  beforeAll(async () => {
    database = await new MongoDatabase({ uri }).connect();
  });

  afterAll(async () => {
    await database?.connection.dropDatabase();
    await database?.disconnect();
  });

  it('fails none of the writes, and the next change counts every photo', async () => {
    for (let round = 0; round < 5; round += 1) {
      const owner = `owner-${round}`;
      // A repository per writer: each has a lock of its own, as separate processes would.
      await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          new PhotoRepository(database.connection).insert({
            ...newPhotoDocument({
              _id: `${owner}-${index}`,
              userId: owner,
              originalKey: `photo/${owner}/${index}/original`,
              mimeType: 'image/jpeg',
              originalBytes: 10,
            }),
            status: 'ready',
            isPublic: index % 2 === 0,
          }),
        ),
      );
      // Without a shared lock the last recount to finish may have read before a slower insert
      // landed (what the lock is for); the next counted change recounts from every photo.
      const photos = new PhotoRepository(database.connection);
      await photos.updateOwned(owner, `${owner}-1`, { isPublic: true });
      expect(await photos.statsOfUser(owner)).toMatchObject({ total: 6, shared: 4 });
    }
  });
});
