import { describe, expect, it } from '@jest/globals';
import { GOOGLE_PHOTOS_ALBUMS_ROUTE, GOOGLE_PHOTOS_CONSENT_PATH, type GooglePhotosConnection } from '@lumafolio/contracts';
import { screen, within } from '@testing-library/react';
import { fakeServerPerTest } from '@/testing/fake-server';
import { renderScreen } from '@/testing/render';
import { ConnectedServices } from './connected-services';
import { PhotoLibraryConnect } from './photo-library-connect';

const CONNECTION = 'GET /api/google-photos/connection';
const DISCONNECT = 'POST /api/google-photos/disconnect';

const connection = (change: Partial<GooglePhotosConnection>): GooglePhotosConnection => ({
  enabled: true,
  connected: false,
  needsReconnect: false,
  connectedAt: null,
  ...change,
});

const startServer = fakeServerPerTest();
const section = () => within(screen.getByRole('region', { name: 'Import from Google Photos' }));

describe('the account page’s Google Photos connect section', () => {
  it('says the administrator has not enabled Google Photos, with nothing to press', async () => {
    startServer({ [CONNECTION]: () => ({ body: connection({ enabled: false }) }) });
    renderScreen(<PhotoLibraryConnect />);
    expect(await screen.findByText(/administrator has not enabled Google Photos/)).toBeVisible();
    expect(section().queryByRole('link')).toBeNull();
    expect(section().queryByRole('button')).toBeNull();
  });

  it('offers Connect Google Photos, a full-page navigation to Google’s consent, when not connected', async () => {
    startServer({ [CONNECTION]: () => ({ body: connection({}) }) });
    renderScreen(<PhotoLibraryConnect />);
    expect(await screen.findByText('Not Connected')).toBeVisible();
    expect(section().getByRole('link', { name: 'Connect Google Photos' })).toHaveAttribute('href', GOOGLE_PHOTOS_CONSENT_PATH);
  });

  it('when connected, leads to the album page and disconnects after a confirmation', async () => {
    let connected = true;
    const server = startServer({
      [CONNECTION]: () => ({ body: connection({ connected, connectedAt: connected ? '2026-11-20T10:00:00.000Z' : null }) }),
      [DISCONNECT]: () => {
        connected = false;
        return { body: { disconnected: true } };
      },
    });
    const { user } = renderScreen(<PhotoLibraryConnect />);
    expect(await screen.findByText('Connected')).toBeVisible();
    expect(section().getByRole('link', { name: 'Choose albums' })).toHaveAttribute('href', GOOGLE_PHOTOS_ALBUMS_ROUTE);

    await user.click(section().getByRole('button', { name: 'Disconnect' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Disconnect Google Photos?' }));
    expect(server.requestsTo(DISCONNECT)).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Disconnect' }));

    expect(await section().findByRole('link', { name: 'Connect Google Photos' })).toBeVisible();
    expect(section().getByText('Not Connected')).toBeVisible();
    expect(server.requestsTo(DISCONNECT)).toHaveLength(1);
  });
});

describe('the Settings tab’s connected services', () => {
  const row = (name: string) => within(screen.getByText(name).closest('li') as HTMLElement);

  it('shows Google Photos connected with Manage, and iCloud Photos not connected with a Connect that does nothing', async () => {
    startServer({ [CONNECTION]: () => ({ body: connection({ connected: true }) }) });
    renderScreen(<ConnectedServices />);
    expect(await row('Google Photos').findByText('Connected')).toBeVisible();
    expect(row('Google Photos').getByRole('link', { name: 'Manage Google Photos' })).toHaveAttribute('href', GOOGLE_PHOTOS_ALBUMS_ROUTE);
    expect(row('iCloud Photos').getByText('Not connected')).toBeVisible();
    expect(row('iCloud Photos').getByRole('button', { name: 'Connect iCloud Photos' })).toBeDisabled();
  });

  it('shows Google Photos not connected with Connect going to Google’s consent', async () => {
    startServer({ [CONNECTION]: () => ({ body: connection({}) }) });
    renderScreen(<ConnectedServices />);
    expect(await row('Google Photos').findByRole('link', { name: 'Connect Google Photos' })).toHaveAttribute('href', GOOGLE_PHOTOS_CONSENT_PATH);
    expect(row('Google Photos').getByText('Not connected')).toBeVisible();
  });
});
