/**
 * A Pod's drop-in room (issue 46): who gets in, and as what, by shared/drop-in.ts roomEntry. The
 * Pod must be one the person may see at all (findVisiblePost: a private Pod only its owner, no one
 * across a block with the owner; 404 otherwise, as for the Pod itself). Then the owner's setting
 * (everyone / followers only / only me), a removal still in force, an event running in the Pod
 * (its host and guests only), and the room's capacity. A signed-out visitor is `visitor-{uuid}`.
 */
import type { Db } from '../db/database.ts';
import { nowSeconds } from '../clock.ts';
import { HttpError, httpError } from '../http/errors.ts';
import { findVisiblePost } from '../posts/repository.ts';
import { blocksBetween, followRow } from '../users/relations.ts';
import { roomEntry, ROOM_TEXTS, type Arrival, type DropInSetting, type Entry } from '../../shared/drop-in.ts';
import { startedAt, statusAt, type EventStatus } from '../../shared/event-rules.ts';
import { headcount } from './presence.ts';
import { isVisitor, podRoom, type Room } from './room-key.ts';

/** Not let in (403), and why: the room's stream tells the person the reason with its text. */
export class RoomRefused extends HttpError {
  constructor(readonly reason: 'closed' | 'removed' | 'eventOn') {
    super(403, ROOM_TEXTS[reason]);
  }
}

export interface PodRoomAnswer {
  entry: Entry;
  ownerId: string;
  setting: DropInSetting;
  /** Everyone in the room now, the person asking not counted. */
  others: number;
}

/** A started event in this Pod now (time applied), and whether the person is its host or a guest. */
async function runningEvent(db: Db, postId: string, personId: string) {
  const now = nowSeconds();
  const rows = await db.kysely
    .selectFrom('events')
    .select(['eventId', 'hostId', 'eventStatus', 'startTimestamp', 'endTimestamp'])
    .where('postId', '=', postId)
    .execute();
  const running = rows.find((row) => startedAt(statusAt({ ...row, eventStatus: row.eventStatus as EventStatus }, now)) !== null);
  if (!running) return { running: false, member: false };
  if (running.hostId === personId) return { running: true, member: true };
  if (isVisitor(personId)) return { running: true, member: false };
  const guest = await db.kysely
    .selectFrom('eventGuests')
    .select('userId')
    .where('eventId', '=', running.eventId)
    .where('userId', '=', personId)
    .executeTakeFirst();
  const { aBlockedB, bBlockedA } = await blocksBetween(db.kysely, personId, running.hostId);
  return { running: true, member: guest !== undefined && !aBlockedB && !bBlockedA };
}

/**
 * What the room says to `personId` (a person's id or a visitor's) now; 404 when they may not see
 * the Pod. `inside`: they are in it already (asked again), so its capacity does not apply.
 */
export async function askPodRoom(db: Db, postId: string, personId: string, inside = false): Promise<PodRoomAnswer> {
  const visitor = isVisitor(personId);
  const post = await findVisiblePost(db, postId, visitor ? null : personId);
  const ownerId = post.userId;
  const [settingRow, removal, others, event] = await Promise.all([
    db.kysely.selectFrom('posts').select('dropIn').where('postId', '=', postId).executeTakeFirstOrThrow(),
    visitor ? undefined : db.kysely.selectFrom('roomRemovals').select('until').where('postId', '=', postId).where('userId', '=', personId).executeTakeFirst(),
    headcount(db, podRoom(postId), personId),
    runningEvent(db, postId, personId),
  ]);
  const arrival: Arrival =
    personId === ownerId ? 'owner' : visitor ? 'signed-out' : (await followRow(db.kysely, personId, ownerId)) === 'accepted' ? 'follower' : 'signed-in';
  const setting = settingRow.dropIn as DropInSetting;
  const entry = roomEntry({ arrival, setting, removedUntil: removal?.until ?? null, now: nowSeconds(), others: inside ? 0 : others, event });
  return { entry, ownerId, setting, others };
}

/** The person's place in the Pod's room; refused with why (403: not open to them, 409: full). */
export async function podRoomFor(db: Db, postId: string, personId: string, inside = false): Promise<Room> {
  const { entry, ownerId } = await askPodRoom(db, postId, personId, inside);
  if (entry.kind === 'refused') throw new RoomRefused(entry.reason);
  if (entry.kind === 'full') throw httpError(409, ROOM_TEXTS.full);
  return {
    key: podRoom(postId),
    of: { postId },
    podId: postId,
    hostId: ownerId,
    role: personId === ownerId ? 'host' : 'guest',
    endsAt: null,
    canTalk: entry.canTalk,
    recheck: () => podRoomFor(db, postId, personId, true),
  };
}
