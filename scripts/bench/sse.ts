/**
 * The live notification part of `npm run bench`: opens many concurrent SSE streams (one per seeded
 * person, each with its own single-use ticket) against the server processes (spread over them in
 * turn), publishes one notification to every one of them at once, and reports how long delivery
 * took (p50, p99, last) and, where it can be read, the server's memory. Targets (issue 7): all
 * within 1 s, memory under 600 MB.
 */
import http from 'node:http';
import type { Db } from '../../server/db/database.ts';
import { issueTicket } from '../../server/notifications/tickets.ts';
import { issueSession } from '../../server/auth/sessions.ts';
import { hashToken } from '../../server/auth/tokens.ts';

export interface SseResult {
  streams: number;
  connected: number;
  delivered: number;
  p50: number;
  p99: number;
  max: number;
  /** NaN where the servers' memory is not known. */
  rssMb: number;
}

export interface SseTarget {
  /** The ports streams are opened on, in turn. */
  ports: number[];
  /** Publishes one notification to each of these people, through the app's own write path. */
  publish(userIds: string[]): Promise<void>;
  /** The server's resident memory in bytes, if known. */
  memory?(): Promise<number>;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

export async function benchSse(db: Db, target: SseTarget, userIds: string[]): Promise<SseResult> {
  const tickets: string[] = [];
  // A ticket opens a stream only while its session is signed in: each person gets one.
  for (const userId of userIds)
    tickets.push((await issueTicket(db, { userId, sessionHash: hashToken(await issueSession(db, userId)) }, 'notifications')).ticket);
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const arrivals: number[] = [];
  let connected = 0;
  const requests: http.ClientRequest[] = [];
  let publishedAt = 0;
  await Promise.all(
    userIds.map(
      (userId, i) =>
        new Promise<void>((resolve, reject) => {
          const request = http.get(
            { host: '127.0.0.1', port: target.ports[i % target.ports.length], path: `/api/sse-events/${userId}?ticket=${tickets[i]}`, agent },
            (response) => {
              if (response.statusCode !== 200) return reject(new Error(`stream ${userId} answered ${response.statusCode}`));
              let buffer = '';
              response.setEncoding('utf8');
              response.on('data', (chunk: string) => {
                buffer += chunk;
                if (buffer.includes('event: connected')) {
                  buffer = buffer.replace(/[\s\S]*?event: connected[^\n]*\n[^\n]*\n\n/, '');
                  connected++;
                  resolve();
                }
                if (buffer.includes('event: notification')) {
                  arrivals.push(performance.now() - publishedAt);
                  buffer = '';
                }
              });
            },
          );
          request.on('error', reject);
          requests.push(request);
        }),
    ),
  );
  publishedAt = performance.now();
  await target.publish(userIds);
  const deadline = Date.now() + 10_000;
  while (arrivals.length < userIds.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  const rss = target.memory ? await target.memory() : NaN;
  requests.forEach((request) => request.destroy());
  agent.destroy();
  const sorted = [...arrivals].sort((a, b) => a - b);
  return {
    streams: userIds.length,
    connected,
    delivered: arrivals.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
    rssMb: rss / 1024 / 1024,
  };
}
