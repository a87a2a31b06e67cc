import { Schema } from 'mongoose';

export const STORAGE_AUDIT_COLLECTION = 'storage_audits';

export type StorageAuditStatus = 'queued' | 'running' | 'done' | 'failed';

/**
 * Owned by the media service: one run of the whole-store audit (queued by an admin or an
 * operator, run by a media worker). The report is kept here, not only in the queue, so the
 * latest one survives the queue's clean-up of finished jobs.
 */
export interface StorageAuditDocument {
  _id: string;
  status: StorageAuditStatus;
  requestedBy: string;
  requestedAt: Date;
  finishedAt: Date | null;
  /** The report (`@lumafolio/storage`'s StoreAuditReport) once done. */
  report: Record<string, unknown> | null;
  error: string | null;
}

export const storageAuditSchema = new Schema<StorageAuditDocument>(
  {
    _id: { type: String, required: true },
    status: { type: String, required: true },
    requestedBy: { type: String, required: true },
    requestedAt: { type: Date, required: true },
    finishedAt: { type: Date, default: null },
    report: { type: Schema.Types.Mixed, default: null },
    error: { type: String, default: null },
  },
  { collection: STORAGE_AUDIT_COLLECTION, versionKey: false },
);

// The latest run, and the latest finished one.
storageAuditSchema.index({ requestedAt: -1 });
storageAuditSchema.index({ status: 1, finishedAt: -1 });
