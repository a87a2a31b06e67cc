import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { measurePageLoad } from './measurements';

const entries = (navigation: Partial<PerformanceNavigationTiming> | null, firstPaint?: number) =>
  jest.spyOn(performance, 'getEntriesByType').mockImplementation(((type: string) => {
    if (type === 'navigation') return navigation ? [{ startTime: 0, responseStart: 20, domContentLoadedEventEnd: 60, ...navigation }] : [];
    if (type === 'paint' && firstPaint !== undefined) return [{ name: 'first-contentful-paint', startTime: firstPaint }];
    return [];
  }) as typeof performance.getEntriesByType);

describe('measurePageLoad', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('counts until the app has painted when that comes after the load event', () => {
    entries({ loadEventEnd: 80 }, 1_450);
    expect(measurePageLoad()).toMatchObject({ passed: true, message: 'Loaded in 1.45 s (limit 5.00 s)' });
  });

  it('fails a load slower than 5 s, and says so', () => {
    entries({ loadEventEnd: 6_200 }, 900);
    expect(measurePageLoad()).toMatchObject({ passed: false, message: 'Loaded in 6.20 s (limit 5.00 s)' });
  });

  it('leaves the test out of the score when the browser reports no timing', () => {
    entries(null);
    expect(measurePageLoad().passed).toBeNull();
  });
});
