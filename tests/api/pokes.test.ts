/**
 * Pokes between processes (PostgreSQL NOTIFY, server/notifications/pokes.ts): a notification to
 * thousands of people reaches every process as a few notifications of batched ids, sent in one
 * statement, and every id arrives.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { channelName } from '../../server/db/listen.ts';
import { POKE_CHANNEL, onPoke, poke, pokePayloads, relayPostgresPokes } from '../../server/notifications/pokes.ts';
import { startHarness, type Harness } from './support/harness.ts';

describe('poke payloads', () => {
  it('batch ids under NOTIFY’s 8,000 bytes, every id once, in order', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => `person-${i}-${'x'.repeat(20)}`);
    const payloads = pokePayloads(ids);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(payloads.flatMap((payload) => payload.split(','))).toEqual(ids);
    expect(pokePayloads([])).toEqual([]);
  });
});

describe.runIf(process.env.DATABASE_URL)('pokes across processes on postgres', () => {
  let h: Harness;
  let listener: pg.Client;
  const heard: string[] = [];

  beforeAll(async () => {
    h = await startHarness('postgres');
    listener = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await listener.connect();
    // The harness's schema's channel (server/db/listen.ts).
    const channel = await channelName(h.db, POKE_CHANNEL);
    listener.on('notification', (message) => {
      if (message.channel === channel && message.payload) heard.push(message.payload);
    });
    await listener.query(`LISTEN ${listener.escapeIdentifier(channel)}`);
  });
  afterAll(async () => {
    await listener.end();
    await h.close();
  });

  it('a poke to 2,000 people is a handful of notifications, and each process hears every one of them', async () => {
    const mark = randomBytes(6).toString('hex');
    const ids = Array.from({ length: 2000 }, (_, i) => `${mark}-${i}-abcdefghijklmnopqrstuv`);
    const relay = relayPostgresPokes(h.db, () => {});
    await relay.ready;
    const relayed = new Set<string>();
    const stops = ids.map((id) => onPoke(id, () => relayed.add(id)));
    try {
      await poke(h.db.kysely as unknown as Kysely<never>, ids);
      const until = async (done: () => boolean) => {
        for (let waited = 0; !done() && waited < 5000; waited += 25) await new Promise((resolve) => setTimeout(resolve, 25));
      };
      await until(() => relayed.size === ids.length && heard.some((payload) => payload.startsWith(mark)));
      expect(relayed.size).toBe(ids.length);
      const ours = heard.filter((payload) => payload.startsWith(mark));
      // 2,000 ids of about 40 bytes, 80 KB: a dozen payloads under 8,000 bytes (it was one notification a person).
      expect(ours.length).toBeLessThanOrEqual(Math.ceil(ids.join(',').length / 6000));
      expect(new Set(ours.flatMap((payload) => payload.split(','))).size).toBe(ids.length);
    } finally {
      stops.forEach((stop) => stop());
      await relay.stop();
    }
  });
});
