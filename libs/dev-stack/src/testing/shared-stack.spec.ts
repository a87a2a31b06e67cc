import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../profiles.ts';
import { SHARED_STACK_MARKER } from './shared-stack.ts';

describe('the shared stack of the integration tests', () => {
  it('is recognised by the same mark in the setup that stops it and in the order that runs its files first', () => {
    // The order is plain CommonJS (Jest loads it untransformed) and spells the mark itself.
    const sequencer = readFileSync(join(REPO_ROOT, 'scripts', 'jest-shared-stack-sequencer.cjs'), 'utf8');
    expect(sequencer).toContain(`const MARKER = '${SHARED_STACK_MARKER}';`);
  });
});
