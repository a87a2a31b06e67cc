import { jest } from '@jest/globals';
import { profile } from '@lumafolio/dev-stack';
import { photoProcessedEvent, photoSetProgressedEvent, type EventPayload, type GooglePhotoSetProgress } from '@lumafolio/contracts';
import { EventBus, natsConnectionOf, type Logger } from '@lumafolio/server-common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Events between services (ADR 49) on the real NATS: what a publisher announces is checked
 * against its declaration before it leaves, and a listener gets it parsed, in every process
 * that listens without a queue group (each gateway replica pushes to its own streams).
 */
const env = profile('test').serviceEnv;
// Other tests' workers may announce on the same server: this test's events have their own owner.
const OWNER = `events-test-${Date.now().toString(36)}`;
const PHOTO = { ownerId: OWNER, photoId: 'abcdef0123456789' };

const recordingLogger = () => {
  const warnings: string[] = [];
  const logger = { warn: (_fields: unknown, message: string) => void warnings.push(message), error: jest.fn() } as unknown as Logger;
  return { logger, warnings };
};

describe('events between services', () => {
  const buses: EventBus[] = [];
  let raw: NatsConnection;

  const bus = async (name: string, logger: Logger) => {
    const created = await EventBus.connect(natsConnectionOf(env), name, logger);
    buses.push(created);
    return created;
  };

  /** What crosses the wire on `subject`, as any client reads it. */
  const wire = (subject: string) => {
    const seen: unknown[] = [];
    raw.subscribe(subject, {
      callback: (_error, message) => {
        const payload = message.json<{ ownerId?: unknown }>();
        if (payload.ownerId === OWNER) seen.push(payload);
      },
    });
    return seen;
  };

  beforeAll(async () => {
    raw = await connect({ servers: env.NATS_URL, user: env.NATS_USER, pass: env.NATS_PASSWORD });
  });

  afterAll(async () => {
    await Promise.all(buses.map((created) => created.close()));
    await raw.close();
  });

  it('refuses at publish a payload its declaration does not allow: nothing is sent, the refusal is logged', async () => {
    const seen = wire(photoProcessedEvent.subject);
    await raw.flush();
    const { logger, warnings } = recordingLogger();
    const publisher = await bus('events-test-publisher', logger);
    const wrong = [
      { ownerId: OWNER },
      { ...PHOTO, photoId: 'Not A Photo Id!' },
      { ...PHOTO, ownerId: '' },
      { ...PHOTO, card: { title: 'more than declared' } },
    ];
    for (const payload of wrong) publisher.publish(photoProcessedEvent, payload as EventPayload<typeof photoProcessedEvent>);
    publisher.publish(photoProcessedEvent, PHOTO);
    await publisher.close();
    await raw.flush();
    await sleep(200);
    expect(seen).toEqual([PHOTO]);
    expect(warnings).toEqual(['event not published', 'event not published', 'event not published', 'event not published']);
  });

  it('hands every listening process (no queue group) the payload parsed, and ignores one its declaration refuses', async () => {
    const heard: Array<{ replica: string; payload: EventPayload<typeof photoSetProgressedEvent> }> = [];
    const { logger, warnings } = recordingLogger();
    for (const replica of ['gateway-a', 'gateway-b']) {
      const listener = await bus(`events-test-${replica}`, logger);
      listener.subscribe(photoSetProgressedEvent, null, async (payload) => void (payload.ownerId === OWNER && heard.push({ replica, payload })));
      // The server has the subscription before anything is published on another connection.
      await listener.flush();
    }
    const progress: GooglePhotoSetProgress = {
      albumId: 'set_000001',
      state: 'syncing',
      total: 3,
      imported: 1,
      skipped: 0,
      failed: 0,
      failures: [],
      problem: null,
    };
    // A publisher of another release (or none of ours) sends what the declaration refuses.
    raw.publish(photoSetProgressedEvent.subject, JSON.stringify({ ownerId: OWNER, progress: { ...progress, total: -1 } }));
    const publisher = await bus('events-test-album-sync', recordingLogger().logger);
    publisher.publish(photoSetProgressedEvent, { ownerId: OWNER, progress });
    await publisher.close();
    await raw.flush();
    // Two connections publish: the refused payload may reach a listener after the valid one.
    for (let waited = 0; (heard.length < 2 || warnings.length < 2) && waited < 5_000; waited += 50) await sleep(50);
    await sleep(100);

    expect(heard.map(({ replica }) => replica).sort()).toEqual(['gateway-a', 'gateway-b']);
    for (const { payload } of heard) expect(payload).toEqual({ ownerId: OWNER, progress });
    expect(warnings).toEqual(['invalid event ignored', 'invalid event ignored']);
  });
});
