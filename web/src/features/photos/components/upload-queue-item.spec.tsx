import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { photoFixture } from '@/testing/photo-fixture';
import { renderScreen } from '@/testing/render';
import type { QueueEntry, QueueFields } from '../hooks/use-upload-queue';
import { photoCategoryOptions } from '../utils/photo-list';
import { UploadQueueItem } from './upload-queue-item';

const entry = (changes: Partial<QueueEntry>): QueueEntry => ({
  id: 'upload-1',
  fileName: 'harbour.jpg',
  status: 'uploading',
  progress: 40,
  fields: { title: 'Harbour at dawn', category: 'landscape', description: '' },
  note: null,
  error: null,
  retryable: false,
  photo: null,
  duplicateOf: null,
  ...changes,
});

function renderItem(queued: QueueEntry) {
  const onEdit = jest.fn<(id: string, fields: QueueFields) => Promise<void>>(() => Promise.resolve());
  const onRetry = jest.fn<(id: string) => void>();
  const onUploadAnyway = jest.fn<(id: string) => void>();
  const onRemove = jest.fn<(id: string) => void>();
  const rendered = renderScreen(
    <ul>
      <UploadQueueItem
        entry={queued}
        categoryOptions={photoCategoryOptions()}
        onEdit={onEdit}
        onRetry={onRetry}
        onUploadAnyway={onUploadAnyway}
        onRemove={onRemove}
      />
    </ul>,
  );
  return { ...rendered, onEdit, onRetry, onUploadAnyway, onRemove, item: within(screen.getByRole('listitem', { name: 'harbour.jpg' })) };
}

describe('UploadQueueItem', () => {
  it('shows the step with its progress while the file is sent', () => {
    const { item } = renderItem(entry({}));
    expect(item.getByText('Uploading…')).toBeVisible();
    expect(item.getByRole('progressbar', { name: 'Uploading… harbour.jpg' })).toHaveAttribute('aria-valuenow', '40');
  });

  it('says why a file failed, and offers to retry or remove it', async () => {
    const message = 'You have uploaded 300 photos in a short time. Please wait a while before uploading more.';
    const { item, user, onRetry, onRemove } = renderItem(entry({ status: 'failed', error: message, retryable: true }));

    expect(item.getByText(message)).toBeVisible();
    await user.click(item.getByRole('button', { name: 'Retry Harbour at dawn' }));
    await user.click(item.getByRole('button', { name: 'Remove Harbour at dawn from the queue' }));
    expect(onRetry).toHaveBeenCalledWith('upload-1');
    expect(onRemove).toHaveBeenCalledWith('upload-1');
  });

  it('offers no retry for a file that can never be taken', () => {
    const { item } = renderItem(entry({ status: 'failed', error: 'Invalid file type: please upload an image.', retryable: false }));
    expect(item.queryByRole('button', { name: /^Retry/ })).toBeNull();
  });

  it('names the photo a possible duplicate looks like, and lets the user upload it anyway or skip it', async () => {
    const held = entry({ status: 'duplicate', progress: 0, fields: { title: '', category: '', description: '' } });
    const { item, user, onUploadAnyway, onRemove } = renderItem({ ...held, duplicateOf: { kind: 'photo', photo: photoFixture({ title: 'Boats at dawn' }) } });

    const message = 'Looks like “Boats at dawn”, already in your photos.';
    expect(item.getByText(message)).toBeVisible();
    const uploadAnyway = item.getByRole('button', { name: 'Upload anyway: harbour.jpg' });
    expect(uploadAnyway).toHaveAccessibleDescription(message);
    expect(item.queryByRole('button', { name: /^Edit/ })).toBeNull();

    await user.click(uploadAnyway);
    await user.click(item.getByRole('button', { name: 'Skip harbour.jpg' }));
    expect(onUploadAnyway).toHaveBeenCalledWith('upload-1');
    expect(onRemove).toHaveBeenCalledWith('upload-1');
  });

  it('names the earlier file of the queue a file looks like', () => {
    const { item } = renderItem(entry({ status: 'duplicate', duplicateOf: { kind: 'queued', fileName: 'harbour-original.jpg' } }));
    expect(item.getByText('Looks like “harbour-original.jpg”, earlier in this queue.')).toBeVisible();
  });

  it('edits the details, refusing an empty title', async () => {
    const { item, user, onEdit } = renderItem(entry({ status: 'done' }));

    await user.click(item.getByRole('button', { name: 'Edit Harbour at dawn' }));
    const title = item.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.click(item.getByRole('button', { name: 'Save details' }));
    expect(item.getByRole('alert')).toHaveTextContent('Please fill in all required fields.');
    expect(onEdit).not.toHaveBeenCalled();

    await user.type(title, '  Boats at dawn ');
    await user.click(item.getByRole('button', { name: 'Save details' }));
    expect(onEdit).toHaveBeenCalledWith('upload-1', { title: 'Boats at dawn', category: 'landscape', description: '' });
    expect(item.queryByRole('button', { name: 'Save details' })).toBeNull();
  });
});
