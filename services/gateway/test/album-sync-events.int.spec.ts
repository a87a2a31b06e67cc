import {
  profile,
  signUpThroughGateway,
  useSharedGatewayUnderTest,
  SHARED_GATEWAY,
  type CookieJarClient,
  type SharedGatewayUnderTest,
  type SignedUpUser,
} from '@lumafolio/dev-stack';
import { GOOGLE_PHOTOS_EVENTS_PATH, GOOGLE_PHOTOS_SYNC_EVENT, photoSetProgressedEvent, type GooglePhotoSetProgress } from '@lumafolio/contracts';
import { createLogger, EventBus, natsConnectionOf } from '@lumafolio/server-common';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The album page's live progress: the integrations domain's `photo-set.progressed` event,
 * heard by the gateway (every replica, no queue group), pushed to the set's owner's open
 * album pages only, as the event carried it.
 */
const testProfile = profile('test');
const GATEWAY = SHARED_GATEWAY;
const run = Date.now().toString(36);

/** The events read so far on an open stream. */
async function openStream(client: CookieJarClient): Promise<{ status: number; events: Array<{ event: string; data: string }>; close: () => void }> {
  const controller = new AbortController();
  const response = await client.request(`${GATEWAY}${GOOGLE_PHOTOS_EVENTS_PATH}`, { headers: { accept: 'text/event-stream' }, signal: controller.signal });
  const events: Array<{ event: string; data: string }> = [];
  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as ReadableStream<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event && data !== undefined) events.push({ event, data });
          }
        }
      } catch {
        // closed
      }
    })();
  }
  return { status: response.status, events, close: () => controller.abort() };
}

describe('album-sync progress events', () => {
  let stack: SharedGatewayUnderTest;
  let events: EventBus;
  let ana: SignedUpUser;
  let bob: SignedUpUser;

  beforeAll(async () => {
    stack = await useSharedGatewayUnderTest(testProfile);
    [ana, bob] = [await signUpThroughGateway(GATEWAY, 'ana', run), await signUpThroughGateway(GATEWAY, 'bob', run)];
    events = await EventBus.connect(natsConnectionOf(testProfile.serviceEnv), 'album-sync-events-test', createLogger('album-sync-events-test', 'silent'));
  }, 180_000);

  afterAll(async () => {
    await events?.close();
    await stack?.stop();
  });

  it("pushes a set's progress to its owner's open album pages, and nothing to anyone else", async () => {
    const [anaPage, bobPage] = [await openStream(ana.client), await openStream(bob.client)];
    try {
      expect([anaPage.status, bobPage.status]).toEqual([200, 200]);
      const progress: GooglePhotoSetProgress = {
        albumId: 'set_ana_000001',
        state: 'syncing',
        total: 12,
        imported: 3,
        skipped: 1,
        failed: 1,
        failures: [{ filename: 'IMG_0042.HEIC', message: 'The file is not an image we accept.' }],
        problem: null,
      };
      events.publish(photoSetProgressedEvent, { ownerId: ana.id, progress });
      for (let waited = 0; anaPage.events.length === 0 && waited < 10_000; waited += 50) await sleep(50);
      await sleep(200);
      expect(anaPage.events.map(({ event, data }) => ({ event, data: JSON.parse(data) as unknown }))).toEqual([
        { event: GOOGLE_PHOTOS_SYNC_EVENT, data: progress },
      ]);
      expect(bobPage.events).toEqual([]);
    } finally {
      anaPage.close();
      bobPage.close();
    }
  });
});
