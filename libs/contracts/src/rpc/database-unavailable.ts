/**
 * What a person reads when the database cannot take a request right now (its connections are
 * all taken, it is restarting or out of reach): a 503 with Retry-After, never a 500.
 */
export const DATABASE_UNAVAILABLE_MESSAGE = 'We are busy right now. Please try again in a moment.';
export const DATABASE_UNAVAILABLE_CODE = 'DATABASE_UNAVAILABLE';

/**
 * PostgreSQL's refusals as FerretDB passes them on: too many connections (53300), a
 * configured limit reached (53400), starting up or shutting down (57P01–57P03), and the
 * connection exceptions (class 08).
 */
const POSTGRES_UNAVAILABLE = /\(SQLSTATE (?:53300|53400|57P0[1-3]|08[0-9A-Z]{3})\)/;

/** The MongoDB driver's errors for a server it cannot reach or a pool it cannot get a connection from. */
const DRIVER_UNAVAILABLE = new Set([
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoServerSelectionError',
  'MongoPoolClearedError',
  'MongoWaitQueueTimeoutError',
  'MongoTopologyClosedError',
  'MongoNotConnectedError',
]);

/**
 * Whether an error says the database is unavailable for now (not that the request was wrong).
 * Known by name and message, not class: the libraries that classify do not depend on the driver.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (DRIVER_UNAVAILABLE.has(error.name)) return true;
  return error.name.startsWith('Mongo') && POSTGRES_UNAVAILABLE.test(error.message);
}
