/**
 * Who may be in a live event's room: its host and its guests, only while the event is started
 * (time applied first, so an event over an hour old is finished). Everyone else learns nothing
 * (404, as for the event itself). In every room, two people with a block between them do not see
 * each other (hiddenFrom).
 */
import type { Db } from '../db/database.ts';
import { httpError } from '../http/errors.ts';
import { EVENT_DURATION_S, startedAt } from '../../shared/event-rules.ts';
import { nowSeconds } from '../clock.ts';
import { eventFor } from '../events/repository.ts';
import { eventRoom, isVisitor, type Room } from './room-key.ts';

/** The started event's room, for its host or a guest; refused with why otherwise. */
export async function roomFor(db: Db, userId: string, eventId: number): Promise<Room> {
  const event = await eventFor(db, userId, eventId);
  if (event.eventStatus === 'pending') throw httpError(409, 'This event has not started yet.');
  if (event.eventStatus === 'finished') throw httpError(409, 'This event has ended.');
  if (event.eventStatus === 'expired') throw httpError(409, 'This event has expired.');
  return {
    key: eventRoom(eventId),
    of: { eventId },
    podId: event.postId,
    hostId: event.hostId,
    role: event.hostId === userId ? 'host' : 'guest',
    endsAt: (startedAt(event.eventStatus) ?? nowSeconds()) + EVENT_DURATION_S,
    canTalk: true,
    recheck: () => roomFor(db, userId, eventId),
  };
}

/** Everyone in a block relation with the viewer, either way: they never see each other in a room. */
export async function hiddenFrom(db: Db, viewerId: string): Promise<string[]> {
  if (isVisitor(viewerId)) return [];
  const rows = await db.kysely
    .selectFrom('blocks')
    .select(['blockerId', 'blockedId'])
    .where((eb) => eb.or([eb('blockerId', '=', viewerId), eb('blockedId', '=', viewerId)]))
    .execute();
  return rows.map((row) => (row.blockerId === viewerId ? row.blockedId : row.blockerId));
}
