import { MEDIA_QUEUE } from '@lumafolio/contracts';
import { Queue } from 'bullmq';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Resolves once the media queue has nothing waiting or running: a fresh database's hero
 * banners are still being made when the stack answers, and each one finished changes what
 * every visitor page shows (a test of the visitor cache must not race with it).
 */
export async function waitForMediaQueueIdle(redisUrl: string, timeoutMs = 60_000): Promise<void> {
  const queue = new Queue(MEDIA_QUEUE, { connection: { url: redisUrl } });
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'waiting-children');
      if (Object.values(counts).every((count) => count === 0)) return;
      if (Date.now() > deadline) throw new Error(`the media queue is still busy after ${timeoutMs} ms: ${JSON.stringify(counts)}`);
      await sleep(100);
    }
  } finally {
    await queue.close();
  }
}
