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

/** A failure's first line, with any credentials in a URL it names replaced by `***`. */
export function oneLineReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const first = message.split('\n').find((line) => line.trim().length > 0) ?? 'unknown error';
  return first.replace(/\/\/[^@/\s]*@/g, '//***@').trim();
}

/**
 * Runs an operator command (a CLI an operator types): a configuration error prints its
 * readable message and exits 78; any other failure prints one line, `<name>: <reason>`, and
 * exits 1 — never a stack trace.
 */
export function runOperatorCommand(name: string, command: () => Promise<unknown>): void {
  command().catch((error: unknown) => {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    process.stderr.write(`${name}: ${oneLineReason(error)}\n`);
    process.exit(1);
  });
}
