import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { profile, startStack } from '@lumafolio/dev-stack';

/** Every service's log lines, for reading after a failure (the test output stays quiet). */
const SERVICES_LOG = fileURLToPath(new URL('../../test-results/e2e-services.log', import.meta.url));

/** Starts every Node process of the platform and returns the teardown that stops them. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  mkdirSync(dirname(SERVICES_LOG), { recursive: true });
  const log = createWriteStream(SERVICES_LOG);
  const stack = await startStack(profile('test'), { output: (name, line) => log.write(`${name.padEnd(13)}| ${line}\n`) });
  return async () => {
    await stack.stop();
    log.end();
  };
}
