/**
 * Who is in a room and where: one row per person, written when their stream opens, refreshed by
 * its heartbeat, removed when the stream that holds it closes. A row not refreshed for
 * PRESENCE_TTL_S (a process that died) no longer counts. Moves are limited to 10 a second per
 * person, across processes (the limit is a condition of the update itself).
 */
import type { Db } from '../db/database.ts';
import { nowSeconds } from '../clock.ts';
import { httpError } from '../http/errors.ts';
import type { Participant } from '../../shared/live-messages.ts';
import { noBlockWith } from '../users/relations.ts';
import { storedAvatar } from '../../shared/avatar.ts';

export const PRESENCE_TTL_S = 30;
export const MOVE_INTERVAL_MS = 100;

export interface Pose {
  x: number;
  y: number;
  z: number;
  yaw: number;
}

/** Puts the person in the room, their place held by this stream (a newer stream of theirs takes it over). */
export async function enterRoom(db: Db, eventId: number, userId: string, streamId: string) {
  await db.kysely
    .insertInto('livePresence')
    .values({ eventId, userId, seenAt: nowSeconds(), streamId })
    .onConflict((oc) => oc.columns(['eventId', 'userId']).doUpdateSet({ seenAt: nowSeconds(), streamId }))
    .execute();
}

export async function stillHere(db: Db, eventId: number, userId: string) {
  await db.kysely.updateTable('livePresence').set({ seenAt: nowSeconds() }).where('eventId', '=', eventId).where('userId', '=', userId).execute();
}

/**
 * Takes the person out of the room if this stream still holds their place; says whether it did
 * (a reload's new stream, opened before the old one closed, keeps them in).
 */
export async function leaveRoom(db: Db, eventId: number, userId: string, streamId: string) {
  const left = await db.kysely
    .deleteFrom('livePresence')
    .where('eventId', '=', eventId)
    .where('userId', '=', userId)
    .where('streamId', '=', streamId)
    .executeTakeFirst();
  return Number(left.numDeletedRows) > 0;
}

/** Which of `userIds` are in the room now, as the viewer sees it (no one in a block relation with them). */
export async function inRoomNow(db: Db, eventId: number, viewerId: string, userIds: string[]): Promise<Set<string>> {
  const rows = await db.kysely
    .selectFrom('livePresence')
    .select('userId')
    .where('eventId', '=', eventId)
    .where('userId', 'in', userIds)
    .where('seenAt', '>=', nowSeconds() - PRESENCE_TTL_S)
    .where(noBlockWith(viewerId, 'livePresence.userId'))
    .execute();
  return new Set(rows.map((row) => row.userId));
}

/** Who is in the room, as the viewer sees it (no one in a block relation with them). */
export async function participants(db: Db, eventId: number, hostId: string, viewerId: string): Promise<Participant[]> {
  const rows = await db.kysely
    .selectFrom('livePresence')
    .innerJoin('users', 'users.userId', 'livePresence.userId')
    .select([
      'livePresence.userId',
      'users.displayName',
      'users.dpUrl',
      'users.avatar',
      'livePresence.x',
      'livePresence.y',
      'livePresence.z',
      'livePresence.yaw',
    ])
    .where('livePresence.eventId', '=', eventId)
    .where('livePresence.seenAt', '>=', nowSeconds() - PRESENCE_TTL_S)
    .where(noBlockWith(viewerId, 'livePresence.userId'))
    .orderBy('users.displayName')
    .execute();
  return rows.map((row) => ({
    userId: row.userId,
    userDisplayName: row.displayName,
    userDPUrl: row.dpUrl,
    role: row.userId === hostId ? 'host' : 'guest',
    x: row.x,
    y: row.y,
    z: row.z,
    yaw: row.yaw,
    ...storedAvatar(row.userId, row.avatar),
  }));
}

/** Saves a move; refused while the person is not in the room, or sooner than 100 ms after their last one. */
export async function move(db: Db, eventId: number, userId: string, pose: Pose) {
  const now = Date.now();
  const moved = await db.kysely
    .updateTable('livePresence')
    .set({ ...pose, movedAt: now, seenAt: Math.floor(now / 1000) })
    .where('eventId', '=', eventId)
    .where('userId', '=', userId)
    .where('movedAt', '<=', now - MOVE_INTERVAL_MS)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) > 0) return;
  const present = await db.kysely.selectFrom('livePresence').select('userId').where('eventId', '=', eventId).where('userId', '=', userId).executeTakeFirst();
  if (!present) throw httpError(409, 'Open the event first: you are not in its room.');
  throw httpError(429, 'Too many moves: at most 10 a second.');
}
