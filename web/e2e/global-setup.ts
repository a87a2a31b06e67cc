import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { googleEnvOf, profile, startFakeGoogle, startStack } from '@lumafolio/dev-stack';
import { FAKE_GOOGLE_PORT } from './support/google.ts';

/** Every service's log lines, for reading after a failure (the test output stays quiet). */
const SERVICES_LOG = fileURLToPath(new URL('../../test-results/e2e-services.log', import.meta.url));

/**
 * Starts the local Google (OAuth 2.0 and the Picker API, ADR 34) and every Node process of
 * the platform pointed at it; returns the teardown that stops them.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  mkdirSync(dirname(SERVICES_LOG), { recursive: true });
  const log = createWriteStream(SERVICES_LOG);
  const google = await startFakeGoogle({ port: FAKE_GOOGLE_PORT });
  const stack = await startStack(profile('test'), {
    output: (name, line) => log.write(`${name.padEnd(13)}| ${line}\n`),
    env: {
      ...googleEnvOf(google),
      GOOGLE_TOKEN_KEY: randomBytes(32).toString('base64'),
    },
  });
  return async () => {
    await stack.stop();
    await google.close();
    log.end();
  };
}
