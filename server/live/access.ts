/**
 * Who may be in a live event's room: its host and its guests, only while the event is started
 * (time applied first, so an event over an hour old is finished). Everyone else learns nothing
 * (404, as for the event itself). Two people in the room with a block between them do not see
 * each other there (hiddenInRoom).
 */
import type { Db } from '../db/database.ts';
import { httpError } from '../http/errors.ts';
import { eventFor, type EventView } from '../events/repository.ts';

export interface Room {
  event: EventView;
  role: 'host' | 'guest';
}

export async function roomFor(db: Db, userId: string, eventId: number): Promise<Room> {
  const event = await eventFor(db, userId, eventId);
  if (event.eventStatus === 'pending') throw httpError(409, 'This event has not started yet.');
  if (event.eventStatus === 'finished') throw httpError(409, 'This event has ended.');
  if (event.eventStatus === 'expired') throw httpError(409, 'This event has expired.');
  return { event, role: event.hostId === userId ? 'host' : 'guest' };
}

/** The people of the room's event (host and guests) in a block relation with the viewer, either way. */
export async function hiddenInRoom(db: Db, eventId: number, hostId: string, viewerId: string) {
  const members = db.kysely.selectFrom('eventGuests').select('userId').where('eventId', '=', eventId);
  const rows = await db.kysely
    .selectFrom('blocks')
    .select(['blockerId', 'blockedId'])
    .where((eb) =>
      eb.or([
        eb.and([eb('blockerId', '=', viewerId), eb.or([eb('blockedId', '=', hostId), eb('blockedId', 'in', members)])]),
        eb.and([eb('blockedId', '=', viewerId), eb.or([eb('blockerId', '=', hostId), eb('blockerId', 'in', members)])]),
      ]),
    )
    .execute();
  return rows.map((row) => (row.blockerId === viewerId ? row.blockedId : row.blockerId));
}
