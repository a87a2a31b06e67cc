import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
// The list's writer is shared with Jest's reporter, which Jest loads as CommonJS.
import { recordFlakyTest } from '../../../scripts/flaky-list.cjs';

/**
 * Lists each test that failed, was tried once more (retries in CI) and passed: FLAKY, with
 * its first failure, in the run's flaky list (scripts/flaky-list.cjs) and at the end of the output.
 */
export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== 'passed' || test.outcome() !== 'flaky') return;
    const [, project, file, ...titles] = test.titlePath();
    const where = `[${project}] ${file}`;
    const title = titles.join(' › ');
    const firstFailure = test.results.find((attempt) => attempt.status !== 'passed')?.error?.message;
    recordFlakyTest('e2e', where, title, firstFailure);
    this.flaky.push(`${where} › ${title}`);
  }

  onEnd(_result: FullResult): void {
    if (this.flaky.length === 0) return;
    process.stdout.write(`\nFLAKY (passed on the second try): ${this.flaky.length}\n${this.flaky.map((name) => `  ${name}\n`).join('')}`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
