import type { Logger } from 'pino';
import { shutdownTracing } from '../tracing/start-tracing.js';

/**
 * On SIGINT or SIGTERM (once): logs, runs `close` (a worker finishes its active jobs, then
 * its connections close), exports the spans still waiting and exits 0, whether or not
 * closing went well.
 */
export function stopOnSignals(logger: Logger, close: () => Promise<void>): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'finishing active jobs, then stopping');
    try {
      await close();
    } finally {
      await shutdownTracing();
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}
