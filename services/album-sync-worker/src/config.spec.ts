import { loadConfig } from '@lumafolio/server-common';
import { albumSyncWorkerConfigSchema } from './config.js';

describe('album-sync worker config', () => {
  it('imports two items at once, from Google itself, by default', () => {
    const config = loadConfig('album-sync-worker', albumSyncWorkerConfigSchema, {});
    expect(config.ALBUM_SYNC_WORKER_CONCURRENCY).toBe(2);
    expect(config.GOOGLE_PICKER_API_URL).toBe('https://photospicker.googleapis.com/v1');
    expect(config.GOOGLE_CLIENT_ID).toBeUndefined();
  });

  it('names a token key that is not 32 bytes', () => {
    expect(() => loadConfig('album-sync-worker', albumSyncWorkerConfigSchema, { GOOGLE_TOKEN_KEY: 'c2hvcnQ=' })).toThrow(/GOOGLE_TOKEN_KEY: must be 32 bytes/);
  });
});
