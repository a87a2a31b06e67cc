import { afterEach, beforeEach } from '@jest/globals';

/**
 * A stand-in for the browser's EventSource (jsdom has none), for component tests of pages
 * that listen to Server-Sent Events: the test sees which streams are open and sends events
 * down them as the server would.
 */
export class FakeEventSource {
  static readonly streams: FakeEventSource[] = [];
  readonly url: string;
  closed = false;
  private readonly listeners = new Map<string, Set<(event: MessageEvent<string>) => void>>();

  constructor(url: string | URL) {
    this.url = String(url);
    FakeEventSource.streams.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    const forType = this.listeners.get(type) ?? new Set();
    forType.add(listener);
    this.listeners.set(type, forType);
  }

  removeEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.closed = true;
  }

  /** The server sends `type` with `data` (JSON-encoded) on this stream. */
  emit(type: string, data: unknown): void {
    const event = new MessageEvent<string>(type, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  /** The stream opens to `url`, or fails when none is open. */
  static openTo(url: string): FakeEventSource {
    const stream = FakeEventSource.streams.find((candidate) => candidate.url === url && !candidate.closed);
    if (!stream) throw new Error(`No open event stream to ${url}`);
    return stream;
  }
}

/** For a spec file: EventSource is the fake during each test, with no streams left from the last one. */
export function fakeEventSourcePerTest(): typeof FakeEventSource {
  const real = (globalThis as { EventSource?: unknown }).EventSource;
  beforeEach(() => {
    FakeEventSource.streams.length = 0;
    Object.assign(globalThis, { EventSource: FakeEventSource });
  });
  afterEach(() => {
    Object.assign(globalThis, { EventSource: real });
  });
  return FakeEventSource;
}
