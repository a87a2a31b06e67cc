import { profile } from '../libs/dev-stack/src/profiles.ts';
import { stopSharedStack } from '../libs/dev-stack/src/testing/shared-stack.ts';

/** The last suite on the shared stack left it running: it stops with the run. */
export default async function stopSharedStackAfterTheRun(): Promise<void> {
  await stopSharedStack(profile('test'));
}
