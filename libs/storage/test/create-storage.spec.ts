import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { createStorage, DEFAULT_LOCAL_STORAGE_DIR, LocalDiskStorage, S3Storage, storageConfigSchema, storageEnv } from '../src/index.js';

/** A deployment's own key pair, as generate-secrets makes it. */
const KEYS = { S3_ACCESS_KEY_ID: 'LF0123456789ABCDEF01', S3_SECRET_ACCESS_KEY: 'a-deployment-s-own-secret-of-forty-chars' };

describe('storage configuration', () => {
  it("refuses the local server's well-known key anywhere but on this machine", () => {
    const withDefaultKey = (endpoint: string) => () => createStorage(storageConfigSchema.parse({ STORAGE_DRIVER: 's3', S3_ENDPOINT: endpoint }));
    for (const endpoint of ['https://s3.example.com', 'http://s3:7070', '']) {
      expect(withDefaultKey(endpoint)).toThrow(/S3_SECRET_ACCESS_KEY is the well-known local key/);
    }
    for (const endpoint of ['http://127.0.0.1:17070', 'http://localhost:7070']) {
      const storage = withDefaultKey(endpoint)() as S3Storage;
      expect(storage).toBeInstanceOf(S3Storage);
      storage.destroy();
    }
  });

  it('defaults to local disk under <repo>/.data/storage and the local S3 server settings', () => {
    const config = storageConfigSchema.parse({});
    expect(config).toEqual({
      STORAGE_DRIVER: 'local',
      STORAGE_LOCAL_DIR: DEFAULT_LOCAL_STORAGE_DIR,
      S3_ENDPOINT: 'http://127.0.0.1:7070',
      S3_REGION: 'us-east-1',
      S3_BUCKET: 'lumafolio',
      S3_ACCESS_KEY_ID: 'lumafolio',
      S3_SECRET_ACCESS_KEY: 'lumafolio-local-secret',
      S3_FORCE_PATH_STYLE: true,
    });
    expect(DEFAULT_LOCAL_STORAGE_DIR).toBe(fileURLToPath(new URL('../../../.data/storage', import.meta.url)));
    expect(DEFAULT_LOCAL_STORAGE_DIR).toMatch(/\/\.data\/storage$/);
    expect(DEFAULT_LOCAL_STORAGE_DIR).not.toMatch(/libs/);
    const storage = createStorage(config);
    expect(storage).toBeInstanceOf(LocalDiskStorage);
    expect(storage.driver).toBe('local');
  });

  it('spreads into a service schema and builds the S3 driver', () => {
    const schema = z.object({ OTHER: z.string().default('x'), ...storageEnv });
    const config = schema.parse({
      ...KEYS,
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'https://s3.example.com',
      S3_BUCKET: 'photos-prod',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(config).toMatchObject({ OTHER: 'x', STORAGE_DRIVER: 's3', S3_FORCE_PATH_STYLE: false, S3_BUCKET: 'photos-prod' });
    const storage = createStorage(config) as S3Storage;
    expect(storage).toBeInstanceOf(S3Storage);
    expect(storage.bucket).toBe('photos-prod');
    expect(storage.client.config.forcePathStyle).toBe(false);
    storage.destroy();
  });

  it('accepts an empty S3_ENDPOINT for AWS itself', async () => {
    const storage = createStorage(storageConfigSchema.parse({ ...KEYS, STORAGE_DRIVER: 's3', S3_ENDPOINT: '', S3_REGION: 'eu-west-1' })) as S3Storage;
    const endpoint = await storage.client.config.endpointProvider({
      Region: 'eu-west-1',
      Bucket: 'lumafolio',
      ForcePathStyle: true,
      UseFIPS: false,
      UseDualStack: false,
      Accelerate: false,
    });
    expect(endpoint.url.hostname).toBe('s3.eu-west-1.amazonaws.com');
    storage.destroy();
  });

  it('names every bad variable', () => {
    const result = storageConfigSchema.safeParse({
      STORAGE_DRIVER: 'ftp',
      STORAGE_LOCAL_DIR: 'relative/dir',
      S3_ENDPOINT: 'ftp://x',
      S3_BUCKET: 'Bad_Bucket',
      S3_FORCE_PATH_STYLE: 'maybe',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'S3_BUCKET',
      'S3_ENDPOINT',
      'S3_FORCE_PATH_STYLE',
      'STORAGE_DRIVER',
      'STORAGE_LOCAL_DIR',
    ]);
  });
});
