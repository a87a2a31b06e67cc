import {
  profile,
  signUpThroughGateway,
  useSharedGatewayUnderTest,
  SHARED_GATEWAY,
  type CookieJarClient,
  type SharedGatewayUnderTest,
} from '@lumafolio/dev-stack';
import { readFileSync } from 'node:fs';

/**
 * My Photos learns that an upload is ready from a server push: Server-Sent Events fed by
 * the media service's events, sent to the photo's owner only.
 */
const testProfile = profile('test');
const GATEWAY = SHARED_GATEWAY;
const run = Date.now().toString(36);
const SAME_ORIGIN = { origin: GATEWAY, 'x-requested-with': 'XMLHttpRequest' };
const REAL_PHOTO = '/usr/share/backgrounds/mate/nature/Aqua.jpg';

interface PhotoBody {
  id: string;
  userId: string;
  status: string;
  variants: unknown[];
}

/** An open event stream: the events read so far, by name. */
class EventStream {
  readonly events: Array<{ event: string; data: string }> = [];
  private readonly controller = new AbortController();
  private buffer = '';

  private constructor(readonly response: Response) {}

  static async open(client: CookieJarClient): Promise<EventStream> {
    const controller = new AbortController();
    const response = await client.request(`${GATEWAY}/api/user/photos/events`, { headers: { accept: 'text/event-stream' }, signal: controller.signal });
    const stream = new EventStream(response);
    Object.assign(stream, { controller });
    if (response.ok && response.body) void stream.read(response.body);
    return stream;
  }

  async next(name: string, timeoutMs: number, matches: (data: string) => boolean = () => true): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.find((event) => event.event === name && matches(event.data));
      if (found) return found.data;
      if (Date.now() > deadline) throw new Error(`no "${name}" event within ${timeoutMs} ms (got ${JSON.stringify(this.events)})`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  close(): void {
    this.controller.abort();
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of body) {
        this.buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = this.buffer.indexOf('\n\n')) !== -1) {
          const block = this.buffer.slice(0, end);
          this.buffer = this.buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data !== undefined) this.events.push({ event, data });
        }
      }
    } catch {
      // closed
    }
  }
}

describe('processed-photo events', () => {
  let stack: SharedGatewayUnderTest;
  let ana: CookieJarClient;
  let bob: CookieJarClient;
  const streams: EventStream[] = [];

  beforeAll(async () => {
    stack = await useSharedGatewayUnderTest(testProfile);
    [ana, bob] = [(await signUpThroughGateway(GATEWAY, 'ana', run)).client, (await signUpThroughGateway(GATEWAY, 'bob', run)).client];
  }, 180_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await stack?.stop();
  });

  const open = async (client: CookieJarClient) => {
    const stream = await EventStream.open(client);
    streams.push(stream);
    return stream;
  };

  it('pushes the ready photo to its owner, and nothing to anyone else', async () => {
    const anaStream = await open(ana);
    const bobStream = await open(bob);
    expect(anaStream.response.status).toBe(200);
    expect(anaStream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(anaStream.response.headers.get('cache-control')).toBe('no-store');

    const form = new FormData();
    form.append('title', 'Aqua');
    form.append('category', 'nature');
    form.append('image', new Blob([new Uint8Array(readFileSync(REAL_PHOTO))], { type: 'image/jpeg' }), 'aqua.jpg');
    const uploaded = await ana.request(`${GATEWAY}/api/photos/upload`, { method: 'POST', headers: SAME_ORIGIN, body: form });
    expect(uploaded.status).toBe(201);
    const photo = (await uploaded.json()) as PhotoBody;
    expect(photo.status).toBe('processing');

    const pushed = JSON.parse(await anaStream.next('photo', 60_000, (data) => data.includes(photo.id))) as PhotoBody;
    expect(pushed).toMatchObject({ id: photo.id, status: 'ready' });
    expect(pushed.variants.length).toBeGreaterThan(0);
    expect(bobStream.events).toEqual([]);
  });

  it('refuses a stream without a session, and more than five per user', async () => {
    expect((await fetch(`${GATEWAY}/api/user/photos/events`)).status).toBe(401);
    const carl = (await signUpThroughGateway(GATEWAY, 'carl', run)).client;
    const opened = [];
    for (let i = 0; i < 5; i++) opened.push(await open(carl));
    expect(opened.map((stream) => stream.response.status)).toEqual([200, 200, 200, 200, 200]);
    const refused = await EventStream.open(carl);
    expect(refused.response.status).toBe(429);
    expect(((await refused.response.json()) as { message: string }).message).toBe('Too many open photo streams. Close another tab and try again.');
    for (const stream of opened) stream.close();
  });
});
