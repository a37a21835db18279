/**
 * Who is online: a person is online while they have a live stream open on any server process.
 * Each process keeps one `presence` row per person it holds streams for (written when the first
 * opens, deleted when the last closes) and refreshes its rows' `seen_at` together once a
 * heartbeat; a row not refreshed for a minute (a process that died) no longer counts. Writes of
 * one process run in order, so a quick open-then-close never leaves a row behind.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { nowSeconds } from '../clock.ts';

export const PRESENCE_TTL_S = 60;
const REFRESH_MS = 25_000;

class Presence {
  readonly processId = randomBytes(9).toString('base64url');
  private readonly counts = new Map<string, number>();
  private chain: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  constructor(
    private readonly db: Db,
    private readonly log: (error: unknown) => void,
  ) {}

  private run(write: () => Promise<unknown>) {
    this.chain = this.chain.then(write).catch(this.log);
  }

  open(userId: string) {
    const count = (this.counts.get(userId) ?? 0) + 1;
    this.counts.set(userId, count);
    if (count === 1) {
      this.run(() =>
        this.db.kysely
          .insertInto('presence')
          .values({ userId, processId: this.processId, seenAt: nowSeconds() })
          .onConflict((oc) => oc.columns(['userId', 'processId']).doUpdateSet({ seenAt: nowSeconds() }))
          .execute(),
      );
    }
    this.timer ??= setInterval(() => this.refresh(), REFRESH_MS).unref();
    let closed = false;
    return () => {
      if (closed) return;
      closed = true;
      const left = (this.counts.get(userId) ?? 1) - 1;
      if (left > 0) return void this.counts.set(userId, left);
      this.counts.delete(userId);
      this.run(() => this.db.kysely.deleteFrom('presence').where('userId', '=', userId).where('processId', '=', this.processId).execute());
      if (this.counts.size === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = null;
      }
    };
  }

  private refresh() {
    const now = nowSeconds();
    this.run(async () => {
      await this.db.kysely.updateTable('presence').set({ seenAt: now }).where('processId', '=', this.processId).execute();
      await this.db.kysely
        .deleteFrom('presence')
        .where('seenAt', '<', now - 5 * PRESENCE_TTL_S)
        .execute();
    });
  }
}

const trackers = new WeakMap<Db, Presence>();

/** Marks the person online while this stream is open; returns the function to call when it closes. */
export function trackPresence(db: Db, userId: string, log: (error: unknown) => void) {
  let tracker = trackers.get(db);
  if (!tracker) trackers.set(db, (tracker = new Presence(db, log)));
  return tracker.open(userId);
}

/** Which of these people have a live stream open anywhere. */
export async function onlineAmong(db: Db, userIds: string[]) {
  if (userIds.length === 0) return new Set<string>();
  const rows = await db.kysely
    .selectFrom('presence')
    .select('userId')
    .distinct()
    .where('userId', 'in', userIds)
    .where('seenAt', '>=', nowSeconds() - PRESENCE_TTL_S)
    .execute();
  return new Set(rows.map((row) => row.userId));
}
