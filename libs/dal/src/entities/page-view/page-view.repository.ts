import type { Connection, Model } from 'mongoose';
import { pageViewDaySchema, pageViewSchema, type PageViewDayDocument, type PageViewDocument } from './page-view.schema.js';

export interface PageViewCount {
  page: string;
  portfolioUserId: string | null;
  views: number;
}

export interface PeriodViews {
  /** Day → every page's views (days without views are missing). */
  totals: Map<string, number>;
  /** The most viewed portfolios of the period, most viewed first. */
  topPortfolios: { userId: string; views: number }[];
}

type PortfolioCounts = Record<string, number>;

/**
 * Page-view counts. Writes are only safe with one writer at a time (FerretDB loses
 * concurrent `$inc`s, and day summaries are read, merged and replaced): callers hold a lock.
 */
export class PageViewRepository {
  private readonly pages: Model<PageViewDocument>;
  private readonly days: Model<PageViewDayDocument>;

  constructor(connection: Connection) {
    this.pages = connection.models.PageView ?? connection.model<PageViewDocument>('PageView', pageViewSchema);
    this.days = connection.models.PageViewDay ?? connection.model<PageViewDayDocument>('PageViewDay', pageViewDaySchema);
  }

  /** Adds a day's counts to its pages and to its summary. */
  async add(day: string, counts: readonly PageViewCount[]): Promise<void> {
    const rows = counts.filter((row) => row.views > 0);
    if (rows.length === 0) return;
    await this.pages.bulkWrite(
      rows.map((row) => ({
        updateOne: {
          filter: { _id: `${day}|${row.page}` },
          update: { $inc: { views: row.views }, $setOnInsert: { day, page: row.page, portfolioUserId: row.portfolioUserId } },
          upsert: true,
        },
      })),
      { ordered: false },
    );
    const summary = await this.days.findById(day).lean<PageViewDayDocument>().exec();
    const portfolios: PortfolioCounts = summary ? (JSON.parse(summary.portfolios) as PortfolioCounts) : {};
    for (const row of rows) if (row.portfolioUserId) portfolios[row.portfolioUserId] = (portfolios[row.portfolioUserId] ?? 0) + row.views;
    const views = (summary?.views ?? 0) + rows.reduce((sum, row) => sum + row.views, 0);
    await this.days.replaceOne({ _id: day }, { views, portfolios: JSON.stringify(portfolios) }, { upsert: true }).exec();
  }

  /** Every page's views per day and the top portfolios over the given days: one summary read per day. */
  async period(days: readonly string[], top: number): Promise<PeriodViews> {
    const summaries = await Promise.all(days.map((day) => this.days.findById(day).lean<PageViewDayDocument>().exec()));
    const totals = new Map<string, number>();
    const sums = new Map<string, number>();
    for (const summary of summaries) {
      if (!summary) continue;
      totals.set(summary._id, summary.views);
      for (const [userId, views] of Object.entries(JSON.parse(summary.portfolios) as PortfolioCounts)) sums.set(userId, (sums.get(userId) ?? 0) + views);
    }
    const topPortfolios = [...sums]
      .map(([userId, views]) => ({ userId, views }))
      .sort((a, b) => b.views - a.views || a.userId.localeCompare(b.userId))
      .slice(0, top);
    return { totals, topPortfolios };
  }

  /** One portfolio's views per day since `fromDay` (days without views are missing). */
  async portfolioDays(userId: string, fromDay: string): Promise<Map<string, number>> {
    const rows = await this.pages
      .find({ portfolioUserId: userId, day: { $gte: fromDay } }, { day: 1, views: 1 })
      .lean<Pick<PageViewDocument, 'day' | 'views'>[]>()
      .exec();
    const days = new Map<string, number>();
    for (const row of rows) days.set(row.day, (days.get(row.day) ?? 0) + row.views);
    return days;
  }

  /** Account deletion: the portfolio's own counts, and its name in the day summaries (their totals keep its views, anonymous). */
  async deletePortfolio(userId: string): Promise<void> {
    const days = await this.pages.distinct('day', { portfolioUserId: userId }).exec();
    await this.pages.deleteMany({ portfolioUserId: userId }).exec();
    for (const day of days) {
      const summary = await this.days.findById(day).lean<PageViewDayDocument>().exec();
      if (!summary) continue;
      const portfolios = JSON.parse(summary.portfolios) as PortfolioCounts;
      if (!(userId in portfolios)) continue;
      delete portfolios[userId];
      await this.days.updateOne({ _id: day }, { $set: { portfolios: JSON.stringify(portfolios) } }).exec();
    }
  }
}
