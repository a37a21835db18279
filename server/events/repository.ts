/**
 * Reading events: the host's, the guest's invitations, and one event for its host or a guest.
 * Time is applied on every read (spec §4): a pending event past its end is saved as expired, a
 * started one over an hour old as finished, so every reader sees the same status. Blocks apply
 * (docs/decisions.md, issue 17): a reader sees no guest in a block relation with them, and no event
 * whose host is in one.
 */
import type { Db } from '../db/database.ts';
import { nowSeconds } from '../clock.ts';
import { httpError } from '../http/errors.ts';
import { statusAt, type EventStatus } from '../../shared/event-rules.ts';
import { blocksBetween, noBlockWith } from '../users/relations.ts';

const eventColumns = [
  'events.eventId',
  'events.hostId',
  'events.postId',
  'events.eventName',
  'events.eventDescription',
  'events.eventThumbnail',
  'events.startTimestamp',
  'events.endTimestamp',
  'events.eventStatus',
  'users.displayName as hostDisplayName',
  'users.dpUrl as hostDpUrl',
  'posts.postName',
  'posts.postDisplayImage',
  'posts.postDisplayImageSet',
] as const;

const eventsQuery = (db: Db) =>
  db.kysely.selectFrom('events').innerJoin('users', 'users.userId', 'events.hostId').innerJoin('posts', 'posts.postId', 'events.postId').select(eventColumns);

type EventRow = Awaited<ReturnType<ReturnType<typeof eventsQuery>['execute']>>[number];

/** Saves what time decided (only over the status it replaces, so concurrent reads agree). */
async function applyTime(db: Db, rows: EventRow[]) {
  const now = nowSeconds();
  for (const row of rows) {
    const current = statusAt({ eventStatus: row.eventStatus as EventStatus, startTimestamp: row.startTimestamp, endTimestamp: row.endTimestamp }, now);
    if (current === row.eventStatus) continue;
    await db.kysely
      .updateTable('events')
      .set({ eventStatus: current, updatedAt: now })
      .where('eventId', '=', row.eventId)
      .where('eventStatus', '=', row.eventStatus)
      .execute();
    row.eventStatus = current;
  }
  return rows;
}

/** The events with the guests the viewer may see. */
async function withGuests(db: Db, rows: EventRow[], viewerId: string) {
  if (rows.length === 0) return [];
  const guests = await db.kysely
    .selectFrom('eventGuests')
    .innerJoin('users', 'users.userId', 'eventGuests.userId')
    .select(['eventGuests.eventId', 'users.userId', 'users.displayName', 'users.dpUrl'])
    .where(
      'eventGuests.eventId',
      'in',
      rows.map((r) => r.eventId),
    )
    .where(noBlockWith(viewerId, 'eventGuests.userId'))
    .orderBy('users.displayName')
    .execute();
  return rows.map((row) => ({
    eventId: row.eventId,
    hostId: row.hostId,
    postId: row.postId,
    eventName: row.eventName,
    eventDescription: row.eventDescription,
    eventThumbnail: row.eventThumbnail,
    startTimestamp: row.startTimestamp,
    endTimestamp: row.endTimestamp,
    eventStatus: row.eventStatus,
    host: { userId: row.hostId, userDisplayName: row.hostDisplayName, userDPUrl: row.hostDpUrl },
    post: { postId: row.postId, postName: row.postName, postDisplayImage: row.postDisplayImage, postDisplayImageSet: row.postDisplayImageSet },
    guests: guests.filter((g) => g.eventId === row.eventId).map((g) => ({ userId: g.userId, userDisplayName: g.displayName, userDPUrl: g.dpUrl })),
  }));
}

export type EventView = Awaited<ReturnType<typeof withGuests>>[number];

const read = async (db: Db, rows: EventRow[], viewerId: string) => withGuests(db, await applyTime(db, rows), viewerId);

/** The events a person hosts, soonest first. */
export async function hostedEvents(db: Db, hostId: string) {
  return read(db, await eventsQuery(db).where('events.hostId', '=', hostId).orderBy('events.startTimestamp').orderBy('events.eventId').execute(), hostId);
}

/** The events a person is invited to, soonest first. */
export async function invitedEvents(db: Db, userId: string) {
  const rows = await eventsQuery(db)
    .innerJoin('eventGuests', 'eventGuests.eventId', 'events.eventId')
    .where('eventGuests.userId', '=', userId)
    .where(noBlockWith(userId, 'events.hostId'))
    .orderBy('events.startTimestamp')
    .orderBy('events.eventId')
    .execute();
  return read(db, rows, userId);
}

/** One event, for its host or one of its guests not in a block relation with the host; anyone else gets 404 (its existence is not told). */
export async function eventFor(db: Db, viewerId: string, eventId: number) {
  const row = await eventsQuery(db).where('events.eventId', '=', eventId).executeTakeFirst();
  if (!row) throw httpError(404, 'No such event.');
  if (row.hostId !== viewerId) {
    const invited = await db.kysely.selectFrom('eventGuests').select('userId').where('eventId', '=', eventId).where('userId', '=', viewerId).executeTakeFirst();
    const { aBlockedB, bBlockedA } = await blocksBetween(db.kysely, viewerId, row.hostId);
    if (!invited || aBlockedB || bBlockedA) throw httpError(404, 'No such event.');
  }
  const [event] = await read(db, [row], viewerId);
  return event!;
}

/** Pending events a host has now (time applied), for the limit of 3. */
export async function pendingCount(db: Db, hostId: string, exceptEventId?: number) {
  const events = await hostedEvents(db, hostId);
  return events.filter((e) => e.eventStatus === 'pending' && e.eventId !== exceptEventId).length;
}
