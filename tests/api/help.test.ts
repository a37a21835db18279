import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startHarness, type Harness } from './support/harness.ts';
import { startSmtpSink } from './support/smtp-sink.ts';
import { backoffSeconds } from '../../server/email/outbox.ts';

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada',
  email: 'ada@example.test',
  topic: 'Friends & Social Features',
  message: 'How do I hide my Pods?',
  ...overrides,
});

const until = async (check: () => boolean | Promise<boolean>, timeoutMs = 10_000) => {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe.each(dialects)('help form on %s', (dialect) => {
  let h: Harness;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  // Tests send from their own addresses, so the per-IP limit of one test does not reach the next.
  const send = (payload: unknown, remoteAddress = '10.0.0.1') =>
    h.app.inject({ method: 'POST', url: '/api/email-service/send-email', payload: payload as object, remoteAddress });
  beforeAll(async () => {
    smtp = await startSmtpSink();
    h = await startHarness(dialect, { env: { SMTP_URL: smtp.url, SUPPORT_EMAIL: 'help@pods.test' } });
  });
  afterAll(async () => {
    await h.close();
    await smtp.close();
  });

  it('stores the message and mails it to support over SMTP', async () => {
    const response = await send(message());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'queued', messageId: expect.any(Number) });
    await until(() => smtp.received.length === 1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(['help@pods.test']);
    expect(mail!.raw).toContain('How do I hide my Pods?');
    expect(mail!.raw).toMatch(/Reply-To: Ada <ada@example\.test>/);
    expect(mail!.raw).toContain('Friends & Social Features');
    await until(async () => {
      const row = await h.db.kysely.selectFrom('emailOutbox').selectAll().where('messageId', '=', response.json().messageId).executeTakeFirstOrThrow();
      return row.sentAt !== null && row.attempts === 1;
    });
  });

  it("answers the spec's texts for missing or wrong fields", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [message({ name: '' }), 'Name is required'],
      [message({ email: ' ' }), 'Email is required'],
      [message({ message: '' }), 'Message is required'],
      [message({ topic: 'Privacy & Safety' }), 'Please select at least one topic'],
      [message({ email: 'not-an-email' }), 'Please enter a valid email address'],
      [message({ name: 'x'.repeat(36) }), 'Name must be at most 35 characters'],
      [message({ email: `${'a'.repeat(30)}@example.test` }), 'Email must be at most 35 characters'],
    ];
    // Refused messages count against the limit too, so each case comes from its own address.
    for (const [index, [payload, text]] of cases.entries()) {
      const response = await send(payload, `10.1.0.${index + 1}`);
      expect(response.statusCode, text).toBe(400);
      expect(response.json()).toEqual({ error: 'Bad Request', message: text });
    }
    const count = await h.db.kysely
      .selectFrom('emailOutbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('limits each address to 5 messages a minute', async () => {
    for (let i = 0; i < 5; i += 1) expect((await send(message({ message: `note ${i}` }), '10.2.0.1')).statusCode).toBe(200);
    const limited = await send(message(), '10.2.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many messages\. Please try again in/);
    // Another address is not affected; other routes are not limited.
    expect((await send(message(), '10.2.0.2')).statusCode).toBe(200);
    for (let i = 0; i < 8; i += 1) expect((await h.app.inject({ url: '/api/pods/', remoteAddress: '10.2.0.1' })).statusCode).toBe(200);
    await until(() => smtp.received.length === 7);
  });

  it('keeps a failed send in the outbox and retries it later', async () => {
    const before = smtp.received.length;
    smtp.refuseNext(1);
    const response = await send(message({ message: 'Retry me' }), '10.3.0.1');
    const { messageId } = response.json();
    const row = () => h.db.kysely.selectFrom('emailOutbox').selectAll().where('messageId', '=', messageId).executeTakeFirstOrThrow();
    await until(async () => (await row()).attempts === 1);
    const failed = await row();
    expect(failed.sentAt).toBeNull();
    expect(failed.lastError).toMatch(/451|temporarily unavailable/i);
    expect(failed.nextAttemptAt).toBeGreaterThan(failed.createdAt);
    await until(async () => (await row()).sentAt !== null);
    expect((await row()).attempts).toBe(2);
    expect(smtp.received.slice(before).some((mail) => mail.raw.includes('Retry me'))).toBe(true);
  });
});

describe('help outbox back-off', () => {
  it('doubles from 1 s up to an hour', () => {
    expect([1, 2, 3, 4, 5].map(backoffSeconds)).toEqual([1, 2, 4, 8, 16]);
    expect(backoffSeconds(30)).toBe(3600);
  });
});

describe('help messages without SMTP_URL', () => {
  it('are kept in the outbox, unsent', async () => {
    const h = await startHarness('sqlite');
    try {
      const response = await h.app.inject({ method: 'POST', url: '/api/email-service/send-email', payload: message() });
      expect(response.statusCode).toBe(200);
      const row = await h.db.kysely.selectFrom('emailOutbox').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ name: 'Ada', topic: 'Friends & Social Features', sentAt: null, attempts: 0 });
    } finally {
      await h.close();
    }
  });
});
