import { describe, expect, it } from '@jest/globals';
import { formatStorageSize, type AdminUserAudit, type StorageAudit } from '@lumafolio/contracts';
import { screen, within } from '@testing-library/react';
import { fakeServerPerTest } from '@/testing/fake-server';
import { renderScreen } from '@/testing/render';
import { StorageAnalyticsTab } from './storage-analytics-tab';

const AUDIT = 'GET /api/admin/storage/audit';
const USER_AUDIT = 'POST /api/admin/storage/user-audit';

const noAuditYet: StorageAudit = {
  totalFiles: 0,
  totalSize: '0B',
  totalBytes: 0,
  breakdown: [],
  orphanedFiles: 0,
  missingFiles: 0,
  healthy: null,
  checkedAt: null,
  run: null,
};
const checked = (orphaned: number, missing: number): StorageAudit => ({
  totalFiles: 1234,
  totalSize: '1.5MB',
  totalBytes: 1.5 * 1024 * 1024,
  breakdown: [
    { type: 'image/jpeg', count: 1000, bytes: 1_000_000, size: '976.6KB' },
    { type: 'image/webp', count: 234, bytes: 572_864, size: '559.4KB' },
  ],
  orphanedFiles: orphaned,
  missingFiles: missing,
  healthy: orphaned + missing === 0,
  checkedAt: '2026-11-25T06:00:00.000Z',
  run: null,
});
const card = (name: string) => within(screen.getByRole('article', { name }));

const startServer = fakeServerPerTest();

describe('storage sizes', () => {
  it('are shown in B, KB, MB and GB, base 1024, with one decimal', () => {
    expect(formatStorageSize(0)).toBe('0B');
    expect(formatStorageSize(1023)).toBe('1023B');
    expect(formatStorageSize(1024)).toBe('1.0KB');
    expect(formatStorageSize(1536)).toBe('1.5KB');
    expect(formatStorageSize(1000 * 1024)).toBe('1000.0KB');
    expect(formatStorageSize(5 * 1024 * 1024 + 300 * 1024)).toBe('5.3MB');
    expect(formatStorageSize(3.25 * 1024 ** 3)).toBe('3.3GB');
    expect(formatStorageSize(2048 * 1024 ** 3)).toBe('2048.0GB');
  });
});

describe('StorageAnalyticsTab', () => {
  it('before any audit: 0 files, "0KB", no types, and not checked yet', async () => {
    startServer({ [AUDIT]: () => ({ body: noAuditYet }) });
    renderScreen(<StorageAnalyticsTab />);
    expect(await screen.findByRole('article', { name: 'Total Size' })).toHaveTextContent('0KB');
    expect(card('Total Files').getByText('0')).toBeVisible();
    expect(card('File Types').getByText('0')).toBeVisible();
    expect(card('Status').getByText('Not checked')).toBeVisible();
  });

  it('says Healthy only when the audit found nothing orphaned or missing, otherwise how many', async () => {
    startServer({ [AUDIT]: () => ({ body: checked(0, 0) }) });
    const { unmount } = renderScreen(<StorageAnalyticsTab />);
    expect(await screen.findByText('Healthy')).toBeVisible();
    expect(card('Total Files').getByText('1,234')).toBeVisible();
    expect(card('Total Size').getByText('1.5MB')).toBeVisible();
    expect(card('File Types').getByText('2')).toBeVisible();
    unmount();

    startServer({ [AUDIT]: () => ({ body: checked(3, 1) }) });
    renderScreen(<StorageAnalyticsTab />);
    expect(await screen.findByText('3 orphaned, 1 missing')).toBeVisible();
    expect(screen.queryByText('Healthy')).toBeNull();
  });

  it('opens the full analytics and the audit in a new tab, and shows a running audit’s progress', async () => {
    const running: StorageAudit = {
      ...noAuditYet,
      run: {
        id: 'r1',
        status: 'running',
        requestedAt: '2026-11-25T06:00:00.000Z',
        finishedAt: null,
        progress: { filesScanned: 4200, usersChecked: 3, percent: 40 },
        error: null,
      },
    };
    startServer({ [AUDIT]: () => ({ body: running }) });
    renderScreen(<StorageAnalyticsTab />);
    expect(await screen.findByText('Checking storage… 4,200 files')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Audit running' })).toBeDisabled();
    const analytics = screen.getByRole('link', { name: 'View Full Analytics' });
    expect(analytics).toHaveAttribute('href', '/api/admin/storage/analytics');
    expect(analytics).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Open Storage Audit' })).toHaveAttribute('href', '/api/admin/storage/audit');
  });

  it('the user audit needs a user ID or username, sends it trimmed, and shows the result', async () => {
    const result: AdminUserAudit = {
      userId: 'u-123',
      username: 'jane',
      databasePhotos: 2,
      storageFiles: 5,
      status: 'mismatch',
      missingFiles: ['photo/u-123/p1/w800.webp'],
      orphanedFiles: ['photo/u-123/p9/original'],
      missingCount: 1,
      orphanedCount: 1,
    };
    const server = startServer({ [AUDIT]: () => ({ body: noAuditYet }), [USER_AUDIT]: () => ({ body: result }) });
    const { user } = renderScreen(<StorageAnalyticsTab />);
    const input = await screen.findByRole('textbox', { name: 'User ID or username' });

    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: 'Run Audit' }));
    expect(await screen.findByText('Enter a user ID or username.')).toBeVisible();
    expect(server.requestsTo(USER_AUDIT)).toHaveLength(0);

    await user.type(input, ' jane ');
    await user.click(screen.getByRole('button', { name: 'Run Audit' }));
    const shown = within(await screen.findByRole('article', { name: 'User audit result' }));
    expect(server.requestsTo(USER_AUDIT)[0]?.body).toEqual({ userId: 'jane' });
    expect(shown.getByText('mismatch')).toBeVisible();
    expect(shown.getByText('photo/u-123/p1/w800.webp')).toBeVisible();
    expect(shown.getByText('photo/u-123/p9/original')).toBeVisible();
  });

  it('says "Audit Failed" when the user audit fails', async () => {
    startServer({ [AUDIT]: () => ({ body: noAuditYet }), [USER_AUDIT]: () => ({ status: 404, body: { message: 'No user has that ID or username.' } }) });
    const { user } = renderScreen(<StorageAnalyticsTab />);
    await user.type(await screen.findByRole('textbox', { name: 'User ID or username' }), 'ghost');
    await user.click(screen.getByRole('button', { name: 'Run Audit' }));
    expect(await screen.findByText('Audit Failed')).toBeVisible();
    expect(screen.getByText('Failed to run user storage audit: No user has that ID or username.')).toBeVisible();
  });
});
