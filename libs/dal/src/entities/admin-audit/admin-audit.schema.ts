import { Schema } from 'mongoose';

export const ADMIN_AUDIT_COLLECTION = 'admin_audit';

export interface AdminAuditDocument {
  _id: string;
  actorId: string;
  actorName: string;
  action: string;
  target: { kind: string; id: string; label: string | null };
  summary: string;
  at: Date;
}

/** Owned by the admin service: who did what, when, to which user, photo, banner, message or job. */
export const adminAuditSchema = new Schema<AdminAuditDocument>(
  {
    _id: { type: String, required: true },
    actorId: { type: String, required: true },
    actorName: { type: String, required: true },
    action: { type: String, required: true },
    target: {
      kind: { type: String, required: true },
      id: { type: String, required: true },
      label: { type: String, default: null },
    },
    summary: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: ADMIN_AUDIT_COLLECTION, versionKey: false },
);

// The Settings tab's list: newest first, a keyset page at a time.
adminAuditSchema.index({ at: -1, _id: -1 });
