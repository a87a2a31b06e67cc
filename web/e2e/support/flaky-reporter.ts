import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** The run's flaky list, shared with Jest's reporter (scripts/flaky-list.cjs writes the same lines). */
const FLAKY_LIST_FILE = resolve(process.env.FLAKY_LIST_FILE ?? 'test-results/flaky.txt');

/** The first line of a failure that says something, without colours, at most 300 characters. */
function firstLineOf(message: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- the escape starts every ANSI colour code
  const plain = (message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const line =
    plain
      .split('\n')
      .map((text) => text.trim())
      .find((text) => text.length > 0) ?? '(no message)';
  return line.length > 300 ? `${line.slice(0, 297)}...` : line;
}

/**
 * Lists each test that failed, was tried once more (retries in CI) and passed: FLAKY, with
 * its first failure, in the run's flaky list and at the end of the output.
 */
export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== 'passed' || test.outcome() !== 'flaky') return;
    const [, project, file, ...titles] = test.titlePath();
    const name = `[${project}] ${file} › ${titles.join(' › ')}`;
    const firstFailure = test.results.find((attempt) => attempt.status !== 'passed')?.error?.message;
    mkdirSync(dirname(FLAKY_LIST_FILE), { recursive: true });
    appendFileSync(FLAKY_LIST_FILE, `e2e  ${name}\n    first failure: ${firstLineOf(firstFailure)}\n`);
    this.flaky.push(name);
  }

  onEnd(_result: FullResult): void {
    if (this.flaky.length === 0) return;
    process.stdout.write(`\nFLAKY (passed on the second try): ${this.flaky.length}\n${this.flaky.map((name) => `  ${name}\n`).join('')}`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
