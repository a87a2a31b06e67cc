import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderScreen } from '@/testing/render';
import { AppUploadQueueContext, type AppUploadQueue } from '../hooks/use-app-upload-queue';
import type { QueueEntry } from '../hooks/use-upload-queue';
import { UploadProgressIndicator } from './upload-progress-indicator';

const entry = (id: string, status: QueueEntry['status'], progress = 0, retryable = false): QueueEntry => ({
  id,
  fileName: `${id}.jpg`,
  status,
  progress,
  fields: { title: id, category: 'landscape', description: '' },
  note: null,
  error: null,
  retryable,
  photo: null,
  duplicateOf: null,
});

const queueOf = (entries: QueueEntry[]): AppUploadQueue => ({
  entries,
  addFiles: () => undefined,
  retry: () => undefined,
  uploadAnyway: () => undefined,
  remove: () => undefined,
  edit: async () => undefined,
  clearFinished: () => undefined,
});

const renderIndicator = (entries: QueueEntry[] | null) =>
  renderScreen(
    <AppUploadQueueContext value={entries && queueOf(entries)}>
      <UploadProgressIndicator />
    </AppUploadQueueContext>,
  );

describe('UploadProgressIndicator', () => {
  it('says how many files are in and leads back to the queue on My Photos', () => {
    renderIndicator([entry('a', 'done', 100), entry('b', 'done', 100), entry('c', 'uploading', 50), entry('d', 'queued'), entry('e', 'optimising', 30)]);
    const link = screen.getByRole('link', { name: 'Uploading 2 of 5 photos, 50% sent: show the upload queue' });
    expect(link).toHaveAttribute('href', '/my-photos');
    expect(link).toHaveTextContent('Uploading 2 of 5');
    // Screen readers hear the count as it changes, not every byte.
    expect(screen.getByText('Uploading 2 of 5 photos', { selector: '[aria-live="polite"]' })).toBeInTheDocument();
  });

  it('counts a single photo as one', () => {
    renderIndicator([entry('a', 'queued')]);
    expect(screen.getByRole('link', { name: 'Uploading 0 of 1 photo, 0% sent: show the upload queue' })).toBeInTheDocument();
  });

  it('asks for attention when only failed files are left', () => {
    renderIndicator([entry('a', 'done', 100), entry('b', 'failed', 0, true)]);
    expect(screen.getByRole('link', { name: '1 upload needs your attention: show the upload queue' })).toHaveTextContent('1 failed');
  });

  it('asks the user to review possible duplicates, counting them apart from failures', () => {
    const { unmount } = renderIndicator([entry('a', 'done', 100), entry('b', 'duplicate')]);
    expect(screen.getByRole('link', { name: '1 upload needs your attention: show the upload queue' })).toHaveTextContent('1 to review');
    unmount();
    renderIndicator([entry('a', 'duplicate'), entry('b', 'failed', 0, true)]);
    expect(screen.getByRole('link', { name: '2 uploads need your attention: show the upload queue' })).toHaveTextContent('2 to check');
  });

  it('is gone once every file is in (or was never taken), and when nobody is signed in', () => {
    const { unmount } = renderIndicator([entry('a', 'done', 100), entry('b', 'failed', 0, false)]);
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    renderIndicator(null);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
