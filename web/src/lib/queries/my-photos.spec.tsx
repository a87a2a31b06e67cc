import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { MyPhotosPage, Photo } from '@lumafolio/contracts';
import { MY_PHOTOS_PATH, PHOTO_EVENTS_PATH, PHOTO_PROCESSED_EVENT } from '@lumafolio/contracts/paths';
import { act, screen } from '@testing-library/react';
import { fakeEventSourcePerTest } from '@/testing/fake-event-source';
import { fakeServerPerTest } from '@/testing/fake-server';
import { renderScreen } from '@/testing/render';
import { PROCESSING_RECHECK_MS, useMyPhotos } from './my-photos';

const LIST = `GET ${MY_PHOTOS_PATH}`;
const photo = (id: string, status: Photo['status']) => ({ id, title: `Photo ${id}`, status }) as Photo;
const page = (...items: Photo[]): MyPhotosPage => ({ items, nextCursor: null, total: items.length, counts: null });

const startServer = fakeServerPerTest();
const EventSourceFake = fakeEventSourcePerTest();

/** My Photos' list as its hook gives it: each photo's title and status. */
function PhotoStatuses() {
  const { list } = useMyPhotos({}, true);
  return (
    <ul>
      {list.items.map((item) => (
        <li key={item.id}>{`${item.title}: ${item.status}`}</li>
      ))}
    </ul>
  );
}

afterEach(() => {
  jest.useRealTimers();
});

describe('My Photos while a photo is processing', () => {
  it('shows the photo the server pushes, without asking for the list again', async () => {
    const server = startServer({ [LIST]: () => ({ body: page(photo('aqua0001', 'processing')) }) });
    renderScreen(<PhotoStatuses />);
    expect(await screen.findByText('Photo aqua0001: processing')).toBeVisible();

    act(() => EventSourceFake.openTo(PHOTO_EVENTS_PATH).emit(PHOTO_PROCESSED_EVENT, photo('aqua0001', 'ready')));
    expect(await screen.findByText('Photo aqua0001: ready')).toBeVisible();
    expect(server.requestsTo(LIST)).toHaveLength(1);
  });

  it('shows it ready after a while when the push was lost (the stream stays open, nothing comes)', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let current = page(photo('aqua0001', 'processing'));
    const server = startServer({ [LIST]: () => ({ body: current }) });
    renderScreen(<PhotoStatuses />);
    expect(await screen.findByText('Photo aqua0001: processing')).toBeVisible();
    expect(EventSourceFake.openTo(PHOTO_EVENTS_PATH).closed).toBe(false);

    // Ready on the server, but the gateway never heard of it: no push.
    current = page(photo('aqua0001', 'ready'));
    await act(async () => {
      jest.advanceTimersByTime(PROCESSING_RECHECK_MS.first - 1_000);
    });
    expect(server.requestsTo(LIST)).toHaveLength(1);
    await act(async () => {
      jest.advanceTimersByTime(1_000);
    });
    expect(await screen.findByText('Photo aqua0001: ready')).toBeVisible();
    expect(server.requestsTo(LIST)).toHaveLength(2);
    // Nothing processing is left: the stream is closed and nothing is asked for any more.
    expect(EventSourceFake.streams.every((stream) => stream.closed)).toBe(true);
    await act(async () => {
      jest.advanceTimersByTime(PROCESSING_RECHECK_MS.max * 2);
    });
    expect(server.requestsTo(LIST)).toHaveLength(2);
  });

  it('looks less and less often while a photo stays processing', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const server = startServer({ [LIST]: () => ({ body: page(photo('stuck0001', 'processing')) }) });
    renderScreen(<PhotoStatuses />);
    expect(await screen.findByText('Photo stuck0001: processing')).toBeVisible();
    const asked = async (afterMs: number) => {
      await act(async () => {
        jest.advanceTimersByTime(afterMs);
      });
      return server.requestsTo(LIST).length;
    };
    const first = PROCESSING_RECHECK_MS.first;
    expect(await asked(first)).toBe(2);
    expect(await asked(first)).toBe(2);
    expect(await asked(first)).toBe(3);
    // Ten minutes later: every PROCESSING_RECHECK_MS.max at most.
    const before = server.requestsTo(LIST).length;
    expect((await asked(10 * 60_000)) - before).toBeLessThanOrEqual((10 * 60_000) / PROCESSING_RECHECK_MS.max + 1);
  });
});
