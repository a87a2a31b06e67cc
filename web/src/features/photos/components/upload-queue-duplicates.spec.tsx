import { describe, expect, it, jest } from '@jest/globals';
import type { Photo } from '@lumafolio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeServerPerTest, type FakeRoutes } from '@/testing/fake-server';
import { photoFixture } from '@/testing/photo-fixture';
import { renderScreen } from '@/testing/render';

// jsdom has no canvas nor image decoder: the optimiser passes files through and each
// file's fingerprint is given by its name. tus is not spoken by the fake server: the
// upload is faked at its module. The duplicates look-up and the AI go through the network.
const FINGERPRINTS: Record<string, string> = {
  'harbour-copy.jpg': '0f0f0f0f0f0f0f0f',
  'harbour-again.jpg': '0f0f0f0f0f0f0f0c',
  'meadow.jpg': 'a5a5a5a5a5a5a5a5',
};
jest.unstable_mockModule('../utils/optimize-image', () => ({
  optimiseImage: async (file: File) => ({
    blob: file,
    fileName: file.name,
    type: file.type,
    originalBytes: file.size,
    savedPercent: 0,
    width: null,
    height: null,
    orientation: null,
    asIs: true,
  }),
}));
jest.unstable_mockModule('../utils/photo-fingerprint', () => ({
  fingerprintImage: async (image: File) => FINGERPRINTS[image.name] ?? null,
}));
jest.unstable_mockModule('../utils/read-camera-exif', () => ({ readCameraExif: async () => null }));
const uploadResumable = jest.fn((_image: Blob, fileName: string) => ({
  done: Promise.resolve(photoFixture({ id: `new${fileName.replace(/\W/g, '')}`, title: fileName })),
  cancel: () => undefined,
  url: () => null,
}));
jest.unstable_mockModule('../api/resumable-upload', () => ({
  uploadResumable,
  abandonUpload: () => undefined,
  ResumableUploadError: class extends Error {},
}));

const { UploadQueueProvider } = await import('./upload-queue-provider');
const { UploadQueuePanel } = await import('./upload-queue-panel');
const { useAppUploadQueue } = await import('../hooks/use-app-upload-queue');
const { photoCategoryOptions } = await import('../utils/photo-list');

const DUPLICATES = 'POST /api/photos/duplicates';
const ANALYSE = 'POST /api/photos/ai-analyze';
const photographer = { id: 'user-1', username: 'jane', firstName: 'Jane', lastName: null, role: 'user' };
const existing = photoFixture({ title: 'Harbour at dawn' });
const suggestions = { title: 'Boats', category: 'landscape', description: '', tags: [], alt: 'Boats' };
/** The upload waits 1 s before it is sent (spec 01 §4). */
const UPLOADED_WITHIN = { timeout: 4000 };

const photoFile = (name: string) => new File([new Uint8Array(64)], name, { type: 'image/jpeg' });

/** My Photos, reduced to the queue: a button that queues the files given, and the queue's panel. */
function QueueScreen({ files }: { files: string[] }) {
  const queue = useAppUploadQueue();
  if (!queue) return null;
  return (
    <>
      <button type="button" onClick={() => queue.addFiles(files.map(photoFile))}>
        Queue the files
      </button>
      {queue.entries.length > 0 && (
        <UploadQueuePanel
          entries={queue.entries}
          categoryOptions={photoCategoryOptions()}
          onEdit={queue.edit}
          onRetry={queue.retry}
          onUploadAnyway={queue.uploadAnyway}
          onRemove={queue.remove}
          onClearFinished={queue.clearFinished}
        />
      )}
    </>
  );
}

const startServer = fakeServerPerTest();

function start(files: string[], duplicates: FakeRoutes[string]) {
  uploadResumable.mockClear();
  const server = startServer({
    'GET /api/auth/user': () => ({ body: photographer }),
    'GET /api/categories/custom': () => ({ body: [] }),
    [ANALYSE]: () => ({ body: suggestions }),
    [DUPLICATES]: duplicates,
  });
  const rendered = renderScreen(
    <UploadQueueProvider>
      <QueueScreen files={files} />
    </UploadQueueProvider>,
  );
  return { ...rendered, server };
}

