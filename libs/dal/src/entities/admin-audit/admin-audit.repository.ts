import { randomUUID } from 'node:crypto';
import type { Connection, Model } from 'mongoose';
import { findPage, type KeysetPage, type SortField } from '../../paging/keyset.js';
import { adminAuditSchema, type AdminAuditDocument } from './admin-audit.schema.js';

const NEWEST_FIRST: readonly SortField[] = [
  { field: 'at', direction: -1, type: 'date' },
  { field: '_id', direction: -1, type: 'string' },
];

export type NewAdminAuditEntry = Omit<AdminAuditDocument, '_id' | 'at'> & { at?: Date };

/** The admin audit log: appended to, read a page at a time, never edited. */
export class AdminAuditRepository {
  private readonly model: Model<AdminAuditDocument>;

  constructor(connection: Connection) {
    this.model = connection.models.AdminAudit ?? connection.model<AdminAuditDocument>('AdminAudit', adminAuditSchema);
  }

  async append(entry: NewAdminAuditEntry): Promise<AdminAuditDocument> {
    const doc: AdminAuditDocument = { ...entry, _id: randomUUID(), at: entry.at ?? new Date() };
    await this.model.create(doc);
    return doc;
  }

  /** Newest first; an unreadable cursor is an InvalidCursorError. */
  listNewestFirst(page: { cursor: string | null; limit: number }): Promise<KeysetPage<AdminAuditDocument>> {
    return findPage(this.model, {}, NEWEST_FIRST, page);
  }

  count(): Promise<number> {
    return this.model.countDocuments({}).exec();
  }
}
