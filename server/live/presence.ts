/**
 * Who is in a room and where: one row per person, written when their stream opens, refreshed by
 * its heartbeat, removed when the stream that holds it closes. A row not refreshed for
 * PRESENCE_TTL_S (a process that died) no longer counts. Moves are limited to 10 a second per
 * person, across processes (the limit is a condition of the update itself). A signed-out visitor
 * is in it as `visitor-{uuid}` and shown as Visitor (shared/drop-in.ts).
 */
import type { Db } from '../db/database.ts';
import { nowSeconds } from '../clock.ts';
import { httpError } from '../http/errors.ts';
import type { Participant } from '../../shared/live-messages.ts';
import { ROOM_TEXTS } from '../../shared/drop-in.ts';
import { noBlockWith } from '../users/relations.ts';
import { storedAvatar } from '../../shared/avatar.ts';
import { isVisitor, type RoomKey } from './room-key.ts';

export const PRESENCE_TTL_S = 30;
export const MOVE_INTERVAL_MS = 100;
const NOT_IN_ROOM = 'Open the room first: you are not in it.';

export interface Pose {
  x: number;
  y: number;
  z: number;
  yaw: number;
}

/** Puts the person in the room, their place held by this stream (a newer stream of theirs takes it over). */
export async function enterRoom(db: Db, room: RoomKey, userId: string, streamId: string, address: string | null = null) {
  await db.kysely
    .insertInto('roomPresence')
    .values({ room, userId, seenAt: nowSeconds(), streamId, address })
    .onConflict((oc) => oc.columns(['room', 'userId']).doUpdateSet({ seenAt: nowSeconds(), streamId }))
    .execute();
}

export async function stillHere(db: Db, room: RoomKey, userId: string) {
  await db.kysely.updateTable('roomPresence').set({ seenAt: nowSeconds() }).where('room', '=', room).where('userId', '=', userId).execute();
}

/**
 * Takes the person out of the room if this stream still holds their place; says whether it did
 * (a reload's new stream, opened before the old one closed, keeps them in).
 */
export async function leaveRoom(db: Db, room: RoomKey, userId: string, streamId: string) {
  const left = await db.kysely
    .deleteFrom('roomPresence')
    .where('room', '=', room)
    .where('userId', '=', userId)
    .where('streamId', '=', streamId)
    .executeTakeFirst();
  return Number(left.numDeletedRows) > 0;
}

/** Which of `userIds` are in the room now, as the viewer sees it (no one in a block relation with them). */
export async function inRoomNow(db: Db, room: RoomKey, viewerId: string, userIds: string[]): Promise<Set<string>> {
  const rows = await db.kysely
    .selectFrom('roomPresence')
    .select('userId')
    .where('room', '=', room)
    .where('userId', 'in', userIds)
    .where('seenAt', '>=', nowSeconds() - PRESENCE_TTL_S)
    .where(noBlockWith(viewerId, 'roomPresence.userId'))
    .execute();
  return new Set(rows.map((row) => row.userId));
}

/** Throws unless the person is in the room now. */
export async function requirePresent(db: Db, room: RoomKey, userId: string) {
  const present = await inRoomNow(db, room, userId, [userId]);
  if (!present.has(userId)) throw httpError(409, NOT_IN_ROOM);
}

/** How many people are in the room now, all told (everyone counts towards its capacity). */
export async function headcount(db: Db, room: RoomKey, exceptUserId?: string): Promise<number> {
  let query = db.kysely
    .selectFrom('roomPresence')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('room', '=', room)
    .where('seenAt', '>=', nowSeconds() - PRESENCE_TTL_S);
  if (exceptUserId) query = query.where('userId', '!=', exceptUserId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Who is in the room, as the viewer sees it (no one in a block relation with them). */
export async function participants(db: Db, room: RoomKey, hostId: string, viewerId: string): Promise<Participant[]> {
  const rows = await db.kysely
    .selectFrom('roomPresence')
    .leftJoin('users', 'users.userId', 'roomPresence.userId')
    .select([
      'roomPresence.userId',
      'users.displayName',
      'users.dpUrl',
      'users.avatar',
      'roomPresence.x',
      'roomPresence.y',
      'roomPresence.z',
      'roomPresence.yaw',
    ])
    .where('roomPresence.room', '=', room)
    .where('roomPresence.seenAt', '>=', nowSeconds() - PRESENCE_TTL_S)
    .where(noBlockWith(viewerId, 'roomPresence.userId'))
    .orderBy('users.displayName')
    .orderBy('roomPresence.userId')
    .execute();
  return rows.map((row) => ({
    userId: row.userId,
    userDisplayName: isVisitor(row.userId) ? ROOM_TEXTS.visitor : row.displayName,
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
export async function move(db: Db, room: RoomKey, userId: string, pose: Pose) {
  const now = Date.now();
  const moved = await db.kysely
    .updateTable('roomPresence')
    .set({ ...pose, movedAt: now, seenAt: Math.floor(now / 1000) })
    .where('room', '=', room)
    .where('userId', '=', userId)
    .where('movedAt', '<=', now - MOVE_INTERVAL_MS)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) > 0) return;
  const present = await db.kysely.selectFrom('roomPresence').select('userId').where('room', '=', room).where('userId', '=', userId).executeTakeFirst();
  if (!present) throw httpError(409, NOT_IN_ROOM);
  throw httpError(429, 'Too many moves: at most 10 a second.');
}

/** A visitor's move: their stream's id is their proof (only their own page was told it). */
export async function visitorMove(db: Db, room: RoomKey, visitorId: string, streamId: string, pose: Pose) {
  const holder = await db.kysely
    .selectFrom('roomPresence')
    .select('userId')
    .where('room', '=', room)
    .where('userId', '=', visitorId)
    .where('streamId', '=', streamId)
    .executeTakeFirst();
  if (!holder || !isVisitor(visitorId)) throw httpError(409, NOT_IN_ROOM);
  await move(db, room, visitorId, pose);
}

/** Signed-out visitors' streams one network holds at most, in one Pod's room and in all rooms. */
export const VISITORS_PER_ADDRESS = { room: 4, all: 12 };

/** Refuses another visitor stream from a network that holds its share already (429). */
export async function requireVisitorRoom(db: Db, room: RoomKey, address: string) {
  const rows = await db.kysely
    .selectFrom('roomPresence')
    .select('room')
    .where('address', '=', address)
    .where('seenAt', '>=', nowSeconds() - PRESENCE_TTL_S)
    .execute();
  if (rows.length >= VISITORS_PER_ADDRESS.all || rows.filter((row) => row.room === room).length >= VISITORS_PER_ADDRESS.room)
    throw httpError(429, 'Too many visitors from your network are in Pods right now. Sign in to drop in.');
}
