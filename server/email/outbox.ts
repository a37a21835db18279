/**
 * The help form's outbox (spec Help form, POST /api/email-service/send-email): every message is
 * stored first, then mailed to support by SMTP (nodemailer) when SMTP_URL is set. A send that
 * fails stays in the outbox and is retried with exponential back-off (1 s, 2 s, 4 s … at most an
 * hour) by a loop that stop() ends, waiting for a delivery under way, before the database closes.
 * Every server process on one database runs the loop; each message is taken by one (takeDue).
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/database.ts';
import { nowSeconds } from '../clock.ts';

export interface HelpMessage {
  name: string;
  email: string;
  topic: string;
  message: string;
}

export interface MailSettings {
  smtpUrl: string | undefined;
  /** Where help messages go. */
  to: string;
  from: string;
}

const MAX_BACKOFF_SECONDS = 60 * 60;
const BATCH = 20;

export const backoffSeconds = (attempts: number) => Math.min(2 ** Math.max(attempts - 1, 0), MAX_BACKOFF_SECONDS);

export async function storeHelpMessage(db: Db, message: HelpMessage) {
  const now = nowSeconds();
  const row = await db.kysely
    .insertInto('emailOutbox')
    .values({ ...message, createdAt: now, nextAttemptAt: now, sentAt: null, lastError: null })
    .returning('messageId')
    .executeTakeFirstOrThrow();
  return row.messageId;
}

function mailOf(settings: MailSettings, message: HelpMessage) {
  return {
    from: settings.from,
    to: settings.to,
    replyTo: { name: message.name, address: message.email },
    subject: `[Pods help] ${message.topic} — ${message.name}`,
    text: `${message.message}\n\n— ${message.name} <${message.email}>\nTopic: ${message.topic}\n`,
  };
}

/**
 * How long a taken message stays out of every other process's reach: longer than one send can
 * take (the transport's timeouts below), so a live sender is never raced, and short enough that a
 * message whose process died mid-send is mailed by another a few minutes later, not lost. (A
 * process that died after the SMTP server accepted the mail but before recording it means the
 * mail goes twice: at least once, never zero times.)
 */
export const OUTBOX_LEASE_S = 5 * 60;
const TRANSPORT_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/**
 * Takes the oldest due message for this process by moving its next try past the lease, in one
 * statement. On PostgreSQL, SKIP LOCKED makes a second process running the same statement take
 * the next row instead of waiting for this one and then taking it too; SQLite has one writer at a
 * time, so the statement alone is enough there.
 */
async function takeDue(db: Db) {
  const now = nowSeconds();
  const due = db.kysely
    .selectFrom('emailOutbox')
    .select('messageId')
    .where('sentAt', 'is', null)
    .where('nextAttemptAt', '<=', now)
    .orderBy('messageId')
    .limit(1)
    .$if(db.dialect === 'postgres', (query) => query.forUpdate().skipLocked());
  return db.kysely
    .updateTable('emailOutbox')
    .set({ nextAttemptAt: now + OUTBOX_LEASE_S })
    .where('messageId', '=', due)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Sends up to a batch of due messages, each taken first so that no other process sends it too; a
 * failure records the error and schedules the next try. Returns how many it took.
 */
export async function deliverDue(db: Db, transport: Transporter, settings: MailSettings, log: (message: string, error?: unknown) => void) {
  let taken = 0;
  for (let row = await takeDue(db); row; row = taken < BATCH ? await takeDue(db) : undefined) {
    taken += 1;
    try {
      await transport.sendMail(mailOf(settings, row));
      await db.kysely
        .updateTable('emailOutbox')
        .set({ sentAt: nowSeconds(), attempts: row.attempts + 1, lastError: null })
        .where('messageId', '=', row.messageId)
        .execute();
    } catch (error) {
      const attempts = row.attempts + 1;
      log(`help message ${row.messageId} not sent (attempt ${attempts})`, error);
      await db.kysely
        .updateTable('emailOutbox')
        .set({ attempts, nextAttemptAt: nowSeconds() + backoffSeconds(attempts), lastError: String((error as Error).message ?? error).slice(0, 500) })
        .where('messageId', '=', row.messageId)
        .execute();
    }
  }
  return taken;
}

/**
 * Starts the delivery loop (nothing without SMTP_URL: messages wait in the outbox). kick() runs a
 * round now (after a new message); the loop also wakes every `pollMs` for retries.
 */
export function startOutbox(db: Db, settings: MailSettings, log: (message: string, error?: unknown) => void, pollMs = 1000) {
  if (!settings.smtpUrl) return { kick() {}, async stop() {} };
  const transport = nodemailer.createTransport({ url: settings.smtpUrl, ...TRANSPORT_TIMEOUTS });
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  const round = () => {
    if (stopped) return running;
    again = true;
    running = running.then(async () => {
      while (again && !stopped) {
        again = false;
        try {
          await deliverDue(db, transport, settings, log);
        } catch (error) {
          log('help outbox round failed', error);
        }
      }
    });
    return running;
  };
  const schedule = () => {
    timer = setTimeout(() => {
      void round().then(() => {
        if (!stopped) schedule();
      });
    }, pollMs);
    timer.unref();
  };
  schedule();
  return {
    kick() {
      void round();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
