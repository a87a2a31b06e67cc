import type { CompatibilityResult } from './compatibility-report';

/** What a test finds; the runner adds its name and the time. */
export type TestOutcome = Pick<CompatibilityResult, 'passed' | 'message' | 'details'>;

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Resolves with `promise`'s value, or with `fallback` once `ms` have passed. */
export function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
