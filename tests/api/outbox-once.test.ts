/**
 * Several server processes on one database each run the help outbox: every stored message is
 * mailed once, not once per process, and a message whose sender died mid-send is not lost.
 * Each "process" here is its own database handle (its own pool or SQLite connection).
 */
import type { Transporter } from 'nodemailer';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dialects, startHarness, type Harness } from './support/harness.ts';
import { openDatabase, type Db } from '../../server/db/database.ts';
import { OUTBOX_LEASE_S, deliverDue, storeHelpMessage, type MailSettings } from '../../server/email/outbox.ts';

const settings: MailSettings = { smtpUrl: 'smtp://unused.test', to: 'help@pods.test', from: 'pods@pods.test' };
const quiet = () => {};

/** A transport that records each mail's text, taking a little while per send like a real one. */
function countingTransport(sent: string[], send?: (text: string) => Promise<void>) {
  return {
    async sendMail(mail: { text: string }) {
      await (send ? send(mail.text) : new Promise((resolve) => setTimeout(resolve, 2)));
      sent.push(mail.text);
    },
  } as unknown as Transporter;
}

/** Runs rounds until one finds nothing due, like the loop in startOutbox. */
async function drain(db: Db, transport: Transporter) {
  while ((await deliverDue(db, transport, settings, quiet)) > 0);
}

describe.each(dialects)('help outbox shared by two processes on %s', (dialect) => {
  let h: Harness;
  let other: Db;

  beforeAll(async () => {
    h = await startHarness(dialect);
    other = openDatabase({
      dataDir: h.config.dataDir,
      databaseUrl: dialect === 'postgres' ? process.env.DATABASE_URL : undefined,
      ...(h.schema ? { searchPath: h.schema } : {}),
    });
  });
  afterAll(async () => {
    await other.kysely.destroy();
    await h.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('mails each of 45 stored messages exactly once', async () => {
    const texts = Array.from({ length: 45 }, (_, i) => `once ${i}`);
    for (const text of texts) await storeHelpMessage(h.db, { name: 'Ada', email: 'ada@example.test', topic: 'Account', message: text });
    const sent: string[] = [];
    await Promise.all([drain(h.db, countingTransport(sent)), drain(other, countingTransport(sent))]);
    expect(sent.map((text) => text.split('\n')[0]).sort()).toEqual([...texts].sort());
    const unsent = await h.db.kysely.selectFrom('emailOutbox').select('messageId').where('sentAt', 'is', null).execute();
    expect(unsent).toEqual([]);
  });

  it('sends again, after the lease, a message whose process died mid-send', async () => {
    await storeHelpMessage(h.db, { name: 'Ada', email: 'ada@example.test', topic: 'Account', message: 'orphan' });
    const sent: string[] = [];
    // The first process takes the message and never finishes sending it (it died).
    const dying = countingTransport([], () => new Promise<void>(() => {}));
    void deliverDue(h.db, dying, settings, quiet);
    await vi.waitFor(async () => {
      const row = await h.db.kysely.selectFrom('emailOutbox').select('nextAttemptAt').where('message', '=', 'orphan').executeTakeFirstOrThrow();
      expect(row.nextAttemptAt).toBeGreaterThan(Math.floor(Date.now() / 1000));
    });
    // While the lease holds, the other process leaves it alone.
    await drain(other, countingTransport(sent));
    expect(sent).toEqual([]);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (OUTBOX_LEASE_S + 1) * 1000);
    await drain(other, countingTransport(sent));
    expect(sent.map((text) => text.split('\n')[0])).toEqual(['orphan']);
  });
});
