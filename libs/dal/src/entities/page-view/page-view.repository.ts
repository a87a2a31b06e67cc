import type { Connection, Model } from 'mongoose';
import { ALL_PAGES, pageViewSchema, type PageViewDocument } from './page-view.schema.js';

export interface PageViewCount {
  page: string;
  portfolioUserId: string | null;
  views: number;
}

export class PageViewRepository {
  private readonly model: Model<PageViewDocument>;

  constructor(connection: Connection) {
    this.model = connection.models.PageView ?? connection.model<PageViewDocument>('PageView', pageViewSchema);
  }

  /**
   * Adds a day's counts, and their sum to the day's total. `$inc` is only safe with one
   * writer at a time on FerretDB (concurrent increments get lost): callers hold a lock.
   */
  async add(day: string, counts: readonly PageViewCount[]): Promise<void> {
    const total = counts.reduce((sum, count) => sum + count.views, 0);
    if (total === 0) return;
    const rows = [...counts, { page: ALL_PAGES, portfolioUserId: null, views: total }].filter((row) => row.views > 0);
    await this.model.bulkWrite(
      rows.map((row) => ({
        updateOne: {
          filter: { _id: `${day}|${row.page}` },
          update: { $inc: { views: row.views }, $setOnInsert: { day, page: row.page, portfolioUserId: row.portfolioUserId } },
          upsert: true,
        },
      })),
      { ordered: false },
    );
  }

  /** Every page's views per day, for the given days (days without views are missing). */
  async totalsOf(days: readonly string[]): Promise<Map<string, number>> {
    const rows = await this.model
      .find({ _id: { $in: days.map((day) => `${day}|${ALL_PAGES}`) } }, { day: 1, views: 1 })
      .lean<Pick<PageViewDocument, 'day' | 'views'>[]>()
      .exec();
    return new Map(rows.map((row) => [row.day, row.views]));
  }

  /** The portfolios viewed since `fromDay`, with their views summed, most viewed first. */
  async topPortfolios(fromDay: string, limit: number): Promise<{ userId: string; views: number }[]> {
    const rows = await this.model
      .find({ day: { $gte: fromDay }, portfolioUserId: { $type: 'string' } }, { _id: 0, portfolioUserId: 1, views: 1 })
      .lean<{ portfolioUserId: string; views: number }[]>()
      .exec();
    const sums = new Map<string, number>();
    for (const row of rows) sums.set(row.portfolioUserId, (sums.get(row.portfolioUserId) ?? 0) + row.views);
    return [...sums]
      .map(([userId, views]) => ({ userId, views }))
      .sort((a, b) => b.views - a.views || a.userId.localeCompare(b.userId))
      .slice(0, limit);
  }

  /** One portfolio's views per day since `fromDay` (days without views are missing). */
  async portfolioDays(userId: string, fromDay: string): Promise<Map<string, number>> {
    const rows = await this.model
      .find({ portfolioUserId: userId, day: { $gte: fromDay } }, { day: 1, views: 1 })
      .lean<Pick<PageViewDocument, 'day' | 'views'>[]>()
      .exec();
    const days = new Map<string, number>();
    for (const row of rows) days.set(row.day, (days.get(row.day) ?? 0) + row.views);
    return days;
  }

  /** Account deletion: the portfolio's own counts (the days' totals keep them, anonymous). */
  async deletePortfolio(userId: string): Promise<number> {
    return (await this.model.deleteMany({ portfolioUserId: userId }).exec()).deletedCount;
  }
}
