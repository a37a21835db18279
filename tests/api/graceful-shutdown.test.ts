/**
 * A server process told to stop (SIGTERM: a deploy, a scale-down) finishes what it is doing and
 * exits, and the people whose live streams it held are told to reconnect (to another process
 * behind the balancer) rather than being left on a connection that never ends.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness.ts';
import { bearer, signInWithDev, type SignedIn } from './support/dev-sign-in.ts';
import { createAccount } from './support/onboarding.ts';
import { openEventStream } from './support/event-stream.ts';
import { startServerProcess } from './support/server-process.ts';

const exited = (child: ChildProcess, withinMs: number) =>
  new Promise<number | null>((resolve, reject) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    const timer = setTimeout(() => reject(new Error(`still running ${withinMs} ms after SIGTERM`)), withinMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });

describe('graceful shutdown', () => {
  let h: Harness;
  let ana: SignedIn;

  beforeAll(async () => {
    h = await startHarness('sqlite');
    ana = await signInWithDev(h.app, 'ana-shutdown@example.test');
    expect((await createAccount(h.app, ana, { userName: 'ana_shutdown' })).statusCode).toBe(200);
  });
  afterAll(() => h.close());

  it('tells the live streams it holds to reconnect, ends them, and exits 0', async () => {
    // Another process on the same data (the SQLite file): the one that is stopped.
    const server = await startServerProcess({ DATA_DIR: h.config.dataDir, DATABASE_URL: '' });
    try {
      const ticket = await fetch(`${server.origin}/api/notifications/stream-ticket/${ana.user.userId}`, { method: 'POST', headers: bearer(ana.sessionToken) });
      const { ticket: value } = (await ticket.json()) as { ticket: string };
      const stream = await openEventStream(`${server.origin}/api/sse-events/${ana.user.userId}?ticket=${value}`);
      expect((await stream.next()).event).toBe('connected');

      server.process.kill('SIGTERM');
      const told = await stream.next(3000);
      expect(told.event).toBe('reconnect');
      await expect(stream.next(3000)).rejects.toThrow('stream ended');
      expect(await exited(server.process, 10_000)).toBe(0);
    } finally {
      if (server.process.exitCode === null) server.process.kill('SIGKILL');
    }
  }, 60_000);
});
