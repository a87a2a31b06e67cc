import { Schema } from 'mongoose';

export const PAGE_VIEW_COLLECTION = 'page_views';

/** The page of a day's total over every page. */
export const ALL_PAGES = '*';

/**
 * Views of one page on one UTC day (ADR 32): no visitor, address or browser, only counts.
 * `_id` is "{day}|{page}"; a portfolio's page is "portfolio:{userId}" whatever path reached
 * it, and "*" is the day's total.
 */
export interface PageViewDocument {
  _id: string;
  day: string;
  page: string;
  /** The photographer whose portfolio this is; null for the app's own screens and the total. */
  portfolioUserId: string | null;
  views: number;
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

// The top portfolios of a period: the portfolio pages of its days.
pageViewSchema.index({ day: 1, portfolioUserId: 1 });
// A photographer's own chart; account deletion.
pageViewSchema.index({ portfolioUserId: 1, day: 1 });
