import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { fakeServerPerTest } from '@/testing/fake-server';
import { renderScreen } from '@/testing/render';
import { useAppUploadQueue } from '../hooks/use-app-upload-queue';
import { UploadQueueProvider } from './upload-queue-provider';

const startServer = fakeServerPerTest();
const photographer = { id: 'user-1', username: 'jane', firstName: 'Jane', lastName: null, role: 'user' };

/** A screen that hands a file to the queue, then leaves for another screen. */
function DropScreen() {
  const queue = useAppUploadQueue();
  return (
    <>
      <button type="button" onClick={() => queue?.addFiles([new File(['not a photo'], 'notes.txt', { type: 'text/plain' })])}>
        Queue a file
      </button>
      <Link to="/elsewhere">Elsewhere</Link>
    </>
  );
}

/** Another screen (a path like the photographer's own portfolio, where the user is not asked for again): what the queue holds. */
function ElsewhereScreen() {
  const queue = useAppUploadQueue();
  return (
    <ul aria-label="Queue">
      {queue?.entries.map((entry) => (
        <li key={entry.id}>
          {entry.fileName}: {entry.error ?? entry.status}
        </li>
      ))}
    </ul>
  );
}

const app = (
  <UploadQueueProvider>
    <Routes>
      <Route path="/" element={<DropScreen />} />
      <Route path="/elsewhere" element={<ElsewhereScreen />} />
    </Routes>
  </UploadQueueProvider>
);

describe('UploadQueueProvider', () => {
  it("keeps the queue when the screen that filled it is left, files handed over before the queue's code loaded included", async () => {
    startServer({ 'GET /api/auth/user': () => ({ body: photographer }), 'GET /api/categories/custom': () => ({ body: [] }) });
    const { user } = renderScreen(app);
    await user.click(await screen.findByRole('button', { name: 'Queue a file' }));
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('notes.txt: Invalid file type: Please upload a JPG, PNG, WEBP, HEIC, HEIF, or TIFF image.')).toBeInTheDocument();
  });

  it('holds no queue for a visitor', async () => {
    const server = startServer({ 'GET /api/auth/user': () => ({ status: 401, body: { message: 'Unauthorized' } }) });
    const { user } = renderScreen(app);
    await waitFor(() => expect(server.requestsTo('GET /api/auth/user')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Queue a file' }));
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByRole('list', { name: 'Queue' })).toBeEmptyDOMElement();
  });
});
