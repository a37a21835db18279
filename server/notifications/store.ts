/**
 * Notification rows (spec §3 Notification): written in the same transaction as what caused them
 * (a follow, an invitation), read and streamed by the live-notification routes.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowSeconds } from '../clock.ts';
import { poke } from './pokes.ts';

export type NotificationType = 'New Follower' | 'Follow Request' | 'Follow Accepted' | 'Event Invitation' | EventNotice | 'Dropped In' | MessageSignal;
/** A host's own event lost a guest to a block, or all of them (server/events/guests.ts): from the host's own account. */
export type EventNotice = 'Event Guest Left' | 'Event Without Guests';
export const EVENT_NOTICES: EventNotice[] = ['Event Guest Left', 'Event Without Guests'];
/** Signals of the messaging feature carried by the same stream (`message` events): a new message, the partner's read receipt. */
export type MessageSignal = 'New Message' | 'Message Read';
export const MESSAGE_SIGNALS: MessageSignal[] = ['New Message', 'Message Read'];

export interface NewNotification {
  userId: string;
  actorId: string;
  type: NotificationType;
  entityId?: string | null;
}

export async function addNotifications(db: Kysely<Database>, rows: NewNotification[]) {
  if (rows.length === 0) return;
  const createdAt = nowSeconds();
  await db
    .insertInto('notifications')
    .values(rows.map((row) => ({ userId: row.userId, actorId: row.actorId, type: row.type, entityId: row.entityId ?? null, createdAt, readAt: null })))
    .execute();
  await poke(
    db as Kysely<never>,
    rows.map((row) => row.userId),
  );
}

/** Marks the recipient's unread notifications of these types from this actor read (a request answered). */
export async function markRead(db: Kysely<Database>, userId: string, actorId: string, types: NotificationType[]) {
  await db
    .updateTable('notifications')
    .set({ readAt: nowSeconds() })
    .where('actorId', '=', actorId)
    .where('userId', '=', userId)
    .where('type', 'in', types)
    .where('readAt', 'is', null)
    .execute();
}

const fromActor = (db: Kysely<Database>, userId: string, actorId: string, types: NotificationType[]) =>
  db.deleteFrom('notifications').where('actorId', '=', actorId).where('userId', '=', userId).where('type', 'in', types);

/** Withdraws the recipient's unread notifications of these types from this actor (a request cancelled, a follow undone, a block). */
export async function withdrawUnread(db: Kysely<Database>, userId: string, actorId: string, types: NotificationType[]) {
  await fromActor(db, userId, actorId, types).where('readAt', 'is', null).execute();
}

/** Withdraws them read or not (what they were about is gone, such as an invitation withdrawn). */
export async function withdrawAll(db: Kysely<Database>, userId: string, actorId: string, types: NotificationType[]) {
  await fromActor(db, userId, actorId, types).execute();
}
