import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { renderScreen } from '@/testing/render';
import { OfflineNotice } from './offline-notice';

const TITLE = "You're offline";
const TEXT = 'Your internet connection appears to be offline. Some features may not work correctly.';

function goOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('OfflineNotice', () => {
  afterEach(() => goOnline(true));

  it('shows nothing while the browser is online', () => {
    renderScreen(<OfflineNotice />);
    expect(screen.queryByText(TITLE)).toBeNull();
  });

  it("shows the spec's notice when the browser goes offline, and hides it when it is back", () => {
    renderScreen(<OfflineNotice />);
    goOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(TITLE);
    expect(screen.getByText(TEXT)).toBeVisible();
    goOnline(true);
    expect(screen.queryByText(TITLE)).toBeNull();
  });

  it('shows it at once on a page opened while offline', () => {
    goOnline(false);
    renderScreen(<OfflineNotice />);
    expect(screen.getByText(TITLE)).toBeVisible();
  });
});
