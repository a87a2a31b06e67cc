import { templateFixture as template } from '@lumafolio/contracts/testing';
import { MongoDatabase, TemplateRepository } from '../src/index.js';
import { profile } from '@lumafolio/dev-stack';

const uri = profile('test').serviceEnv.MONGODB_URI.replace(/\/[^/?]+(?=\?|$)/, `/dal_int_${process.pid}`);

describe('TemplateRepository on the MongoDB-protocol database', () => {
  let database: MongoDatabase;
  let repository: TemplateRepository;

  beforeAll(async () => {
    database = await new MongoDatabase({ uri }).connect();
    repository = new TemplateRepository(database.connection);
  });

  afterAll(async () => {
    await database.connection.dropDatabase();
    await database.disconnect();
  });

  it('upserts idempotently and lists the default first', async () => {
    const templates = [template('zeta'), template('alpha'), template('classic', true)];
    await repository.upsertMany(templates);
    await repository.upsertMany(templates);
    expect(await repository.count()).toBe(3);
    expect((await repository.listAll()).map((t) => t.id)).toEqual(['classic', 'alpha', 'zeta']);
  });

  it('replaces a changed template and maps _id to id', async () => {
    await repository.upsertMany([{ ...template('alpha'), name: 'Renamed' }]);
    const alpha = await repository.findById('alpha');
    expect(alpha).toEqual({ ...template('alpha'), name: 'Renamed' });
    expect(alpha).not.toHaveProperty('_id');
  });

  it('answers a ping', async () => {
    await expect(database.ping()).resolves.toBeUndefined();
  });
});
