/**
 * One live notification stream (Server-Sent Events): `connected` first, then each notification
 * as a `notification` event with its id, heartbeats every 25 s, and on a poke the rows after the
 * last id delivered. A reconnect passes the last id it saw (Last-Event-ID) and gets what it missed.
 */
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/database.ts';
import { latestNotificationId, notificationsAfter } from './inbox.ts';
import { onPoke } from './pokes.ts';

export const HEARTBEAT_MS = 25_000;

export async function openStream(db: Db, reply: FastifyReply, userId: string, lastEventId: number | null, log: (error: unknown) => void) {
  let last = lastEventId ?? (await latestNotificationId(db, userId));
  reply.hijack();
  const out = reply.raw;
  out.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  out.write(`retry: 3000\nevent: connected\ndata: ${JSON.stringify({ userId, lastEventId: last })}\n\n`);

  let reading = false;
  let again = false;
  const deliver = async () => {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      do {
        again = false;
        for (const note of await notificationsAfter(db, userId, last)) {
          out.write(`id: ${note.notificationId}\nevent: notification\ndata: ${JSON.stringify(note)}\n\n`);
          last = note.notificationId;
        }
      } while (again);
    } catch (error) {
      log(error);
    } finally {
      reading = false;
    }
  };

  const unsubscribe = onPoke(userId, () => void deliver());
  const heartbeat = setInterval(() => out.write(`: heartbeat\n\n`), HEARTBEAT_MS);
  heartbeat.unref();
  const close = () => {
    clearInterval(heartbeat);
    unsubscribe();
  };
  out.on('close', close);
  // What happened between the last id the client saw and now.
  if (lastEventId !== null) await deliver();
  return close;
}
