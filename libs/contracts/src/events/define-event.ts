import type { z } from 'zod';

/**
 * A fact one process announces on NATS for whoever listens (no answer, no queue): versioned
 * like RPC names, under `events.`. Work that must not be lost goes through BullMQ instead.
 */
export interface EventDefinition<P extends z.ZodType = z.ZodType> {
  readonly subject: string;
  readonly payload: P;
}

export type EventPayload<E extends EventDefinition> = z.output<E['payload']>;

const versionedSubject = /^events(\.[a-z][a-z-]*)+\.v\d+$/;

export function defineEvent<P extends z.ZodType>(subject: string, payload: P): EventDefinition<P> {
  if (!versionedSubject.test(subject)) throw new Error(`Event subject "${subject}" must look like "events.entity.change.v1"`);
  return { subject, payload };
}
