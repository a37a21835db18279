/**
 * The help form's outbox (spec Help form, POST /api/email-service/send-email): every message is
 * stored first, then mailed to support by SMTP (nodemailer) when SMTP_URL is set. A send that
 * fails stays in the outbox and is retried with exponential back-off (1 s, 2 s, 4 s … at most an
 * hour) by a loop that stop() ends, waiting for a delivery under way, before the database closes.
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

/** Sends every due message once; a failure records the error and schedules the next try. */
export async function deliverDue(db: Db, transport: Transporter, settings: MailSettings, log: (message: string, error?: unknown) => void) {
  const due = await db.kysely
    .selectFrom('emailOutbox')
    .selectAll()
    .where('sentAt', 'is', null)
    .where('nextAttemptAt', '<=', nowSeconds())
    .orderBy('messageId')
    .limit(BATCH)
    .execute();
  for (const row of due) {
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
  return due.length;
}

/**
 * Starts the delivery loop (nothing without SMTP_URL: messages wait in the outbox). kick() runs a
 * round now (after a new message); the loop also wakes every `pollMs` for retries.
 */
export function startOutbox(db: Db, settings: MailSettings, log: (message: string, error?: unknown) => void, pollMs = 1000) {
  if (!settings.smtpUrl) return { kick() {}, async stop() {} };
  const transport = nodemailer.createTransport(settings.smtpUrl);
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
