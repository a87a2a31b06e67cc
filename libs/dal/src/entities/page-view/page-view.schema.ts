import { Schema } from 'mongoose';

export const PAGE_VIEW_COLLECTION = 'page_views';
export const PAGE_VIEW_DAY_COLLECTION = 'page_view_days';

/**
 * Views of one page on one UTC day (ADR 32): no visitor, address or browser, only counts.
 * `_id` is "{day}|{page}"; a portfolio's page is "portfolio:{userId}" whatever path reached it.
 */
export interface PageViewDocument {
  _id: string;
  day: string;
  page: string;
  /** The photographer whose portfolio this is; null for the app's own screens. */
  portfolioUserId: string | null;
  views: number;
}

/**
 * One UTC day's summary, so a period's charts read one document per day whatever the
 * number of portfolios: every page's views, and each viewed portfolio's, as JSON
 * `{ userId: views }` (one string: a field per portfolio would make FerretDB store and
 * scan a column per key).
 */
export interface PageViewDayDocument {
  _id: string;
  views: number;
  portfolios: string;
}

/** Owned by the portfolio service, written only by its page-view collector. */
export const pageViewSchema = new Schema<PageViewDocument>(
  {
    _id: { type: String, required: true },
    day: { type: String, required: true },
    page: { type: String, required: true },
    portfolioUserId: { type: String, default: null },
    views: { type: Number, required: true },
  },
  { collection: PAGE_VIEW_COLLECTION, versionKey: false },
);

// A photographer's own chart; account deletion.
pageViewSchema.index({ portfolioUserId: 1, day: 1 });

export const pageViewDaySchema = new Schema<PageViewDayDocument>(
  {
    _id: { type: String, required: true },
    views: { type: Number, required: true },
    portfolios: { type: String, required: true },
  },
  { collection: PAGE_VIEW_DAY_COLLECTION, versionKey: false },
);
// Read by _id only (the days of a period): no secondary index.
