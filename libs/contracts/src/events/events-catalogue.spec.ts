import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import * as contracts from '../index.js';
import { type EventDefinition } from './define-event.js';

const isEvent = (value: unknown): value is EventDefinition =>
  typeof value === 'object' && value !== null && 'subject' in value && 'payload' in value && typeof value.subject === 'string';

/** Every event the contracts declare, by its subject. */
const declared = (Object.values(contracts) as unknown[]).filter(isEvent).map((event) => event.subject);

describe('the events catalogue', () => {
  it('lists every declared event in docs/architecture.md with its publisher, listeners and delivery', () => {
    const architecture = readFileSync(new URL('../../../../docs/architecture.md', import.meta.url), 'utf8');
    const events = architecture.slice(architecture.indexOf('## Events'), architecture.indexOf('### Adding an event'));
    const listed = [...events.matchAll(/^\| `(events\.[^`]+)`/gm)].map((match) => match[1]);
    expect(declared.length).toBeGreaterThanOrEqual(4);
    expect([...listed].sort()).toEqual([...declared].sort());
  });

  it('lets each publishing process announce its events and each listening process hear them (deploy/nats/authorization.conf)', () => {
    const conf = readFileSync(new URL('../../../../deploy/nats/authorization.conf', import.meta.url), 'utf8');
    const permissions = (user: string, kind: 'publish' | 'subscribe') => {
      const line = conf.split('\n').findIndex((text) => text.includes(`{ user: ${user},`));
      const rule = new RegExp(`${kind}: \\[([^\\]]*)\\]`).exec(conf.split('\n')[line + 1] ?? '');
      return (rule?.[1] ?? '').split(',').map((subject) => subject.trim().replace(/"/g, ''));
    };
    const covers = (patterns: string[], subject: string) =>
      patterns.some((pattern) => pattern === subject || (pattern.endsWith('.>') && subject.startsWith(pattern.slice(0, -1))));
    const publishers: Record<string, string> = {
      'events.media.photo.processed.v1': 'media-worker',
      'events.media.photo.processing-failed.v1': 'media-worker',
      'events.integrations.photo-set.progressed.v1': 'album-sync-worker',
      'events.media.hero.optimised.v1': 'media-worker',
      'events.media.hero.palette-measured.v1': 'media-worker',
      'events.auth.account.deletion-requested.v1': 'auth',
    };
    const listeners: Record<string, string> = {
      'events.media.hero.optimised.v1': 'portfolio',
      'events.media.hero.palette-measured.v1': 'portfolio',
      'events.auth.account.deletion-requested.v1': 'integrations-worker',
    };
    for (const [subject, publisher] of Object.entries(publishers)) {
      expect(declared).toContain(subject);
      expect(covers(permissions(publisher, 'publish'), subject)).toBe(true);
    }
    for (const subject of declared) expect(covers(permissions(listeners[subject] ?? 'gateway', 'subscribe'), subject)).toBe(true);
  });
});
