import mongoose, { type Connection } from 'mongoose';

export interface MongoDatabaseOptions {
  uri: string;
  /** How long to wait for the server before an operation fails (ms). */
  serverSelectionTimeoutMs?: number;
}

/**
 * One connection per process. Queries stay within what both MongoDB 7 and FerretDB 1.x
 * support (see DESIGN.md "Data"): no transactions, TTL indexes, $lookup or $text.
 */
export class MongoDatabase {
  readonly connection: Connection;

  constructor(options: MongoDatabaseOptions) {
    this.connection = mongoose.createConnection(options.uri, {
      serverSelectionTimeoutMS: options.serverSelectionTimeoutMs ?? 5_000,
      autoIndex: true,
      // Every command is reported to the process, which times it (lumafolio_db_command_duration_seconds).
      monitorCommands: true,
    });
  }

  async connect(): Promise<this> {
    await this.connection.asPromise();
    return this;
  }

  async ping(): Promise<void> {
    const db = this.connection.db;
    if (this.connection.readyState !== 1 || !db) throw new Error('not connected to the database');
    await db.command({ ping: 1 });
  }

  async disconnect(): Promise<void> {
    await this.connection.close();
  }
}
