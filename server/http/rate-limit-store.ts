/**
 * A @fastify/rate-limit store in the database, for PostgreSQL: every server process on one
 * database counts against the same limits (the plugin's own store counts in each process's memory,
 * so N processes allowed N times each limit). It keeps the plugin's memory store's windows: a
 * client's window starts at its first hit and lasts the limit's time window.
 *
 * One statement a limited request: an upsert of the client's row that starts a new window or
 * counts one more hit, atomically (ON CONFLICT takes the row's lock, so two processes' hits never
 * both read the same count), returning the count and the window's end. Measured on the local
 * PostgreSQL (docs/performance.md, "Rate limits across processes"): 0.4–0.9 ms a request, a route
 * passing only the limiter at about 2,000 requests/s against 11,000–30,000 with the memory store.
 *
 * If the database cannot be reached the limiter lets requests through (fail-open, with
 * `skipOnError` in rate-limits.ts) and logs: the limits guard against floods, not against use, and
 * refusing everyone with "Too many …" while the database is down would be a wrong message on top
 * of an outage (the limited routes need the database anyway and answer its error themselves).
 */
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Db } from '../db/database.ts';

/** Rows of windows that ended are deleted at most this often per process (one indexed delete). */
const SWEEP_EVERY_MS = 60_000;

type Log = (message: string, error?: unknown) => void;
type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/** The counting shared by the root store and its per-route children. */
class Counters {
  private nextSweepAt = 0;
  private nextLogAt = 0;
  constructor(
    private readonly db: Db,
    private readonly log: Log,
  ) {}

  async hit(key: string, timeWindowMs: number) {
    const now = Date.now();
    const row = await this.db.kysely
      .insertInto('rateLimitCounts')
      .values({ key, count: 1, windowEnd: now + timeWindowMs })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet((eb) => {
          const ended = eb('rateLimitCounts.windowEnd', '<=', now);
          return {
            count: eb
              .case()
              .when(ended)
              .then(eb.lit(1))
              .else(eb('rateLimitCounts.count', '+', eb.lit(1)))
              .end(),
            windowEnd: eb.case().when(ended).then(eb.ref('excluded.windowEnd')).else(eb.ref('rateLimitCounts.windowEnd')).end(),
          };
        }),
      )
      .returning(['count', 'windowEnd'])
      .executeTakeFirstOrThrow();
    if (now >= this.nextSweepAt) this.sweep(now);
    return { current: row.count, ttl: Number(row.windowEnd) - now };
  }

  /** A failure is logged at most once a minute: a database outage would otherwise log every request. */
  failed(error: unknown) {
    if (Date.now() < this.nextLogAt) return;
    this.nextLogAt = Date.now() + SWEEP_EVERY_MS;
    this.log('rate limit store unavailable; letting requests through', error);
  }

  private sweep(now: number) {
    this.nextSweepAt = now + SWEEP_EVERY_MS;
    this.db.kysely
      .deleteFrom('rateLimitCounts')
      .where('windowEnd', '<', now)
      .execute()
      .catch((error: unknown) => this.failed(error));
  }
}

/** The store class to give the plugin (it constructs the store itself), bound to this database. */
export function databaseRateLimitStore(db: Db, log: Log) {
  const counters = new Counters(db, log);
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      counters.hit(this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => {
          counters.failed(error);
          callback(error);
        },
      );
    }

    /** One store a limited route, as the memory store has: a route's count is its own. */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      // The plugin passes its merged limit options, the route being in `routeInfo` (see its index.js).
      const route = (routeOptions as unknown as { routeInfo: { method: string | string[]; url: string } }).routeInfo;
      return new DatabaseRateLimitStore(undefined, `${String(route.method)} ${route.url} `);
    }
  };
}
