// A Jest reporter for runs that retry a failed test once (CI, jest.retryTimes in the
// integration setup): each test that passed only on its second try is listed as FLAKY with
// its first failure (scripts/flaky-list.cjs); a test that failed both times fails the run as usual.
const { relative } = require('node:path');
const { recordFlakyTest } = require('./flaky-list.cjs');

class JestFlakyReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    this.flaky = [];
  }

  onTestFileResult(test, testResult) {
    const file = relative(this.rootDir, test.path);
    for (const result of testResult.testResults) {
      if (result.status !== 'passed' || (result.invocations ?? 1) < 2) continue;
      recordFlakyTest('integration', file, result.fullName, result.retryReasons?.[0]);
      this.flaky.push(`${file} › ${result.fullName}`);
    }
  }

  onRunComplete() {
    if (this.flaky.length === 0) return;
    process.stderr.write(`\nFLAKY (passed on the second try): ${this.flaky.length}\n${this.flaky.map((name) => `  ${name}\n`).join('')}`);
  }
}

module.exports = JestFlakyReporter;
