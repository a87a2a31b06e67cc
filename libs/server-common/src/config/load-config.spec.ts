import { z } from 'zod';
import { ConfigError, loadConfig } from './load-config.js';
import { mongoEnv, natsEnv, rpcEnv } from './env-schemas.js';

const schema = z.object({ ...natsEnv, ...mongoEnv, ...rpcEnv });

describe('loadConfig', () => {
  it('fills defaults for a local run', () => {
    expect(loadConfig('svc', schema, {})).toEqual({
      NATS_URL: 'nats://127.0.0.1:4222',
      MONGODB_URI: 'mongodb://127.0.0.1:27017/lumafolio',
      MONGODB_MAX_POOL_SIZE: 10,
      RPC_TIMEOUT_MS: 5000,
      RPC_PROBE_INTERVAL_MS: 250,
      RPC_DOWN_AFTER_MS: 750,
    });
  });

  it('coerces numbers from strings and checks their range', () => {
    expect(loadConfig('svc', schema, { RPC_TIMEOUT_MS: '1500' }).RPC_TIMEOUT_MS).toBe(1500);
    expect(() => loadConfig('svc', schema, { RPC_TIMEOUT_MS: '50' })).toThrow('RPC_TIMEOUT_MS: must be at least 100 (got "50")');
  });

  it('names every wrong variable with what it got, in one message', () => {
    let error: unknown;
    try {
      loadConfig('gateway', schema, { NATS_URL: 'http://nats:4222', RPC_TIMEOUT_MS: 'soon' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('Invalid configuration for gateway');
    expect(message).toMatch(/NATS_URL: must be a nats or tls URL \(got "http:\/\/nats:4222"\)/);
    expect(message).toContain('RPC_TIMEOUT_MS: must be a whole number between 100 and 60000 (got "soon")');
    expect(message).toContain('docs/configuration.md');
  });

  it('never shows a secret or the credentials of a URL', () => {
    const secretSchema = z.object({ ...natsEnv, NATS_PASSWORD: z.string().min(40) });
    let message = '';
    try {
      loadConfig('svc', secretSchema, { NATS_URL: 'http://tools:hunter2@nats:4222', NATS_PASSWORD: 'hunter2' });
    } catch (caught) {
      message = (caught as Error).message;
    }
    expect(message).toContain('NATS_URL');
    expect(message).toContain('NATS_PASSWORD');
    expect(message).not.toContain('hunter2');
  });
});
