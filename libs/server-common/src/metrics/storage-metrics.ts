import { createStorage, ObjectNotFoundError, type ObjectStorage, type StorageConfig } from '@lumafolio/storage';
import { SpanKind } from '@opentelemetry/api';
import { Histogram } from 'prom-client';
import { inSpan } from '../tracing/tracer.js';
import { metricsRegistry, REQUEST_SECONDS_BUCKETS, secondsSince } from './registry.js';

/** Object storage calls by driver, operation (put, get, head…) and outcome (ok, error). */
export const storageOperationDuration = new Histogram({
  name: 'lumafolio_storage_operation_duration_seconds',
  help: 'Object storage calls by driver, operation and outcome; get until the object starts streaming, list until the last object',
  labelNames: ['driver', 'operation', 'outcome'] as const,
  buckets: REQUEST_SECONDS_BUCKETS,
  registers: [metricsRegistry],
});

/** The storage a configuration asks for, every call of it timed. */
export function createObservedStorage(config: StorageConfig): ObjectStorage {
  return observeStorage(createStorage(config));
}

/**
 * Wraps a storage so that each of its calls is timed, and traced as a child span inside a
 * trace under way; a not-found `get` is an answer, not an error.
 */
export function observeStorage(storage: ObjectStorage): ObjectStorage {
  const { driver } = storage;
  const timed = async <T>(operation: string, call: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    let outcome = 'error';
    try {
      const result = await inSpan(
        `storage ${operation}`,
        {
          kind: SpanKind.CLIENT,
          childOnly: true,
          attributes: { 'lumafolio.storage.driver': driver, 'lumafolio.storage.operation': operation },
          failed: (error) => !(error instanceof ObjectNotFoundError),
        },
        call,
      );
      outcome = 'ok';
      return result;
    } catch (error) {
      if (error instanceof ObjectNotFoundError) outcome = 'not_found';
      throw error;
    } finally {
      storageOperationDuration.observe({ driver, operation, outcome }, secondsSince(started));
    }
  };
  return {
    driver,
    put: (key, body, options) => timed('put', () => storage.put(key, body, options)),
    get: (key, range) => timed('get', () => storage.get(key, range)),
    head: (key) => timed('head', () => storage.head(key)),
    delete: (key) => timed('delete', () => storage.delete(key)),
    deletePrefix: (prefix) => timed('deletePrefix', () => storage.deletePrefix(prefix)),
    listPage: (prefix, options) => timed('listPage', () => storage.listPage(prefix, options)),
    ping: () => timed('ping', () => storage.ping()),
    list: (prefix) => timedList(driver, storage.list(prefix)),
  };
}

async function* timedList<T>(driver: string, objects: AsyncIterable<T>): AsyncIterable<T> {
  const started = performance.now();
  let outcome = 'ok';
  try {
    yield* objects;
  } catch (error) {
    outcome = 'error';
    throw error;
  } finally {
    // A reader that stops early ends here too: that is not an error.
    storageOperationDuration.observe({ driver, operation: 'list', outcome }, secondsSince(started));
  }
}