const matching = (fingerprint: string, photo: Photo) => () => ({ body: { duplicates: [{ fingerprint, distance: 2, photo }] } });
const entryOf = (fileName: string) => within(screen.getByRole('listitem', { name: fileName }));
const uploadedFiles = () => uploadResumable.mock.calls.map(([, fileName]) => fileName);

describe('the upload queue with possible duplicates', () => {
  it('holds a file like one of the photos back, before the AI, uploads the others, and forgets it when skipped', async () => {
    const { user, server } = start(['harbour-copy.jpg', 'meadow.jpg'], matching(FINGERPRINTS['harbour-copy.jpg'] ?? '', existing));
    await user.click(await screen.findByRole('button', { name: 'Queue the files' }));

    expect(await entryOf('harbour-copy.jpg').findByText('Looks like “Harbour at dawn”, already in your photos.')).toBeVisible();
    expect(await entryOf('meadow.jpg').findByText(/^Uploaded/, {}, UPLOADED_WITHIN)).toBeVisible();
    // Files checked at about the same time are asked about together.
    expect(server.requestsTo(DUPLICATES).map((request) => request.body)).toEqual([{ fingerprints: ['0f0f0f0f0f0f0f0f', 'a5a5a5a5a5a5a5a5'] }]);
    expect(server.requestsTo(ANALYSE)).toHaveLength(1);

    await user.click(entryOf('harbour-copy.jpg').getByRole('button', { name: 'Skip harbour-copy.jpg' }));
    expect(screen.queryByRole('listitem', { name: 'harbour-copy.jpg' })).toBeNull();
    expect(uploadedFiles()).toEqual(['meadow.jpg']);
  });

  it('uploads a held file when the user says so, without asking again', async () => {
    const { user, server } = start(['harbour-copy.jpg'], matching(FINGERPRINTS['harbour-copy.jpg'] ?? '', existing));
    await user.click(await screen.findByRole('button', { name: 'Queue the files' }));

    await user.click(await screen.findByRole('button', { name: 'Upload anyway: harbour-copy.jpg' }));
    expect(await entryOf('harbour-copy.jpg').findByText(/^Uploaded/, {}, UPLOADED_WITHIN)).toBeVisible();
    expect(server.requestsTo(ANALYSE)).toHaveLength(1);
    expect(server.requestsTo(DUPLICATES)).toHaveLength(1);
    expect(uploadedFiles()).toEqual(['harbour-copy.jpg']);
  });

  it('uploads as usual when the check cannot be made', async () => {
    const { user } = start(['harbour-copy.jpg'], () => ({ status: 503, body: { message: 'Photos are unavailable for a moment.' } }));
    await user.click(await screen.findByRole('button', { name: 'Queue the files' }));

    expect(await entryOf('harbour-copy.jpg').findByText(/^Uploaded/, {}, UPLOADED_WITHIN)).toBeVisible();
    expect(uploadedFiles()).toEqual(['harbour-copy.jpg']);
  });

  it('uploads a file it cannot fingerprint without asking', async () => {
    const { user, server } = start(['scan.jpg'], matching('0f0f0f0f0f0f0f0f', existing));
    await user.click(await screen.findByRole('button', { name: 'Queue the files' }));

    expect(await entryOf('scan.jpg').findByText(/^Uploaded/, {}, UPLOADED_WITHIN)).toBeVisible();
    expect(server.requestsTo(DUPLICATES)).toHaveLength(0);
  });

  it('holds a file like an earlier one of the queue', async () => {
    const { user } = start(['harbour-copy.jpg', 'harbour-again.jpg'], () => ({ body: { duplicates: [] } }));
    await user.click(await screen.findByRole('button', { name: 'Queue the files' }));

    expect(await entryOf('harbour-again.jpg').findByText('Looks like “harbour-copy.jpg”, earlier in this queue.')).toBeVisible();
    expect(await entryOf('harbour-copy.jpg').findByText(/^Uploaded/, {}, UPLOADED_WITHIN)).toBeVisible();
    await waitFor(() => expect(uploadedFiles()).toEqual(['harbour-copy.jpg']));
  });
});
