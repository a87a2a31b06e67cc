import { afterEach, describe, expect, it, jest } from '@jest/globals';
import {
  GOOGLE_CONNECT_ERRORS,
  GOOGLE_PHOTOS_CONSENT_PATH,
  GOOGLE_PHOTOS_EVENTS_PATH,
  GOOGLE_PHOTOS_SYNC_EVENT,
  googleConnectErrorMessage,
  type GooglePhotosConnection,
  type GooglePhotoSet,
  type GooglePhotoSetProgress,
} from '@lumafolio/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { fakeEventSourcePerTest } from '@/testing/fake-event-source';
import { fakeServerPerTest } from '@/testing/fake-server';
import { renderScreen } from '@/testing/render';
import { SYNC_RECHECK_MS } from '../hooks/use-album-sync-events';
import { useConnectOutcome } from '../hooks/use-connect-outcome';
import { AlbumsContent } from './albums-content';

const CONNECTION = 'GET /api/google-photos/connection';
const ALBUMS = 'GET /api/google-photos/albums';
const SELECT = 'POST /api/google-photos/albums/select';
const PICK = 'POST /api/google-photos/picker-sessions';
const ROUTE = '/account/google-photos/albums';

const connected: GooglePhotosConnection = { enabled: true, connected: true, needsReconnect: false, connectedAt: '2026-11-20T10:00:00.000Z' };
const NOT_CONNECTED_BODY = { statusCode: 409, message: 'Google Photos is not connected. Connect Google Photos to see your albums.' };

const idle = (albumId: string): GooglePhotoSetProgress => ({
  albumId,
  state: 'idle',
  total: 0,
  imported: 0,
  skipped: 0,
  failed: 0,
  failures: [],
  problem: null,
});
const set = (id: string, title: string, extra: Partial<GooglePhotoSet> = {}): GooglePhotoSet => ({
  id,
  title,
  coverPhotoUrl: `/api/google-photos/albums/${id}/cover`,
  mediaItemsCount: 12,
  photoCount: 12,
  videoCount: 0,
  state: 'ready',
  pickerUri: null,
  selected: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  progress: idle(id),
  ...extra,
});
const trip = set('set-trip-0001', 'Lisbon trip', { mediaItemsCount: 14, photoCount: 12, videoCount: 2 });
const wedding = set('set-wedding-01', 'Wedding', { coverPhotoUrl: null, mediaItemsCount: 30, photoCount: 30 });

const startServer = fakeServerPerTest();
const EventSourceFake = fakeEventSourcePerTest();

/** The album page's content and its connect-outcome handling, with where the router is. */
function AlbumPage() {
  useConnectOutcome();
  const { pathname, search } = useLocation();
  return (
    <>
      <output aria-label="Address">{pathname + search}</output>
      <AlbumsContent />
    </>
  );
}

const renderPage = (route = ROUTE) => renderScreen(<AlbumPage />, { route });
const card = (title: string) => within(screen.getByRole('listitem', { name: title }));

afterEach(async () => {
  jest.restoreAllMocks();
  // One toaster for the whole file: the last test's toast is not this one's.
  (await import('@/lib/toast-store')).toaster.remove();
});

