import { beforeAll, expect } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { profile, SHARED_STACK_MARKER, stopSharedStack } from '@lumafolio/dev-stack';

// A suite that does not run on the shared stack starts processes of its own (or writes where the
// shared stack's services would react): the shared stack is stopped before it begins. The order
// (scripts/jest-shared-stack-sequencer.cjs) runs the shared-stack suites first, so it starts and stops once.
const testPath = expect.getState().testPath;
if (testPath && !readFileSync(testPath, 'utf8').includes(SHARED_STACK_MARKER)) {
  beforeAll(() => stopSharedStack(profile('test')), 60_000);
}
