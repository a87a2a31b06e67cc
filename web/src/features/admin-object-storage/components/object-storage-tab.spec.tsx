import { describe, expect, it } from '@jest/globals';
import type { AdminUser, Page, StorageFile, UserStorageListing } from '@lumafolio/contracts';
import { screen, within } from '@testing-library/react';
import { fakeServerPerTest } from '@/testing/fake-server';
import { renderScreen } from '@/testing/render';
import { ObjectStorageTab } from './object-storage-tab';

const USERS = 'GET /api/admin/object-storage/users?limit=20';
const FILES = 'GET /api/admin/object-storage/user/u-1?limit=50';
const NEXT = 'GET /api/admin/object-storage/user/u-1?limit=50&cursor=next1';
const RESTORE = 'POST /api/admin/object-storage/restore-file';
const DELETE = 'DELETE /api/admin/object-storage/delete-file';

const jane: AdminUser = {
  id: 'u-1',
  username: 'jane',
  firstName: 'Jane',
  lastName: 'Doe',
  role: 'admin',
  profileImageUrl: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  email: 'jane@example.com',
};
const noName: AdminUser = { ...jane, id: 'u-2', username: 'bob', firstName: null, lastName: null, role: 'user', email: 'bob@example.com' };
const users: Page<AdminUser> = { items: [jane, noName], nextCursor: null, total: 2 };

const file = (key: string, extra: Partial<StorageFile> = {}): StorageFile => ({
  key,
  size: 1536,
  type: 'image/jpeg',
  url: `/api/admin/object-storage/file?key=${encodeURIComponent(key)}`,
  lastModified: '2026-11-20T10:30:00.000Z',
  hasDbEntry: false,
  dbInfo: null,
  restorable: true,
  ...extra,
});
const inDb = file('photo/u-1/p1/original', { hasDbEntry: true, dbInfo: { id: 'p1', isPublic: true, isFeatured: true }, restorable: false });
const orphan = file('photo/u-1/p2/original', { size: null, lastModified: null });
const copy = file('photo/u-1/p2/w400.webp', { type: 'image/webp', restorable: false });
const listing = (files: StorageFile[], nextCursor: string | null, first = true): UserStorageListing => ({
  userId: 'u-1',
  folder: 'photo/u-1/',
  totalFiles: first ? 3 : null,
  summary: first ? { totalFiles: 3, totalSize: 4608, images: 3, inDatabase: 1, orphaned: 2, missing: 0 } : null,
  files,
  nextCursor,
});

const startServer = fakeServerPerTest();
const figure = (name: string) => within(screen.getByRole('article', { name }));

async function pickJane(user: ReturnType<typeof renderScreen>['user']) {
  await user.click(await screen.findByRole('button', { name: /Jane Doe/ }));
}

describe('ObjectStorageTab', () => {
  it('lists users by name or e-mail with their role, then the folder, its summary and its files a page at a time', async () => {
    const server = startServer({
      [USERS]: () => ({ body: users }),
      [FILES]: () => ({ body: listing([inDb, orphan], 'next1') }),
      [NEXT]: () => ({ body: listing([copy], null, false) }),
    });
    const { user } = renderScreen(<ObjectStorageTab />);
    const picker = within(await screen.findByRole('navigation', { name: 'Users' }));
    expect(await picker.findByRole('button', { name: 'Jane Doe Admin' })).toBeVisible();
    expect(picker.getByRole('button', { name: 'bob@example.com User' })).toBeVisible();
    await pickJane(user);

    expect(await screen.findByText('User ID: u-1')).toBeVisible();
    expect(screen.getByText('Folder: photo/u-1/')).toBeVisible();
    expect(figure('Total Files').getByText('3')).toBeVisible();
    expect(figure('Total Size').getByText('4.5KB')).toBeVisible();
    expect(figure('Images').getByText('3')).toBeVisible();
    expect(figure('In Database').getByText('1')).toBeVisible();
    expect(figure('Orphaned').getByText('2')).toBeVisible();

    const stored = within(screen.getByRole('listitem', { name: inDb.key }));
    expect(stored.getByText('In Database')).toBeVisible();
    expect(stored.getByText('ID: p1')).toBeVisible();
    expect(stored.getByText('Public')).toBeVisible();
    expect(stored.getByText('Featured')).toBeVisible();
    expect(stored.queryByRole('button', { name: /Delete/ })).toBeNull();
    const lost = within(screen.getByRole('listitem', { name: orphan.key }));
    expect(lost.getByText('Orphaned File')).toBeVisible();
    expect(lost.getByText(/Size calculating\.\.\. · Unknown · image\/jpeg/)).toBeVisible();
    expect(lost.getByRole('link', { name: `Open ${orphan.key}` })).toHaveAttribute('target', '_blank');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const resized = within(await screen.findByRole('listitem', { name: copy.key }));
    expect(resized.queryByRole('button', { name: /Restore/ })).toBeNull();
    expect(resized.getByRole('button', { name: `Delete ${copy.key}` })).toBeVisible();
    expect(server.requestsTo(NEXT)).toHaveLength(1);
  });

  it('shows the empty state, and "Failed to load storage contents" when the folder cannot be read', async () => {
    startServer({ [USERS]: () => ({ body: users }), [FILES]: () => ({ body: { ...listing([], null), totalFiles: 0, summary: null } }) });
    const first = renderScreen(<ObjectStorageTab />);
    await pickJane(first.user);
    expect(await screen.findByText('No files found in object storage')).toBeVisible();
    first.unmount();

    startServer({ [USERS]: () => ({ body: users }), [FILES]: () => ({ status: 500, body: { message: 'boom' } }) });
    const second = renderScreen(<ObjectStorageTab />);
    await pickJane(second.user);
    expect(await screen.findByText('Failed to load storage contents')).toBeVisible();
  });

  it('restores an orphan with its key and name, and says "Restore Failed" when it cannot', async () => {
    const server = startServer({
      [USERS]: () => ({ body: users }),
      [FILES]: () => ({ body: listing([orphan], null) }),
      [RESTORE]: () => ({ status: 400, body: { message: 'This file is not in that user’s storage folder.' } }),
    });
    const { user } = renderScreen(<ObjectStorageTab />);
    await pickJane(user);
    await user.click(await screen.findByRole('button', { name: `Restore ${orphan.key} to the database` }));
    expect(await screen.findByText('Restore Failed')).toBeVisible();
    expect(screen.getByText('Failed to restore file to database: This file is not in that user’s storage folder.')).toBeVisible();
    expect(server.requestsTo(RESTORE)[0]?.body).toEqual({ userId: 'u-1', fileKey: orphan.key, fileName: 'original', fileSize: null, fileType: 'image/jpeg' });
  });

  it('deletes only after a confirmation that says it cannot be undone, and says "Delete Failed" when it fails', async () => {
    const server = startServer({
      [USERS]: () => ({ body: users }),
      [FILES]: () => ({ body: listing([copy], null) }),
      [DELETE]: () => ({ status: 500, body: {} }),
    });
    const { user } = renderScreen(<ObjectStorageTab />);
    await pickJane(user);
    await user.click(await screen.findByRole('button', { name: `Delete ${copy.key}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this file?' }));
    expect(dialog.getByText(/This action cannot be undone\./)).toBeVisible();
    expect(server.requestsTo(DELETE)).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete Failed')).toBeVisible();
    expect(screen.getByText('Failed to delete file from storage')).toBeVisible();
    expect(server.requestsTo(DELETE)[0]?.body).toEqual({ userId: 'u-1', fileKey: copy.key, fileName: 'w400.webp' });
  });
});