describe('the Google Photos album page', () => {
  it('shows Not Connected with the Connect Google Photos button after one 409 "connect" answer, without asking again', async () => {
    const server = startServer({ [CONNECTION]: () => ({ body: connected }), [ALBUMS]: () => ({ status: 409, body: NOT_CONNECTED_BODY }) });
    const { queryClient } = renderPage();
    // Retries as the app makes them (the test client has none by default), so one not made is seen.
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: 2 } });

    expect(await screen.findByRole('heading', { name: 'Not Connected' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Connect Google Photos' })).toHaveAttribute('href', GOOGLE_PHOTOS_CONSENT_PATH);
    expect(server.requestsTo(ALBUMS)).toHaveLength(1);
  });

  it('asks for the albums 3 times when they fail for another reason, then says they could not be loaded', async () => {
    const server = startServer({ [CONNECTION]: () => ({ body: connected }), [ALBUMS]: () => ({ status: 500, body: { message: 'Internal server error' } }) });
    renderPage();

    expect(await screen.findByText('Your Google Photos albums could not be loaded.')).toBeVisible();
    expect(server.requestsTo(ALBUMS)).toHaveLength(3);
    expect(screen.queryByRole('heading', { name: 'Not Connected' })).toBeNull();
  });

  it('says the administrator has not enabled Google Photos, with no Connect button, and asks to connect again when Google asked for it', async () => {
    startServer({
      [CONNECTION]: () => ({ body: { enabled: false, connected: false, needsReconnect: false, connectedAt: null } }),
      [ALBUMS]: () => ({ status: 409, body: NOT_CONNECTED_BODY }),
    });
    const first = renderPage();
    expect(await screen.findByText(/administrator has not enabled Google Photos/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Connect Google Photos' })).toBeNull();
    first.unmount();

    startServer({
      [CONNECTION]: () => ({ body: { enabled: true, connected: false, needsReconnect: true, connectedAt: null } }),
      [ALBUMS]: () => ({ status: 409, body: NOT_CONNECTED_BODY }),
    });
    renderPage();
    expect(await screen.findByText(/Google asked you to connect again/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Connect Google Photos' })).toBeVisible();
  });

  it('shows "No Albums Found" when nothing was picked yet', async () => {
    startServer({ [CONNECTION]: () => ({ body: connected }), [ALBUMS]: () => ({ body: { albums: [] } }) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No Albums Found' })).toBeVisible();
    expect(screen.getByText(/they will appear here as an album/)).toBeVisible();
    expect(screen.getByText('0 album(s) selected')).toBeVisible();
  });

  it('shows each album as a card, counts the ones pressed, and syncs the selected ones', async () => {
    const server = startServer({
      [CONNECTION]: () => ({ body: connected }),
      [ALBUMS]: () => ({ body: { albums: [trip, wedding] } }),
      [SELECT]: () => ({ body: { queued: 12, albums: [{ ...trip, selected: true, progress: { ...idle(trip.id), state: 'syncing', total: 12 } }] } }),
    });
    const { user } = renderPage();

    const lisbon = within(await screen.findByRole('listitem', { name: 'Lisbon trip' }));
    // The cover is decorative inside the card's toggle, which the title names.
    expect(lisbon.getByRole('presentation')).toHaveAttribute('src', trip.coverPhotoUrl);
    expect(lisbon.getByText('12 photos')).toBeVisible();
    expect(lisbon.getByText('2 videos will be skipped')).toBeVisible();
    expect(card('Wedding').getByText('30 photos')).toBeVisible();
    expect(card('Wedding').queryByRole('img')).toBeNull();
    expect(screen.getByText('0 album(s) selected')).toBeVisible();

    const toggle = lisbon.getByRole('button', { name: /^Select Lisbon trip\b/ });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('1 album(s) selected')).toBeVisible();
    await user.click(card('Wedding').getByRole('button', { name: /^Select Wedding\b/ }));
    expect(screen.getByText('2 album(s) selected')).toBeVisible();
    // Pressed again: off.
    await user.click(card('Wedding').getByRole('button', { name: /^Select Wedding\b/ }));
    expect(screen.getByText('1 album(s) selected')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Sync Selected Albums' }));
    expect(await screen.findByText('12 photos are being imported.')).toBeVisible();
    expect(server.requestsTo(SELECT)[0]?.body).toEqual({ albumIds: [trip.id] });
    // The saved selection stays as it was sent.
    expect(screen.getByText('1 album(s) selected')).toBeVisible();
    expect(card('Lisbon trip').getByRole('button', { name: /^Select Lisbon trip\b/ })).toHaveAttribute('aria-pressed', 'true');
    expect(await card('Lisbon trip').findByText('Importing… 0 of 12')).toBeVisible();
  });

  it('says "No Albums Selected" without asking the server when nothing is selected', async () => {
    const server = startServer({ [CONNECTION]: () => ({ body: connected }), [ALBUMS]: () => ({ body: { albums: [trip] } }) });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Sync Selected Albums' }));

    expect(await screen.findByText('No Albums Selected')).toBeVisible();
    expect(screen.getByText('Please select at least one album to sync.')).toBeVisible();
    expect(server.requestsTo(SELECT)).toHaveLength(0);
  });

  it('says "Selection Failed" when the selection cannot be saved', async () => {
    startServer({
      [CONNECTION]: () => ({ body: connected }),
      [ALBUMS]: () => ({ body: { albums: [{ ...trip, selected: true }] } }),
      [SELECT]: () => ({ status: 500, body: { message: 'Internal server error' } }),
    });
    const { user } = renderPage();
    expect(await screen.findByText('1 album(s) selected')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sync Selected Albums' }));

    expect(await screen.findByText('Selection Failed')).toBeVisible();
    expect(screen.getByText('Failed to save album selection.')).toBeVisible();
  });

  it('says when everything selected was imported already', async () => {
    startServer({
      [CONNECTION]: () => ({ body: connected }),
      [ALBUMS]: () => ({ body: { albums: [{ ...trip, selected: true }] } }),
      [SELECT]: () => ({ body: { queued: 0, albums: [{ ...trip, selected: true }] } }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Sync Selected Albums' }));
    expect(await screen.findByText('Everything in the selected albums is already imported.')).toBeVisible();
  });

  it.each<[string]>([...GOOGLE_CONNECT_ERRORS, 'something_else'].map((error) => [error]))(
    'shows ?error=%s under "Connection Failed" and clears the query string',
    async (error) => {
      startServer({ [CONNECTION]: () => ({ body: connected }), [ALBUMS]: () => ({ body: { albums: [] } }) });
      renderPage(`${ROUTE}?error=${error}`);

      expect(await screen.findByText('Connection Failed')).toBeVisible();
      expect(screen.getByText(googleConnectErrorMessage(error))).toBeVisible();
      await waitFor(() => expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(new RegExp(`^${ROUTE}$`)));
    },
  );

  it('says Google Photos is connected after ?success=connected and clears the query string', async () => {
    startServer({ [CONNECTION]: () => ({ body: connected }), [ALBUMS]: () => ({ body: { albums: [] } }) });
    renderPage(`${ROUTE}?success=connected`);
    expect(await screen.findByText('Google Photos connected')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(new RegExp(`^${ROUTE}$`)));
  });

  it('applies the progress the server pushes to the album it concerns', async () => {
    const syncing = { ...trip, selected: true, progress: { ...idle(trip.id), state: 'syncing' as const, total: 10, imported: 2 } };
    startServer({ [CONNECTION]: () => ({ body: connected }), [ALBUMS]: () => ({ body: { albums: [syncing, wedding] } }) });
    renderPage();
    expect(within(await screen.findByRole('listitem', { name: 'Lisbon trip' })).getByText('Importing… 2 of 10')).toBeVisible();

    const stream = EventSourceFake.openTo(GOOGLE_PHOTOS_EVENTS_PATH);
    act(() =>
      stream.emit(GOOGLE_PHOTOS_SYNC_EVENT, {
        ...syncing.progress,
        imported: 6,
        skipped: 1,
        failed: 1,
        failures: [{ filename: 'IMG_0042.HEIC', message: 'The file is not an image we accept.' }],
        problem: 'Google no longer lets us download 2 photos: pick them again.',
      }),
    );
    const lisbon = card('Lisbon trip');
    expect(await lisbon.findByText('Importing… 8 of 10')).toBeVisible();
    expect(lisbon.getByText('6 imported · 1 skipped · 1 failed')).toBeVisible();
    expect(lisbon.getByRole('progressbar', { name: 'Import of Lisbon trip' })).toHaveAttribute('aria-valuenow', '80');
    expect(lisbon.getByText('IMG_0042.HEIC: The file is not an image we accept.')).toBeVisible();
    expect(lisbon.getByText('Google no longer lets us download 2 photos: pick them again.')).toBeVisible();
    expect(card('Wedding').queryByRole('progressbar')).toBeNull();

    act(() => stream.emit(GOOGLE_PHOTOS_SYNC_EVENT, { ...syncing.progress, state: 'done', imported: 8, skipped: 1, failed: 1, problem: null }));
    expect(await lisbon.findByText('Imported 8 of 10')).toBeVisible();
    expect(lisbon.getByRole('link', { name: 'See them in My Photos' })).toHaveAttribute('href', '/my-photos');
  });

  it('asks for the list again when no progress came for a while during a sync, so a lost push is caught up', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const syncing = { ...trip, selected: true, progress: { ...idle(trip.id), state: 'syncing' as const, total: 12, imported: 2 } };
      let albums: GooglePhotoSet[] = [syncing];
      const server = startServer({ [CONNECTION]: () => ({ body: connected }), [ALBUMS]: () => ({ body: { albums } }) });
      renderPage();
      expect(within(await screen.findByRole('listitem', { name: 'Lisbon trip' })).getByText('Importing… 2 of 12')).toBeVisible();
      expect(EventSourceFake.openTo(GOOGLE_PHOTOS_EVENTS_PATH).closed).toBe(false);

      // The set finished, but the gateway never heard of it: no push.
      albums = [{ ...syncing, progress: { ...syncing.progress, state: 'done', imported: 12 } }];
      await act(async () => {
        jest.advanceTimersByTime(SYNC_RECHECK_MS - 1_000);
      });
      expect(server.requestsTo(ALBUMS)).toHaveLength(1);
      await act(async () => {
        jest.advanceTimersByTime(1_000);
      });
      expect(await card('Lisbon trip').findByText('Imported 12 of 12')).toBeVisible();
      expect(server.requestsTo(ALBUMS)).toHaveLength(2);
      // Nothing syncs any more: nothing is asked for again.
      await act(async () => {
        jest.advanceTimersByTime(SYNC_RECHECK_MS * 3);
      });
      expect(server.requestsTo(ALBUMS)).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('opens Google’s picker in the window opened by the click, and offers the link when no window could be opened', async () => {
    const picking = set('set-picking-1', 'Picked on 20 November', {
      state: 'picking',
      coverPhotoUrl: null,
      mediaItemsCount: 0,
      photoCount: 0,
      pickerUri: 'https://photos.google.com/picker/abc',
    });
    startServer({
      [CONNECTION]: () => ({ body: connected }),
      [ALBUMS]: () => ({ body: { albums: [] } }),
      [PICK]: () => ({ body: { album: picking, pickerUri: 'https://photos.google.com/picker/abc', pollIntervalMs: 60_000 } }),
    });
    const popup = { closed: false, opener: {} as unknown, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Pick from Google Photos' }));
    const waiting = within(await screen.findByRole('listitem', { name: 'Picked on 20 November' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(popup.location.href).toBe('https://photos.google.com/picker/abc');
    expect(popup.opener).toBeNull();
    expect(waiting.getByText('Waiting for your selection in Google Photos…')).toBeVisible();
    expect(waiting.getByRole('link', { name: 'Open Google Photos again' })).toHaveAttribute('href', 'https://photos.google.com/picker/abc');

    open.mockReturnValue(null);
    await user.click(screen.getByRole('button', { name: 'Pick from Google Photos' }));
    expect(await screen.findByRole('link', { name: 'Open Google Photos to pick' })).toHaveAttribute('href', 'https://photos.google.com/picker/abc');
  });

  it('renames an album with Enter, with the title rules the server applies, and removes one after a confirmation', async () => {
    const server = startServer({
      [CONNECTION]: () => ({ body: connected }),
      [ALBUMS]: () => ({ body: { albums: [trip, wedding] } }),
      [`PATCH /api/google-photos/albums/${trip.id}`]: (request) => ({ body: { ...trip, title: (request.body as { title: string }).title } }),
      [`DELETE /api/google-photos/albums/${wedding.id}`]: () => ({ body: { deleted: true } }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit the title of Lisbon trip' }));
    const title = card('Lisbon trip').getByRole('textbox', { name: 'Album title' });
    await user.clear(title);
    await user.type(title, '   {Enter}');
    expect(await screen.findByText('Give the album a title.')).toBeVisible();
    await user.type(title, 'x'.repeat(101) + '{Enter}');
    expect(await screen.findByText('Keep the title under 100 characters.')).toBeVisible();
    expect(server.requestsTo(`PATCH /api/google-photos/albums/${trip.id}`)).toHaveLength(0);

    await user.clear(title);
    await user.type(title, '  Lisbon, spring  {Enter}');
    expect(await screen.findByRole('listitem', { name: 'Lisbon, spring' })).toBeVisible();
    expect(server.requestsTo(`PATCH /api/google-photos/albums/${trip.id}`)[0]?.body).toEqual({ title: 'Lisbon, spring' });

    await user.click(card('Wedding').getByRole('button', { name: 'Remove Wedding' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove this album?' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Wedding' })).toBeNull());
    expect(server.requestsTo(`DELETE /api/google-photos/albums/${wedding.id}`)).toHaveLength(1);
  });

  it('asks for a set being picked until Google says the picking is done, then shows it as an album to select', async () => {
    const picking = set('set-picking-2', 'Picked on 21 November', {
      state: 'picking',
      coverPhotoUrl: null,
      mediaItemsCount: 0,
      photoCount: 0,
      pickerUri: 'https://photos.google.com/picker/def',
      // Just now: a picking older than 30 minutes is no longer asked for.
      createdAt: new Date().toISOString(),
    });
    let picked = false;
    const server = startServer({
      [CONNECTION]: () => ({ body: connected }),
      [ALBUMS]: () => ({ body: { albums: [] } }),
      [PICK]: () => ({ body: { album: picking, pickerUri: 'https://photos.google.com/picker/def', pollIntervalMs: 10 } }),
      [`GET /api/google-photos/albums/${picking.id}`]: () => {
        const answer = picked
          ? { ...picking, state: 'ready', mediaItemsCount: 5, photoCount: 5, coverPhotoUrl: `/api/google-photos/albums/${picking.id}/cover` }
          : picking;
        picked = true;
        return { body: answer };
      },
    });
    jest.spyOn(window, 'open').mockReturnValue({ closed: false, opener: null, location: { href: '' }, close: jest.fn() } as unknown as Window);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Pick from Google Photos' }));

    const ready = within(await screen.findByRole('button', { name: /^Select Picked on 21 November\b/ }));
    expect(ready.getByText('5 photos')).toBeVisible();
    expect(screen.queryByText('Waiting for your selection in Google Photos…')).toBeNull();
    expect(server.requestsTo(`GET /api/google-photos/albums/${picking.id}`)).toHaveLength(2);
  });
});
