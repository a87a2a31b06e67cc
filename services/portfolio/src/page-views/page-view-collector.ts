import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { getPortfolioProfileRpc, portfolioSegmentOfPage } from '@lumafolio/contracts';
import { PageViewRepository, type PageViewCount, type RedisLock } from '@lumafolio/dal';
import { InjectLogger, PageViewInbox, PeriodicTask, RpcCallError, RpcClient, type Logger, type PageViewBatch } from '@lumafolio/server-common';
import { PAGE_VIEWS_LOCK } from './page-views-lock.js';
import { PageViewsConfig } from './page-views-config.js';

/** Segments resolved at once: one RPC each. */
const RESOLVE_AT_ONCE = 16;

/**
 * Moves the views the gateway queued in Redis into the day counts, every few seconds, one
 * replica at a time. A portfolio is counted under its owner's id, whichever of its paths
 * was opened; a path that is nobody's portfolio counts as nothing.
 */
@Injectable()
export class PageViewCollector implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly task: PeriodicTask;

  constructor(
    private readonly inbox: PageViewInbox,
    private readonly views: PageViewRepository,
    private readonly rpc: RpcClient,
    @Inject(PAGE_VIEWS_LOCK) private readonly lock: RedisLock,
    config: PageViewsConfig,
    @InjectLogger() logger: Logger,
  ) {
    this.task = new PeriodicTask('page-view collection', config.PAGE_VIEWS_COLLECT_INTERVAL_MS, () => this.collect(), logger);
  }

  onApplicationBootstrap(): void {
    this.task.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.task.stop();
  }

  /** One collection; resolves with the views moved. */
  collect(): Promise<number> {
    return this.lock('counts', () => this.inbox.drain((batch) => this.save(batch)));
  }

  private async save({ day, counts }: PageViewBatch): Promise<void> {
    const owners = await this.ownersOf([...counts.keys()].flatMap((page) => portfolioSegmentOfPage(page) ?? []));
    const rows = new Map<string, PageViewCount>();
    for (const [page, views] of counts) {
      const segment = portfolioSegmentOfPage(page);
      const userId = segment === null ? null : owners.get(segment);
      if (userId === undefined) continue;
      const key = userId === null ? page : `portfolio:${userId}`;
      const row = rows.get(key) ?? { page: key, portfolioUserId: userId, views: 0 };
      row.views += views;
      rows.set(key, row);
    }
    await this.views.add(day, [...rows.values()]);
  }

  /** Segment → owner id; segments that are nobody's portfolio are left out. */
  private async ownersOf(segments: readonly string[]): Promise<Map<string, string>> {
    const owners = new Map<string, string>();
    for (let start = 0; start < segments.length; start += RESOLVE_AT_ONCE) {
      await Promise.all(
        segments.slice(start, start + RESOLVE_AT_ONCE).map(async (segment) => {
          try {
            owners.set(segment, (await this.rpc.call(getPortfolioProfileRpc, { segment })).id);
          } catch (error) {
            if (!(error instanceof RpcCallError && (error.status === 404 || error.status === 400))) throw error;
          }
        }),
      );
    }
    return owners;
  }
}
