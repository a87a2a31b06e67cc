import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { browserNavigation } from '@/lib/browser-navigation';
import { fakeServerPerTest } from '@/testing/fake-server';
import { photoFixture } from '@/testing/photo-fixture';
import { renderScreen } from '@/testing/render';
import { photoCategoryOptions } from '../utils/photo-list';
import { SelectablePhotos } from './selectable-photos';

const BULK = 'POST /api/user/photos/bulk';
const ARCHIVE = 'POST /api/user/photos/archive';
const GALLERIES = 'GET /api/client-galleries';
const galleryFixture = (id: string, name: string) => ({ id, name, photoIds: [] });
const PHOTOS = [
  photoFixture({ id: 'photo1', title: 'Harbour at dawn' }),
  photoFixture({ id: 'photo2', title: 'Market day' }),
  photoFixture({ id: 'photo3', title: 'Night bridge' }),
];
const NO_FILTER = { category: null, visibility: null, q: null };

const startServer = fakeServerPerTest();

const CUSTOM = [{ id: 'c1', categoryId: 'street-food', label: 'Street food', description: '' }];

function renderPhotos() {
  return renderScreen(
    <SelectablePhotos
      filter={NO_FILTER}
      total={40}
      bulkCategoryOptions={photoCategoryOptions(CUSTOM)}
      photos={PHOTOS}
      categoryOptions={photoCategoryOptions()}
      onFeaturedChange={jest.fn()}
      onPublicChange={jest.fn()}
      onEdit={jest.fn()}
      onDelete={jest.fn()}
    />,
  );
}

const bar = () => within(screen.getByRole('region', { name: 'Bulk actions' }));

