import { jest } from '@jest/globals';

/**
 * The request helpers log every failed request to the console (spec 01 §8). Tests of
 * failures expect those lines: they are kept out of the output, anything else logged still
 * shows. Returns the restore.
 */
export function hideLoggedRequestFailures(): () => void {
  const log = console.error.bind(console);
  const spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('API request failed')) return;
    log(...args);
  });
  return () => spy.mockRestore();
}
