/**
 * Several server processes on one PostgreSQL database share each rate limit (the counts live in
 * the database), and a limiter that cannot reach its table lets requests through. On SQLite, one
 * process, the counts stay in memory. Each "process" is an app on its own database handle.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startHarness, startSecondProcess, type Harness, type SecondProcess } from './support/harness.ts';
import { LIMITS } from '../../server/http/rate-limits.ts';
import { sql } from 'kysely';

const message = (n: number) => ({ name: 'Ada', email: 'ada@example.test', topic: 'Friends & Social Features', message: `note ${n}` });
const help = (app: FastifyInstance, remoteAddress: string, n: number) =>
  app.inject({ method: 'POST', url: '/api/email-service/send-email', payload: message(n), remoteAddress });

describe.each(dialects)('rate limits across two app processes on %s', (dialect) => {
  let h: Harness;
  let second: SecondProcess;
  let other: FastifyInstance;

  beforeAll(async () => {
    h = await startHarness(dialect);
    second = await startSecondProcess(h);
    other = second.app;
  });
  afterAll(async () => {
    await second.close();
    await h.close();
  });

  it(
    dialect === 'postgres'
      ? `counts ${LIMITS.help.max} help messages a minute per address across both processes`
      : `counts ${LIMITS.help.max} help messages a minute per address in each process`,
    async () => {
      expect(LIMITS.help.max).toBe(5);
      for (let n = 0; n < 3; n += 1) expect((await help(h.app, '10.60.0.1', n)).statusCode).toBe(200);
      for (let n = 3; n < 5; n += 1) expect((await help(other, '10.60.0.1', n)).statusCode).toBe(200);
      const sixth = await help(other, '10.60.0.1', 5);
      if (dialect === 'sqlite') {
        // One process is the SQLite deployment; each app counts for itself, as before.
        expect(sixth.statusCode).toBe(200);
        return;
      }
      expect(sixth.statusCode, sixth.body).toBe(429);
      expect(sixth.json()).toEqual({
        error: 'Too Many Requests',
        message: expect.stringMatching(/^Too many messages\. Please try again in (\d+ seconds?|1 minute)\.$/),
      });
      const retryAfter = Number(sixth.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect((await help(h.app, '10.60.0.1', 6)).statusCode).toBe(429);
      // Another address, and another limited route for the same address, count apart.
      expect((await help(other, '10.60.0.2', 7)).statusCode).toBe(200);
      expect((await h.app.inject({ method: 'POST', url: '/api/auth/nonce', remoteAddress: '10.60.0.1' })).statusCode).toBe(200);
    },
  );

  it.runIf(dialect === 'postgres')('lets requests through when the shared counts cannot be reached', async () => {
    await sql`drop table rate_limit_counts`.execute(h.db.kysely);
    for (let n = 0; n < LIMITS.help.max + 2; n += 1) expect((await help(h.app, '10.60.1.1', n)).statusCode).toBe(200);
  });
});
