// The integration suites that run on the shared stack go first (in Jest's usual order among
// themselves), then the rest: the shared stack starts once and is stopped once, before the
// first suite that starts processes of its own (scripts/jest-shared-stack-setup.ts).
const { readFileSync } = require('node:fs');
const Sequencer = require('@jest/test-sequencer').default;

const MARKER = 'useSharedGatewayUnderTest(';

class SharedStackFirst extends Sequencer {
  async sort(tests) {
    const ordered = await super.sort(tests);
    const usesSharedStack = (test) => readFileSync(test.path, 'utf8').includes(MARKER);
    return [...ordered.filter(usesSharedStack), ...ordered.filter((test) => !usesSharedStack(test))];
  }
}

module.exports = SharedStackFirst;
