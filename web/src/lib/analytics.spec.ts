import { beforeEach, describe, expect, it } from '@jest/globals';
import { getPageViews, trackPageView } from './analytics';

describe('trackPageView', () => {
  beforeEach(() => {
    globalThis.__lumafolioPageViews = undefined;
  });

  it('records page views in order', () => {
    trackPageView('/', 1);
    trackPageView('/landing', 2);
    trackPageView('/some/path?q=jane', 3);
    expect(getPageViews()).toEqual([
      { path: '/', at: 1 },
      { path: '/landing', at: 2 },
      { path: '/some/path?q=jane', at: 3 },
    ]);
  });

  it('ignores an immediate repeat of the same path (e.g. a double-run effect)', () => {
    trackPageView('/', 1);
    trackPageView('/', 2);
    trackPageView('/landing', 3);
    trackPageView('/', 4);
    expect(getPageViews().map((view) => view.path)).toEqual(['/', '/landing', '/']);
  });
});
