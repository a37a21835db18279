/** A person's new avatar, told to every live room they are in now (each stream then shows it). */
import type { Db } from '../db/database.ts';
import { nowSeconds } from '../clock.ts';
import type { Avatar } from '../../shared/avatar.ts';
import { tellRoom } from './bus.ts';
import type { RoomKey } from './room-key.ts';
import { PRESENCE_TTL_S } from './presence.ts';

export async function tellRoomsOfAvatar(db: Db, userId: string, avatar: Avatar) {
  const rooms = await db.kysely
    .selectFrom('roomPresence')
    .select('room')
    .where('userId', '=', userId)
    .where('seenAt', '>=', nowSeconds() - PRESENCE_TTL_S)
    .execute();
  for (const { room } of rooms) await tellRoom(db, room as RoomKey, { type: 'avatar', userId, avatar });
}
