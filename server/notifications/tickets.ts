/**
 * Stream tickets: issued to a signed-in person for one stream (their notifications, or the room
 * of one live event), redeemed once, within a minute, by that stream only, and only while the
 * session that asked for it is still signed in.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { nowSeconds } from '../clock.ts';
import { httpError } from '../http/errors.ts';
import { lookupSession } from '../auth/sessions.ts';
import type { RoomKey } from '../live/room-key.ts';

export const TICKET_TTL_S = 60;
const hash = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

/** What a ticket opens: the person's notification stream, or one room (an event's or a Pod's). */
export type TicketPurpose = 'notifications' | `room:${RoomKey}`;
export const roomPurpose = (room: RoomKey): TicketPurpose => `room:${room}`;

export interface TicketHolder {
  userId: string;
  /** The stored hash of the session the ticket was issued for. */
  sessionHash: string;
}

export async function issueTicket(db: Db, { userId, sessionHash }: TicketHolder, purpose: TicketPurpose) {
  const ticket = randomBytes(32).toString('base64url');
  const now = nowSeconds();
  await db.kysely.deleteFrom('streamTickets').where('expiresAt', '<', now).execute();
  await db.kysely
    .insertInto('streamTickets')
    .values({ ticketHash: hash(ticket), userId, sessionHash, purpose, expiresAt: now + TICKET_TTL_S })
    .execute();
  return { ticket, expiresInSeconds: TICKET_TTL_S };
}

/**
 * Uses the ticket up (whatever the outcome) and answers who may open this stream with it: its
 * owner, who must be `pathUserId`, for this `purpose`, with the session still active (read from
 * the table, not a cache, so a logout in another process counts at once). Refusals are 401/403.
 */
export async function redeemTicket(db: Db, ticket: string | undefined, purpose: TicketPurpose, pathUserId: string, notYours: string): Promise<TicketHolder> {
  if (!ticket) throw httpError(401, 'A stream ticket is required. Ask for one with your session first.');
  const row = await db.kysely
    .deleteFrom('streamTickets')
    .where('ticketHash', '=', hash(ticket))
    .returning(['userId', 'sessionHash', 'purpose', 'expiresAt'])
    .executeTakeFirst();
  if (!row || row.expiresAt < nowSeconds()) throw httpError(401, 'This stream ticket is not valid (unknown, used or expired).');
  if (row.userId !== pathUserId) throw httpError(403, notYours);
  if (row.purpose !== purpose) throw httpError(403, 'This stream ticket was issued for another stream. Ask for a ticket for this one.');
  if ((await lookupSession(db, row.sessionHash)) !== row.userId)
    throw httpError(401, 'This stream ticket belongs to a session that has ended. Please sign in again.');
  return { userId: row.userId, sessionHash: row.sessionHash };
}
