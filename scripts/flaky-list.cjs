// The run's list of flaky tests (test-results/flaky.txt, or FLAKY_LIST_FILE): a test that
// failed, was tried once more and passed. Jest's reporter writes it through this file, and
// Playwright's (web/e2e/support/flaky-reporter.ts) the same lines; each line is appended as
// it is known, so a run that stops early still keeps what it found.
const { appendFileSync, mkdirSync } = require('node:fs');
const { dirname, resolve } = require('node:path');

const FLAKY_LIST_FILE = resolve(process.env.FLAKY_LIST_FILE ?? 'test-results/flaky.txt');

/** The first line of a failure that says something (ANSI colours removed), at most 300 characters. */
function firstLineOf(message) {
  const plain = String(message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const line =
    plain
      .split('\n')
      .map((text) => text.trim())
      .find((text) => text.length > 0) ?? '(no message)';
  return line.length > 300 ? `${line.slice(0, 297)}...` : line;
}

/** Appends one flaky test: where it is, what it is called, and how its first try failed. */
function recordFlakyTest(kind, where, title, firstFailure) {
  mkdirSync(dirname(FLAKY_LIST_FILE), { recursive: true });
  appendFileSync(FLAKY_LIST_FILE, `${kind}  ${where} › ${title}\n    first failure: ${firstLineOf(firstFailure)}\n`);
}

module.exports = { FLAKY_LIST_FILE, firstLineOf, recordFlakyTest };
