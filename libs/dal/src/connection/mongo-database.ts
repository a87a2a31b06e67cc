import mongoose, { type Connection } from 'mongoose';
import { isDatabaseUnavailable } from '@lumafolio/contracts';
import { useWriteTurns } from '../writes/shared-writes.js';
import type { WriteTurns } from '../writes/write-turns.js';

/**
 * The most connections one process opens to the database unless configured
 * (MONGODB_MAX_POOL_SIZE): the sum over every process must fit what the server accepts
 * (docs/operations.md, "Database connections").
 */
export const DEFAULT_MONGODB_MAX_POOL_SIZE = 10;

/** How long readiness reports that the database refused this process (ms). */
export const DATABASE_REFUSAL_REPORTED_MS = 5_000;

export interface MongoDatabaseOptions {
  uri: string;
  /** How long to wait for the server before an operation fails (ms). */
  serverSelectionTimeoutMs?: number;
  /** The most connections this process opens (DEFAULT_MONGODB_MAX_POOL_SIZE). */
  maxPoolSize?: number;
}

/**
 * One connection per process. Queries stay within what both MongoDB 7 and FerretDB 1.x
 * support (see DESIGN.md "Data"): no transactions, TTL indexes, $lookup or $text.
 */
export class MongoDatabase {
  readonly connection: Connection;
  /** When the database last refused a command for want of connections or reach (ms since the epoch). */
  private lastRefusedAt = 0;

  constructor(options: MongoDatabaseOptions) {
    this.connection = mongoose.createConnection(options.uri, {
      serverSelectionTimeoutMS: options.serverSelectionTimeoutMs ?? 5_000,
      maxPoolSize: options.maxPoolSize ?? DEFAULT_MONGODB_MAX_POOL_SIZE,
      autoIndex: true,
      // Every command is reported to the process, which times it (lumafolio_db_command_duration_seconds).
      monitorCommands: true,
    });
  }

  /**
   * The turns every write of a shared document kind takes (ADR 57): `redisWriteTurns` in a
   * service or worker, given once before it serves. Without, turns are taken within this process.
   */
  useWriteTurns(turns: WriteTurns): this {
    useWriteTurns(this.connection, turns);
    return this;
  }

  async connect(): Promise<this> {
    await this.connection.asPromise();
    const client = this.connection.getClient();
    const refused = () => {
      this.lastRefusedAt = Date.now();
    };
    client.on('commandFailed', (event) => {
      if (isDatabaseUnavailable(event.failure)) refused();
    });
    client.on('connectionCheckOutFailed', (event) => {
      if (event.reason === 'connectionError' || event.reason === 'timeout') refused();
    });
    return this;
  }

  /**
   * Readiness: the database answers, and has not refused this process in the last
   * DATABASE_REFUSAL_REPORTED_MS (connections all taken answers 503s while a ping may still pass).
   */
  async ping(): Promise<void> {
    const db = this.connection.db;
    if (this.connection.readyState !== 1 || !db) throw new Error('not connected to the database');
    const refusedAgoMs = Date.now() - this.lastRefusedAt;
    if (refusedAgoMs < DATABASE_REFUSAL_REPORTED_MS) throw new Error(`the database refused a request ${Math.round(refusedAgoMs / 1000)} s ago`);
    await db.command({ ping: 1 });
  }

  async disconnect(): Promise<void> {
    await this.connection.close();
  }
}
