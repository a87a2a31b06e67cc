import { Injectable } from '@nestjs/common';
import { JOB_QUEUES, type PlatformProblem } from '@lumafolio/contracts';
import { QueueOwnerClient } from '@lumafolio/server-common';
import { OWNER_READ_TIMEOUT_MS } from '../jobs/owner-read-timeout.js';
import type { PlatformProbe } from './platform-probe.js';

const HOUR_MS = 60 * 60 * 1000;
/** How many of the newest failed jobs are looked at; more reads as "100 or more". */
const RECENT_LOOKED_AT = 100;

/**
 * A queue is a problem while it is paused, or while jobs that failed for good in the last
 * hour sit in its failed list (neither retried nor removed). A job only lands there after
 * all its retries, so even one is work that did not get done. Older failures stay visible
 * in the Jobs tab but do not keep the status degraded for ever: the queues keep up to
 * 5 000 of them. Each queue's owner is asked (ADR 49).
 */
@Injectable()
export class QueueHealthProbe implements PlatformProbe {
  constructor(private readonly owners: QueueOwnerClient) {}

  async problems(): Promise<PlatformProblem[]> {
    const found = await Promise.all(JOB_QUEUES.map((queue) => this.problemsOf(queue.name)));
    return found.flat();
  }

  private async problemsOf(queue: string): Promise<PlatformProblem[]> {
    const component = `${queue} queue`;
    try {
      const [overview, newest] = await Promise.all([
        this.owners.call('overview', { queue }, OWNER_READ_TIMEOUT_MS),
        this.owners.call('list', { queue, states: ['failed'], start: 0, end: RECENT_LOOKED_AT - 1 }, OWNER_READ_TIMEOUT_MS),
      ]);
      const since = Date.now() - HOUR_MS;
      const recent = newest.filter((job) => (job.finishedOn ?? 0) >= since).length;
      const problems: PlatformProblem[] = [];
      if (overview.paused) problems.push({ component, message: `The ${queue} queue is paused.` });
      if (recent > 0) {
        const many = recent >= RECENT_LOOKED_AT ? `${RECENT_LOOKED_AT} or more failed jobs` : recent === 1 ? '1 failed job' : `${recent} failed jobs`;
        problems.push({ component, message: `The ${queue} queue has ${many} from the last hour.` });
      }
      return problems;
    } catch {
      return [{ component, message: `The ${queue} queue cannot be read.` }];
    }
  }
}
