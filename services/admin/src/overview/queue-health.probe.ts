import { Injectable } from '@nestjs/common';
import type { PlatformProblem } from '@lumafolio/contracts';
import type { Job, Queue } from 'bullmq';
import { WatchedQueues } from '../jobs/watched-queues.js';
import type { PlatformProbe } from './platform-probe.js';

const HOUR_MS = 60 * 60 * 1000;
/** How many of the newest failed jobs are looked at; more reads as "100 or more". */
const RECENT_LOOKED_AT = 100;

/**
 * A queue is a problem while it is paused, or while jobs that failed for good in the last
 * hour sit in its failed list (neither retried nor removed). A job only lands there after
 * all its retries, so even one is work that did not get done. Older failures stay visible
 * in the Jobs tab but do not keep the status degraded for ever: the queues keep up to
 * 5 000 of them.
 */
@Injectable()
export class QueueHealthProbe implements PlatformProbe {
  constructor(private readonly queues: WatchedQueues) {}

  async problems(): Promise<PlatformProblem[]> {
    const found = await Promise.all(this.queues.all().map((queue) => this.problemsOf(queue)));
    return found.flat();
  }

  private async problemsOf(queue: Queue): Promise<PlatformProblem[]> {
    const component = `${queue.name} queue`;
    try {
      const [paused, newest] = await Promise.all([queue.isPaused(), queue.getFailed(0, RECENT_LOOKED_AT - 1)]);
      const since = Date.now() - HOUR_MS;
      const recent = (newest as Job[]).filter((job) => (job.finishedOn ?? 0) >= since).length;
      const problems: PlatformProblem[] = [];
      if (paused) problems.push({ component, message: `The ${queue.name} queue is paused.` });
      if (recent > 0) {
        const many = recent >= RECENT_LOOKED_AT ? `${RECENT_LOOKED_AT} or more failed jobs` : recent === 1 ? '1 failed job' : `${recent} failed jobs`;
        problems.push({ component, message: `The ${queue.name} queue has ${many} from the last hour.` });
      }
      return problems;
    } catch {
      return [{ component, message: `The ${queue.name} queue cannot be read.` }];
    }
  }
}
