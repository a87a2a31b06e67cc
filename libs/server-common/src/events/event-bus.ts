import { connect, type NatsConnection as NatsClient, type Subscription } from '@nats-io/transport-node';
import type { EventDefinition, EventPayload } from '@lumafolio/contracts';
import type { Logger } from '../logging/logger.js';
import type { NatsConnection } from '../rpc/nats-connection.js';

/**
 * Events over NATS: `publish` checks the payload against its declaration and announces it,
 * never throwing (a refused or lost announcement is logged; listeners keep a backstop);
 * `subscribe` hands each valid payload, parsed, to a handler: once per queue group, or in
 * every process (`queue` null, e.g. for what each gateway replica pushes to its own streams).
 */
export class EventBus {
  private constructor(
    private readonly client: NatsClient | null,
    private readonly logger: Logger,
  ) {}

  /** A process without NATS (e.g. the identity provider alone): announcements go nowhere. */
  static none(logger: Logger): EventBus {
    return new EventBus(null, logger);
  }

  static async connect(nats: NatsConnection, name: string, logger: Logger): Promise<EventBus> {
    const client = await connect({
      servers: [nats.url],
      name: `${name}-events`,
      ...(nats.user ? { user: nats.user, pass: nats.password ?? '' } : {}),
      maxReconnectAttempts: -1,
      waitOnFirstConnect: true,
    });
    return new EventBus(client, logger);
  }

  publish<E extends EventDefinition>(event: E, payload: EventPayload<E>): void {
    if (!this.client) return;
    try {
      this.client.publish(event.subject, JSON.stringify(event.payload.parse(payload)));
    } catch (error) {
      this.logger.warn({ err: error, subject: event.subject }, 'event not published');
    }
  }

  subscribe<E extends EventDefinition>(event: E, queue: string | null, handle: (payload: EventPayload<E>) => Promise<void>): Subscription {
    if (!this.client) throw new Error('this process has no NATS connection to subscribe with');
    return this.client.subscribe(event.subject, {
      ...(queue === null ? {} : { queue }),
      callback: (error, message) => {
        if (error) {
          this.logger.warn({ err: error, subject: event.subject }, 'event subscription error');
          return;
        }
        let payload: EventPayload<E>;
        try {
          payload = event.payload.parse(message.json()) as EventPayload<E>;
        } catch (invalid) {
          this.logger.warn({ err: invalid, subject: event.subject }, 'invalid event ignored');
          return;
        }
        handle(payload).catch((failure: unknown) => this.logger.error({ err: failure, subject: event.subject }, 'event handler failed'));
      },
    });
  }

  /** Resolves once the server has everything sent so far, subscriptions included. */
  async flush(): Promise<void> {
    await this.client?.flush();
  }

  /** Sends what is buffered, then closes. */
  async close(): Promise<void> {
    await this.client?.drain().catch(() => undefined);
  }
}
