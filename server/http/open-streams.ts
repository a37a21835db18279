/**
 * The event streams a process holds (live notifications, live event rooms): hijacked responses,
 * which Fastify neither waits for nor ends when it closes, and which never end by themselves. So
 * an app that closes (a deploy's SIGTERM) would wait on them for ever. Instead, as the close
 * starts, each is told to reconnect and ended: its person's app reconnects through the balancer
 * to a process that is still running (the clients reconnect whenever a stream ends).
 */
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    openStreams: Set<ServerResponse>;
  }
}

export const RECONNECT_EVENT = 'event: reconnect\ndata: {}\n\n';

/** Keeps `reply`'s stream in its app's list until it ends. */
export function holdStream(reply: FastifyReply) {
  const streams = reply.server.openStreams;
  const out = reply.raw;
  streams.add(out);
  out.on('close', () => streams.delete(out));
}

/** Ends every held stream, with the reconnect event, when the app starts closing. */
export function endStreamsOnClose(app: FastifyInstance) {
  app.decorate('openStreams', new Set<ServerResponse>());
  app.addHook('preClose', async () => {
    for (const out of app.openStreams) out.end(RECONNECT_EVENT);
  });
}
