import type { ServerResponse } from 'node:http';
import { sendApiError } from './http.ts';

export interface FaultRule {
  /** Only requests with this method (any method when left out). */
  method?: string;
  /** Matched against the request path (without the query). */
  path: RegExp;
  status: 429 | 500 | 503 | 401 | 403;
  /** How many matching requests fail (1 when left out). */
  times?: number;
  /** Sent as Retry-After (429 and 503). */
  retryAfterSeconds?: number;
}

/** Failures a test queues up: each matching request is answered with Google's error instead of being handled. */
export class Faults {
  private rules: (FaultRule & { left: number })[] = [];

  add(rule: FaultRule): void {
    this.rules.push({ ...rule, left: rule.times ?? 1 });
  }

  /** Answers the request with the first matching rule's error; false when no rule matches. */
  apply(method: string, path: string, res: ServerResponse): boolean {
    const rule = this.rules.find((candidate) => {
      candidate.path.lastIndex = 0;
      return (!candidate.method || candidate.method.toUpperCase() === method) && candidate.path.test(path);
    });
    if (!rule) return false;
    rule.left -= 1;
    if (rule.left <= 0) this.rules = this.rules.filter((candidate) => candidate !== rule);
    const headers: Record<string, string> = rule.retryAfterSeconds === undefined ? {} : { 'retry-after': String(rule.retryAfterSeconds) };
    sendApiError(res, rule.status, { headers });
    return true;
  }

  reset(): void {
    this.rules = [];
  }
}
