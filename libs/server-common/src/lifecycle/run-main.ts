import type { Logger } from 'pino';
import { ConfigError } from '../config/load-config.js';

/**
 * Runs a process's start-up function; a configuration error prints its readable message
 * and exits 78 (EX_CONFIG), anything else is logged and exits 1.
 */
export function runMain(start: () => Promise<unknown>, logger?: Logger): void {
  start().catch((error: unknown) => {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    if (logger) logger.fatal({ err: error }, 'failed to start');
    else process.stderr.write(`failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}
