import { jest } from '@jest/globals';

// In CI a failed integration test is tried once more, its first failure printed; one that
// passes then is listed as FLAKY by scripts/jest-flaky-reporter.cjs, one that fails again fails the run.
if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true });
