import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { renderScreen } from '@/testing/render';
import { REPORT_STORAGE_KEY } from '../constants';
import type { CompatibilityReport } from '../utils/compatibility-report';
import { CompatibilityPanel } from './compatibility-panel';

const TESTS = ['Page load time', 'Memory usage', 'Image loading', 'WebP images', 'AVIF images', 'IntersectionObserver', 'ResizeObserver', 'Local storage'];

const stored: CompatibilityReport = {
  generatedAt: '2026-11-25T10:00:01.000Z',
  score: 86,
  browser: {
    browser: 'Google Chrome 131',
    platform: 'Linux',
    language: 'en-GB',
    screen: '1920 × 1080',
    viewport: '1280 × 720',
    pixelRatio: 1,
    cookiesEnabled: true,
    online: true,
    userAgent: 'test',
  },
  results: TESTS.map((test, index) => ({
    test,
    passed: test === 'Memory usage' ? null : index !== 4,
    message: `${test} message`,
    details: `${test} details`,
    timestamp: '2026-11-25T10:00:00.000Z',
  })),
};

/** Renders the panel and lets its tabs finish their first update (a task after mounting). */
async function renderPanel() {
  const rendered = renderScreen(<CompatibilityPanel />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return rendered;
}

describe('CompatibilityPanel', () => {
  afterEach(() => window.localStorage.clear());

  it('offers to run the tests when none have run in this browser', async () => {
    await renderPanel();
    expect(screen.getByRole('heading', { name: 'Compatibility Testing' })).toBeVisible();
    expect(screen.getByText('No tests have been run in this browser yet. Press Run Tests to check it.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Run Tests' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download Report' })).toBeDisabled();
  });

  it('shows the kept report again: its score in its colour, the first 6 results on the Overview, all of them under Test Results', async () => {
    window.localStorage.setItem(REPORT_STORAGE_KEY, JSON.stringify(stored));
    const { user } = await renderPanel();

    const score = screen.getByTestId('compatibility-score');
    expect(score).toHaveTextContent('86%');
    expect(score).toHaveTextContent('6 of 7 tests passed · 1 not reported');
    expect(score).toHaveAttribute('data-score-color', 'yellow');
    expect(screen.getByRole('button', { name: 'Download Report' })).toBeEnabled();

    const overview = screen.getByRole('list', { name: 'First test results' });
    expect(
      within(overview)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(TESTS.slice(0, 6));
    expect(within(overview).getByText('AVIF images').closest('li')).toHaveTextContent('Failed');
    expect(within(overview).getByText('Memory usage').closest('li')).toHaveTextContent('Not reported');
    expect(screen.getByText('The first 6 of 8 results; Test Results lists them all.')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Test Results' }));
    const all = screen.getByRole('list', { name: 'Test results' });
    expect(within(all).getAllByRole('listitem')).toHaveLength(8);
    expect(within(all).getByText('Local storage details')).toBeVisible();
  });

  it('ignores a kept value that is not a report', async () => {
    window.localStorage.setItem(REPORT_STORAGE_KEY, '{"score":"lots"}');
    await renderPanel();
    expect(screen.queryByTestId('compatibility-score')).toBeNull();
    expect(screen.getByRole('button', { name: 'Download Report' })).toBeDisabled();
  });

  it('lists the browser details', async () => {
    const { user } = await renderPanel();
    await user.click(screen.getByRole('tab', { name: 'Browser Details' }));
    for (const label of ['Browser', 'Platform', 'Language', 'Screen', 'Viewport', 'Device pixel ratio', 'Cookies enabled', 'Online', 'User agent']) {
      expect(screen.getByText(label, { selector: 'dt' })).toBeVisible();
    }
    expect(screen.getByText(navigator.userAgent, { selector: 'dd' })).toBeVisible();
  });
});