/** Ticks "Harbour at dawn" and "Market day" and adds them to "Smith wedding", the last gallery of the menu (by keyboard, as jsdom needs). */
async function addTwoToSmithWedding() {
  const { user } = renderPhotos();
  await user.click(screen.getByRole('checkbox', { name: 'Select “Harbour at dawn”' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select “Market day”' }));
  await user.click(bar().getByRole('button', { name: 'Add to gallery' }));
  expect(await screen.findByRole('menuitem', { name: 'Smith wedding' })).toBeVisible();
  await user.keyboard('{End}{Enter}');
}

describe('SelectablePhotos', () => {
  it('makes the two selected photos public in one request, says so and clears the selection', async () => {
    const server = startServer({ [BULK]: () => ({ body: { selected: 2, changed: 2, notFound: 0 } }) });
    const { user } = renderPhotos();

    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select “Harbour at dawn”' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select “Night bridge”' }));
    expect(bar().getByText('2 selected')).toBeVisible();
    await user.click(bar().getByRole('button', { name: 'Make public' }));

    expect(await screen.findByText('2 photos made public')).toBeVisible();
    expect(server.requestsTo(BULK).map((request) => request.body)).toEqual([
      { selection: { kind: 'photos', photoIds: ['photo1', 'photo3'] }, action: { kind: 'set-public', isPublic: true } },
    ]);
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Select “Harbour at dawn”' })).not.toBeChecked();
  });

  it('selects a range with shift, and every matching photo less the unticked ones', async () => {
    const server = startServer({ [BULK]: () => ({ status: 422, body: { message: 'Select at most 5,000 photos at once.' } }) });
    const { user } = renderPhotos();

    await user.click(screen.getByRole('checkbox', { name: 'Select “Harbour at dawn”' }));
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('checkbox', { name: 'Select “Night bridge”' }));
    await user.keyboard('{/Shift}');
    expect(bar().getByText('3 selected')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Select all 40 matching' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select “Market day”' }));
    expect(bar().getByText('39 selected')).toBeVisible();
    expect(screen.getByText('All 40 matching photos selected, less 1 unticked')).toBeVisible();
    await user.click(bar().getByRole('button', { name: 'Feature' }));

    expect(await screen.findByText('Select at most 5,000 photos at once.')).toBeVisible();
    expect(server.requestsTo(BULK).map((request) => request.body)).toEqual([
      { selection: { kind: 'matching', except: ['photo2'] }, action: { kind: 'set-featured', featured: true } },
    ]);
    // A failure keeps the selection for another try; Escape clears it.
    expect(bar().getByText('39 selected')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
  });

  it('moves the selection to a custom category chosen from the menu', async () => {
    const server = startServer({ [BULK]: () => ({ body: { selected: 1, changed: 0, notFound: 0 } }) });
    const { user } = renderPhotos();

    await user.click(screen.getByRole('checkbox', { name: 'Select “Market day”' }));
    await user.click(bar().getByRole('button', { name: 'Set category' }));
    // By keyboard: jsdom's pointer events do not highlight a menu item. The custom categories come last.
    expect(await screen.findByRole('menuitem', { name: 'Street food' })).toBeVisible();
    await user.keyboard('{End}{Enter}');

    expect(await screen.findByText('1 photo already in Street food')).toBeVisible();
    expect(server.requestsTo(BULK).map((request) => request.body)).toEqual([
      { selection: { kind: 'photos', photoIds: ['photo2'] }, action: { kind: 'set-category', category: 'street-food' } },
    ]);
  });

  it('deletes the selection once the photographer confirms the count, and not before', async () => {
    const server = startServer({ [BULK]: () => ({ body: { selected: 2, changed: 2, notFound: 0 } }) });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = renderPhotos();

    await user.click(screen.getByRole('checkbox', { name: 'Select “Harbour at dawn”' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select “Market day”' }));
    await user.click(bar().getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenLastCalledWith('Delete 2 photos? They leave your portfolio and client galleries, and this cannot be undone.');
    expect(server.requestsTo(BULK)).toHaveLength(0);
    expect(bar().getByText('2 selected')).toBeVisible();

    await user.click(bar().getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 photos deleted')).toBeVisible();
    expect(server.requestsTo(BULK).map((request) => request.body)).toEqual([
      { selection: { kind: 'photos', photoIds: ['photo1', 'photo2'] }, action: { kind: 'delete' } },
    ]);
    confirm.mockRestore();
  });

  it('downloads the selection as a ZIP: asks for its link, says how big, starts the download and keeps the selection', async () => {
    const url = '/api/user/photos/archive/Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmE';
    const server = startServer({
      [ARCHIVE]: () => ({ body: { url, photos: 39, bytes: 52_428_800, expiresAt: '2026-11-30T17:10:00.000Z' } }),
    });
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const { user } = renderPhotos();

    await user.click(screen.getByRole('button', { name: 'Select all 40 matching' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select “Market day”' }));
    const buttons = bar()
      .getAllByRole('button')
      .map((button) => button.textContent?.trim());
    expect(buttons.indexOf('Download')).toBe(buttons.indexOf('Delete') - 1);
    await user.click(bar().getByRole('button', { name: 'Download' }));

    expect(await screen.findByText('Preparing a ZIP of 39 photos (50 MB)')).toBeVisible();
    expect(server.requestsTo(ARCHIVE).map((request) => request.body)).toEqual([{ selection: { kind: 'matching', except: ['photo2'] } }]);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(url);
    expect(bar().getByText('39 selected')).toBeVisible();
    assign.mockRestore();
  });

  it('says why a ZIP was refused, and starts no download', async () => {
    startServer({ [ARCHIVE]: () => ({ status: 422, body: { message: 'Select at least one photo.' } }) });
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const { user } = renderPhotos();

    await user.click(screen.getByRole('checkbox', { name: 'Select “Night bridge”' }));
    await user.click(bar().getByRole('button', { name: 'Download' }));

    expect(await screen.findByText('Select at least one photo.')).toBeVisible();
    expect(screen.getByText('Download failed')).toBeVisible();
    expect(assign).not.toHaveBeenCalled();
    expect(bar().getByText('1 selected')).toBeVisible();
    assign.mockRestore();
  });

  it('adds the selection to the gallery chosen from the menu, naming it, and the ones it held already', async () => {
    const wedding = 'b'.repeat(24);
    const server = startServer({
      [GALLERIES]: () => ({ body: [galleryFixture('a'.repeat(24), 'Studio portraits'), galleryFixture(wedding, 'Smith wedding')] }),
      [BULK]: () => ({ body: { selected: 2, changed: 1, notFound: 0 } }),
    });
    await addTwoToSmithWedding();

    expect(await screen.findByText('1 photo added to “Smith wedding”')).toBeVisible();
    expect(screen.getByText('1 photo already in “Smith wedding”.')).toBeVisible();
    expect(server.requestsTo(BULK).map((request) => request.body)).toEqual([
      { selection: { kind: 'photos', photoIds: ['photo1', 'photo2'] }, action: { kind: 'add-to-gallery', galleryId: wedding } },
    ]);
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
  });

  it('says why photos were not added (a full gallery), and keeps the selection', async () => {
    const message = '“Smith wedding” holds 499 photos; adding 2 photos would pass the 500 a gallery may hold. Nothing was added.';
    startServer({
      [GALLERIES]: () => ({ body: [galleryFixture('b'.repeat(24), 'Smith wedding')] }),
      [BULK]: () => ({ status: 422, body: { message } }),
    });
    await addTwoToSmithWedding();

    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByText('Not added to the gallery')).toBeVisible();
    expect(bar().getByText('2 selected')).toBeVisible();
  });

  it('offers no gallery to a photographer without any, and says where to make one', async () => {
    const server = startServer({ [GALLERIES]: () => ({ body: [] }) });
    const { user } = renderPhotos();

    await user.click(screen.getByRole('checkbox', { name: 'Select “Night bridge”' }));
    await user.click(bar().getByRole('button', { name: 'Add to gallery' }));
    const none = await screen.findByRole('menuitem', { name: 'No client galleries yet: create one in Client Galleries.' });
    expect(none).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{End}{Enter}');
    expect(server.requestsTo(BULK)).toEqual([]);
  });
});
