/**
 * Short-lived single-use codes kept in this process's memory: the development issuer's
 * authorization codes and the sign-in hand-off codes of form_post providers. Bounded by count
 * (the oldest go first) and by age, so requests that are never redeemed cannot grow memory.
 */
import { LRUCache } from 'lru-cache';
import { randomToken } from './tokens.ts';

export interface OneTimeCodeLimits {
  max: number;
  ttlMs: number;
  /** Milliseconds clock; tests move it. */
  now?: () => number;
}

export function oneTimeCodes<T extends object>({ max, ttlMs, now }: OneTimeCodeLimits) {
  const cache = new LRUCache<string, T>({ max, ttl: ttlMs, ...(now ? { perf: { now }, ttlResolution: 0 } : {}) });
  return {
    issue(value: T) {
      cache.purgeStale();
      const code = randomToken(24);
      cache.set(code, value);
      return code;
    },
    /** The value the code was issued for, once; undefined when unknown, used or expired. */
    take(code: string | undefined) {
      if (!code) return undefined;
      const value = cache.get(code);
      cache.delete(code);
      return value;
    },
  };
}
