/**
 * A person's notifications as the app reads them (spec §3 Notification): the live type ('New
 * Follower', 'Event Invitation'), the stored kind ('follower' or 'event'), a sentence, and whether
 * it was read; marking read goes by kind. Nothing from someone in a block relation with the
 * recipient (either way) is listed or streamed, read or not.
 */
import type { Db } from '../db/database.ts';
import { nowSeconds } from '../clock.ts';
import { EVENT_NOTICES, MESSAGE_SIGNALS } from './store.ts';
import { noBlockBetween } from '../users/relations.ts';

const FOLLOWER_TYPES = ['New Follower', 'Follow Request', 'Follow Accepted'];
const EVENT_TYPES = ['Event Invitation', ...EVENT_NOTICES];
/** Someone the owner follows dropped into their Pod (issue 46): its own kind, no green dot. */
const POD_TYPES = ['Dropped In'];
/** The live types that are marked read by kind ('New Follower' and 'Event Invitation', spec §7). */
export const LIVE_TYPES = ['New Follower', 'Event Invitation'] as const;
export type LiveType = (typeof LIVE_TYPES)[number];
/** Every notificationType a notification may carry. */
export const NOTIFICATION_TYPES = [...LIVE_TYPES, 'Dropped In'] as const;

/** An event as a sentence names it: “Launch party”, or 'your event' once it is gone. */
const theEvent = (eventName: string | null) => (eventName === null ? 'your event' : `“${eventName}”`);

const TEXT: Record<string, (actor: string, eventName: string | null) => string> = {
  'New Follower': (actor) => `${actor} started following you`,
  'Follow Request': (actor) => `${actor} wants to follow you`,
  'Follow Accepted': (actor) => `${actor} accepted your follow request`,
  'Event Invitation': (actor) => `${actor} invited you to an event`,
  'Dropped In': (actor) => `${actor} dropped into your Pod`,
  'Event Guest Left': (_, eventName) => `A guest can no longer come to ${theEvent(eventName)}.`,
  'Event Without Guests': (_, eventName) => `Nobody is invited to ${theEvent(eventName)} any more: add guests or delete it.`,
};

const rowsQuery = (db: Db, userId: string | string[]) =>
  db.kysely
    .selectFrom('notifications')
    .innerJoin('users', 'users.userId', 'notifications.actorId')
    .select([
      'notifications.notificationId',
      'notifications.userId',
      'notifications.type',
      'notifications.actorId',
      'notifications.entityId',
      'notifications.createdAt',
      'notifications.readAt',
      'users.displayName',
      'users.userName',
      // The event a host's notice is about (its name goes into the sentence).
      (eb) =>
        eb
          .selectFrom('events')
          .select('events.eventName')
          .where(eb.ref('notifications.type'), 'in', EVENT_NOTICES)
          .where((inner) => inner(inner.cast('events.eventId', 'text'), '=', inner.ref('notifications.entityId')))
          .as('eventName'),
    ])
    .where('notifications.userId', Array.isArray(userId) ? 'in' : '=', userId)
    .where(noBlockBetween('notifications.userId', 'notifications.actorId'));

type Row = Awaited<ReturnType<ReturnType<typeof rowsQuery>['execute']>>[number];

export function toNotification(row: Row) {
  const kind = EVENT_TYPES.includes(row.type) ? 'event' : POD_TYPES.includes(row.type) ? 'pod' : 'follower';
  return {
    notificationId: row.notificationId,
    notificationType: kind === 'event' ? ('Event Invitation' as const) : kind === 'pod' ? ('Dropped In' as const) : ('New Follower' as const),
    kind: kind as 'follower' | 'event' | 'pod',
    type: row.type,
    notificationText: (TEXT[row.type] ?? ((actor: string) => `${actor} did something`))(row.displayName ?? row.userName ?? 'Someone', row.eventName),
    actorId: row.actorId,
    entityId: row.entityId,
    createdAt: row.createdAt,
    read: row.readAt !== null,
  };
}

/** Whether a row is a messaging signal (streamed as a `message` event, never listed). */
export const isMessageSignal = (type: string) => (MESSAGE_SIGNALS as string[]).includes(type);

/** The newest 50, newest first (messaging signals are not notifications people read). */
export async function listNotifications(db: Db, userId: string) {
  const rows = await rowsQuery(db, userId)
    .where('notifications.type', 'not in', MESSAGE_SIGNALS)
    .orderBy('notifications.notificationId', 'desc')
    .limit(50)
    .execute();
  return { notifications: rows.map(toNotification) };
}

/** Notifications after `afterId`, oldest first (what a stream delivers or replays). */
export async function notificationsAfter(db: Db, userId: string, afterId: number, limit = 200) {
  const rows = await rowsQuery(db, userId).where('notifications.notificationId', '>', afterId).orderBy('notifications.notificationId').limit(limit).execute();
  return rows.map(toNotification);
}

/** Notifications of several people after `afterId`, oldest first, with their recipient (one read for a burst of pokes). */
export async function notificationsOfAfter(db: Db, userIds: string[], afterId: number) {
  const rows = await rowsQuery(db, userIds)
    .where('notifications.notificationId', '>', afterId)
    .orderBy('notifications.notificationId')
    .limit(userIds.length * 20)
    .execute();
  return rows.map((row) => ({ recipient: row.userId, note: toNotification(row) }));
}

/** The id a new stream starts after (so it delivers only what comes next). */
export async function latestNotificationId(db: Db, userId: string) {
  const row = await db.kysely
    .selectFrom('notifications')
    .select((eb) => eb.fn.max('notificationId').as('last'))
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

/** Marks every unread notification of this live type's kind read; answers how many. */
export async function markKindRead(db: Db, userId: string, type: LiveType) {
  const result = await db.kysely
    .updateTable('notifications')
    .set({ readAt: nowSeconds() })
    .where('userId', '=', userId)
    .where('type', 'in', type === 'Event Invitation' ? EVENT_TYPES : FOLLOWER_TYPES)
    .where('readAt', 'is', null)
    .executeTakeFirst();
  return { marked: Number(result.numUpdatedRows) };
}
