import { Schema } from 'mongoose';

export const TEMPLATE_SELECTION_COLLECTION = 'template_selections';

export interface TemplateSelectionDocument {
  /** The user id: one selection per user, so no further index is needed. */
  _id: string;
  /** Absent when the user only changed a setting below. */
  templateId?: string;
  /** Whether the template's accent follows the hero banner's palette (ADR 41); absent: yes. */
  heroAccent?: boolean;
  updatedAt: Date;
}

/** Owned by the portfolio service: which design template each user chose. */
export const templateSelectionSchema = new Schema<TemplateSelectionDocument>(
  {
    _id: { type: String, required: true },
    templateId: { type: String },
    heroAccent: { type: Boolean },
    updatedAt: { type: Date, required: true },
  },
  { collection: TEMPLATE_SELECTION_COLLECTION, versionKey: false },
);
