import { jest } from '@jest/globals';

// In CI a failed integration test is tried once more, its first failure printed; one that
// passes then is listed as FLAKY by scripts/jest-flaky-reporter.cjs, one that fails again fails the run.
// It is tried again at once, before the file's later tests change what it started from (a
// later test that revokes a grant or deletes an account would fail its second try for them).
if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true, retryImmediately: true });
