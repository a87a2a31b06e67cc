import type { Logger } from '@lumafolio/server-common';
import type { Redis } from 'ioredis';

/**
 * Wrong answers allowed against one secret (a gallery's password): a few per source (IP)
 * in a window, and a budget shared by every source, past which each further wrong answer
 * locks the secret for everyone for a time that doubles, up to a cap. Only wrong answers
 * count: an attempt is charged when it starts (so parallel attempts cannot slip past the
 * budget) and refunded when it turns out right.
 */
export interface FailureBudgetRule {
  /** Part of the Redis keys, e.g. "gallery-unlock". */
  name: string;
  perSource: { limit: number; windowSeconds: number };
  /** Wrong answers from all sources together before the lock starts. */
  sharedFreeFailures: number;
  firstLockSeconds: number;
  maxLockSeconds: number;
  /** The shared count is forgotten this long after the last wrong answer. */
  forgetAfterSeconds: number;
}

export type FailureBudgetVerdict = { allowed: true; attempt: ChargedAttempt } | { allowed: false; retryAfterSeconds: number };

export interface ChargedAttempt {
  keys: [source: string, shared: string, lock: string];
  /** This attempt started a lock: a right answer lifts it again. */
  locked: boolean;
}

const PREFIX = 'gateway:rl:';

// KEYS: source failures, shared failures, shared lock. ARGV: source limit, source window (s),
// free shared failures, first lock (ms), longest lock (ms), forget after (s).
const CHARGE = `
local sourceFailures = tonumber(redis.call('GET', KEYS[1]) or '0')
if sourceFailures >= tonumber(ARGV[1]) then
  local ttl = redis.call('TTL', KEYS[1])
  if ttl < 1 then ttl = tonumber(ARGV[2]) end
  return {0, ttl}
end
local lockMs = redis.call('PTTL', KEYS[3])
if lockMs > 0 then return {0, math.ceil(lockMs / 1000)} end
redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], ARGV[2], 'NX')
local failures = redis.call('INCR', KEYS[2])
redis.call('EXPIRE', KEYS[2], ARGV[6])
local over = failures - tonumber(ARGV[3])
if over > 0 then
  local ms = math.min(tonumber(ARGV[4]) * 2 ^ math.min(over - 1, 30), tonumber(ARGV[5]))
  redis.call('SET', KEYS[3], '1', 'PX', math.floor(ms))
  return {1, 1}
end
return {1, 0}
`;

const REFUND = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
if tonumber(redis.call('GET', KEYS[2]) or '0') > 0 then redis.call('DECR', KEYS[2]) end
if ARGV[1] == '1' then redis.call('DEL', KEYS[3]) end
return 1
`;

/** Failure budgets in Redis, shared by every gateway replica. A Redis outage lets attempts through (logged), like the rate limits. */
export class FailureBudget {
  constructor(
    private readonly redis: Redis,
    private readonly logger: Logger,
  ) {}

  static keys(rule: Pick<FailureBudgetRule, 'name'>, secret: string, source: string): ChargedAttempt['keys'] {
    const base = `${PREFIX}${rule.name}:${secret}`;
    return [`${base}:source:${source}`, `${base}:failures`, `${base}:lock`];
  }

  /** Charges one attempt against `secret` from `source`, or says how long to wait. */
  async charge(rule: FailureBudgetRule, secret: string, source: string): Promise<FailureBudgetVerdict> {
    const keys = FailureBudget.keys(rule, secret, source);
    try {
      const [allowed, value] = (await this.redis.eval(
        CHARGE,
        keys.length,
        ...keys,
        rule.perSource.limit,
        rule.perSource.windowSeconds,
        rule.sharedFreeFailures,
        rule.firstLockSeconds * 1000,
        rule.maxLockSeconds * 1000,
        rule.forgetAfterSeconds,
      )) as [number, number];
      return allowed === 1 ? { allowed: true, attempt: { keys, locked: value === 1 } } : { allowed: false, retryAfterSeconds: Math.max(1, value) };
    } catch (error) {
      this.logger.warn({ err: error, rule: rule.name }, 'failure budget unavailable; attempt let through');
      return { allowed: true, attempt: { keys, locked: false } };
    }
  }

  /** The attempt was right: it costs nothing. */
  async refund(attempt: ChargedAttempt): Promise<void> {
    try {
      await this.redis.eval(REFUND, attempt.keys.length, ...attempt.keys, attempt.locked ? '1' : '0');
    } catch (error) {
      this.logger.warn({ err: error }, 'failure budget refund failed');
    }
  }
}
