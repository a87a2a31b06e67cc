import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { getPageViews, PAGE_VIEWS_URL, resetPageViewSender, trackPageView, visitorOptedOut } from './analytics';

const sendBeacon = jest.fn<(url: string, data?: BodyInit | null) => boolean>(() => true);

describe('trackPageView', () => {
  beforeEach(() => {
    globalThis.__lumafolioPageViews = undefined;
    resetPageViewSender();
    sendBeacon.mockClear();
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  });
  afterEach(() => {
    Object.defineProperty(navigator, 'doNotTrack', { value: null, configurable: true });
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true });
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

  it('sends the path of each new page, never its query, and not again for a query change', () => {
    trackPageView('/jane?category=nature');
    trackPageView('/jane?category=street');
    trackPageView('/account?tab=profile');
    expect(sendBeacon.mock.calls).toEqual([
      [PAGE_VIEWS_URL, JSON.stringify({ path: '/jane' })],
      [PAGE_VIEWS_URL, JSON.stringify({ path: '/account' })],
    ]);
  });

  it('sends nothing when the visitor asks for Do Not Track or Global Privacy Control', () => {
    Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true });
    trackPageView('/jane');
    Object.defineProperty(navigator, 'doNotTrack', { value: null, configurable: true });
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    trackPageView('/landing');
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(getPageViews()).toHaveLength(2);
  });
});

describe('visitorOptedOut', () => {
  it('reads DNT and GPC', () => {
    expect(visitorOptedOut({ doNotTrack: '1' })).toBe(true);
    expect(visitorOptedOut({ globalPrivacyControl: true })).toBe(true);
    expect(visitorOptedOut({ doNotTrack: '0', globalPrivacyControl: false })).toBe(false);
    expect(visitorOptedOut({})).toBe(false);
  });
});
