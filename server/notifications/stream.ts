/**
 * Live notification streams (Server-Sent Events): `connected` first, then each notification as a
 * `notification` event with its id, heartbeats every 25 s. Streams of one database share a hub:
 * pokes arriving together are answered with one read for all the people poked (chunks of 500),
 * and each stream writes only what is newer than the last id it delivered, so a burst to
 * thousands of streams costs a few queries, not one per stream. A reconnect passes the last id it
 * saw (Last-Event-ID) and gets what it missed.
 *
 * Messaging rides on the same stream: a 'New Message' or 'Message Read' row goes out as a
 * `message` event ({ notificationId, type, partnerId, messageId }) with its id, so replay covers it
 * too; the app then reads the conversation through the API (which checks who may see what).
 * "Here now" rides on it too (issue 46): `connected` carries the stream's key, with which its page
 * says which Pods it shows (server/rooms/here-live.ts); a change in one of their rooms comes as a
 * `here` event ({ pods: [{ postId, count, faces }] }), without an id (nothing to replay: the
 * page's next read has the counts).
 * A person with an open stream is online (presence.ts). The stream ends when the session it was
 * opened with does (a logout, in any process).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/database.ts';
import { isMessageSignal, latestNotificationId, notificationsOfAfter, type toNotification } from './inbox.ts';
import { trackPresence } from './presence.ts';
import { onPoke } from './pokes.ts';
import type { TicketHolder } from './tickets.ts';
import { untilSessionEnds } from '../auth/sessions.ts';
import { holdStream } from '../http/open-streams.ts';
import { hereNowStream } from '../rooms/here-live.ts';

export const HEARTBEAT_MS = 25_000;
/**
 * Open streams one person may hold in a server process (a tab each; far more than anyone opens).
 * One more closes their oldest, with a last `closed` event. Counted per process, not across
 * processes: the limit is about the memory and timers one process holds for a person.
 */
export const STREAMS_PER_PERSON = 8;
const CHUNK = 500;

type Note = ReturnType<typeof toNotification>;
interface Listener {
  userId: string;
  last: number;
  write(note: Note): void;
  /** Ends the stream because a newer one of the same person's took its place. */
  supersede(): void;
}

class Hub {
  private readonly listeners = new Map<string, { set: Set<Listener>; stopPokes: () => void }>();
  private readonly pending = new Set<string>();
  private scheduled = false;
  constructor(
    private readonly db: Db,
    private readonly log: (error: unknown) => void,
  ) {}

  add(listener: Listener) {
    let entry = this.listeners.get(listener.userId);
    if (!entry) {
      entry = { set: new Set(), stopPokes: onPoke(listener.userId, () => this.poke(listener.userId)) };
      this.listeners.set(listener.userId, entry);
    }
    // A Set keeps insertion order: the first is the oldest.
    for (const oldest of entry.set) {
      if (entry.set.size < STREAMS_PER_PERSON) break;
      entry.set.delete(oldest);
      oldest.supersede();
    }
    entry.set.add(listener);
    return () => {
      entry.set.delete(listener);
      if (entry.set.size === 0) {
        entry.stopPokes();
        this.listeners.delete(listener.userId);
      }
    };
  }

  poke(userId: string) {
    this.pending.add(userId);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => void this.flush());
  }

  private async flush() {
    this.scheduled = false;
    const users = [...this.pending].filter((userId) => this.listeners.has(userId));
    this.pending.clear();
    for (let i = 0; i < users.length; i += CHUNK) {
      const chunk = users.slice(i, i + CHUNK);
      const after = Math.min(...chunk.flatMap((userId) => [...(this.listeners.get(userId)?.set ?? [])].map((l) => l.last)));
      try {
        for (const { recipient, note } of await notificationsOfAfter(this.db, chunk, after)) {
          for (const listener of this.listeners.get(recipient)?.set ?? []) {
            if (note.notificationId <= listener.last) continue;
            listener.last = note.notificationId;
            listener.write(note);
          }
        }
      } catch (error) {
        this.log(error);
      }
    }
  }
}

const hubs = new WeakMap<Db, Hub>();

function streamEvent(note: Note) {
  if (!isMessageSignal(note.type)) return `id: ${note.notificationId}\nevent: notification\ndata: ${JSON.stringify(note)}\n\n`;
  const signal = { notificationId: note.notificationId, type: note.type, partnerId: note.actorId, messageId: Number(note.entityId) };
  return `id: ${note.notificationId}\nevent: message\ndata: ${JSON.stringify(signal)}\n\n`;
}

export async function openStream(
  db: Db,
  reply: FastifyReply,
  { userId, sessionHash }: TicketHolder,
  lastEventId: number | null,
  log: (error: unknown) => void,
) {
  let hub = hubs.get(db);
  if (!hub) hubs.set(db, (hub = new Hub(db, log)));
  const start = lastEventId ?? (await latestNotificationId(db, userId));
  reply.hijack();
  const out = reply.raw;
  holdStream(reply);
  out.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const streamKey = randomUUID();
  out.write(`retry: 3000\nevent: connected\ndata: ${JSON.stringify({ userId, lastEventId: start, streamKey })}\n\n`);
  const supersede = () => out.end(`event: closed\ndata: ${JSON.stringify({ reason: 'newer-stream', streamsPerPerson: STREAMS_PER_PERSON })}\n\n`);
  const remove = hub.add({ userId, last: start, write: (note) => out.write(streamEvent(note)), supersede });
  const unwatch = hereNowStream(db, streamKey, userId, (pods) => out.write(`event: here\ndata: ${JSON.stringify({ pods })}\n\n`), log);
  const heartbeat = setInterval(() => out.write(`: heartbeat\n\n`), HEARTBEAT_MS);
  heartbeat.unref();
  const offline = trackPresence(db, userId, log);
  const stopWatching = untilSessionEnds(db, sessionHash, userId, () => out.end(), log);
  out.on('close', () => {
    clearInterval(heartbeat);
    remove();
    unwatch();
    offline();
    stopWatching();
  });
  // What happened between the last id the client saw and now.
  if (lastEventId !== null) hub.poke(userId);
}
