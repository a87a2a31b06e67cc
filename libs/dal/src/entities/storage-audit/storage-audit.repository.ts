import type { Connection, Model } from 'mongoose';
import { storageAuditSchema, type StorageAuditDocument } from './storage-audit.schema.js';

/** The runs of the whole-store audit, newest first. */
export class StorageAuditRepository {
  private readonly model: Model<StorageAuditDocument>;

  constructor(connection: Connection) {
    this.model = connection.model<StorageAuditDocument>('StorageAudit', storageAuditSchema);
  }

  async queued(runId: string, requestedBy: string, at = new Date()): Promise<void> {
    await this.model.create({ _id: runId, status: 'queued', requestedBy, requestedAt: at, finishedAt: null, report: null, error: null });
  }

  /** Marks a run started; a run queued by nobody (a job added by hand) is recorded now. */
  async running(runId: string, at = new Date()): Promise<void> {
    await this.model
      .updateOne(
        { _id: runId },
        { $set: { status: 'running' }, $setOnInsert: { requestedBy: 'queue', requestedAt: at, finishedAt: null, report: null, error: null } },
        { upsert: true },
      )
      .exec();
  }

  async done(runId: string, report: Record<string, unknown>, at = new Date()): Promise<void> {
    await this.model.updateOne({ _id: runId }, { $set: { status: 'done', report, finishedAt: at, error: null } }).exec();
  }

  async failed(runId: string, message: string, at = new Date()): Promise<void> {
    await this.model.updateOne({ _id: runId }, { $set: { status: 'failed', error: message.slice(0, 500), finishedAt: at } }).exec();
  }

  latest(): Promise<StorageAuditDocument | null> {
    return this.model.findOne().sort({ requestedAt: -1 }).lean<StorageAuditDocument>().exec();
  }

  latestDone(): Promise<StorageAuditDocument | null> {
    return this.model.findOne({ status: 'done' }).sort({ finishedAt: -1 }).lean<StorageAuditDocument>().exec();
  }
}
