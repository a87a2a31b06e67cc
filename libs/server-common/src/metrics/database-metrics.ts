import { Histogram } from 'prom-client';
import { startDatabaseSpan, type DatabaseSpan } from '../tracing/database-tracing.js';
import { metricsRegistry, REQUEST_SECONDS_BUCKETS } from './registry.js';

/** Database commands by collection, command (find, update, aggregate…) and outcome (ok, error). */
export const databaseCommandDuration = new Histogram({
  name: 'lumafolio_db_command_duration_seconds',
  help: 'MongoDB commands by collection, command and outcome, with their round-trip time',
  labelNames: ['collection', 'command', 'outcome'] as const,
  buckets: REQUEST_SECONDS_BUCKETS,
  registers: [metricsRegistry],
});

/** The collection label of a command that names none (ping, hello, a database-wide aggregate). */
export const NO_COLLECTION = '(none)';

interface CommandStarted {
  requestId: number;
  commandName: string;
  command: Record<string, unknown>;
}
interface CommandEnded {
  requestId: number;
  commandName: string;
  duration: number;
}
interface CommandEvents {
  on(event: 'commandStarted', listener: (event: CommandStarted) => void): unknown;
  on(event: 'commandSucceeded' | 'commandFailed', listener: (event: CommandEnded) => void): unknown;
}

/**
 * Times every command of a database connection from the driver's command monitoring (the
 * connection must be made with `monitorCommands: true`, as @lumafolio/dal's MongoDatabase is),
 * so repositories, migrations and index builds are all counted without touching them; a
 * command inside a trace under way is a child span of it.
 */
export function observeDatabaseCommands<D extends { connection: { getClient(): CommandEvents } }>(database: D): D {
  const client = database.connection.getClient();
  // Only the started event names the collection: kept until the command ends.
  const started = new Map<number, { collection: string; span: DatabaseSpan }>();
  client.on('commandStarted', (event) => {
    const collection = collectionOf(event);
    started.set(event.requestId, { collection, span: startDatabaseSpan(event.commandName, collection) });
  });
  const ended = (outcome: 'ok' | 'error') => (event: CommandEnded) => {
    const command = started.get(event.requestId);
    started.delete(event.requestId);
    command?.span.end(outcome);
    databaseCommandDuration.observe({ collection: command?.collection ?? NO_COLLECTION, command: event.commandName, outcome }, event.duration / 1000);
  };
  client.on('commandSucceeded', ended('ok'));
  client.on('commandFailed', ended('error'));
  return database;
}

function collectionOf({ command, commandName }: CommandStarted): string {
  const target = commandName === 'getMore' ? command['collection'] : command[commandName];
  return typeof target === 'string' ? target : NO_COLLECTION;
}
