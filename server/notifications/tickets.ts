/** Stream tickets: issued to a signed-in person, redeemed once, within a minute, for their own stream only. */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { nowSeconds } from '../clock.ts';

export const TICKET_TTL_S = 60;
const hash = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

export async function issueTicket(db: Db, userId: string) {
  const ticket = randomBytes(32).toString('base64url');
  const now = nowSeconds();
  await db.kysely.deleteFrom('streamTickets').where('expiresAt', '<', now).execute();
  await db.kysely.insertInto('streamTickets').values({ ticketHash: hash(ticket), userId, expiresAt: now + TICKET_TTL_S }).execute();
  return { ticket, expiresInSeconds: TICKET_TTL_S };
}

/** The ticket's owner if it is valid and unused (it is used up now), else null. */
export async function redeemTicket(db: Db, ticket: string) {
  const row = await db.kysely.deleteFrom('streamTickets').where('ticketHash', '=', hash(ticket)).returning(['userId', 'expiresAt']).executeTakeFirst();
  return row && row.expiresAt >= nowSeconds() ? row.userId : null;
}
