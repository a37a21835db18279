/**
 * A block made while people are in live rooms applies at once (docs/decisions.md, issue 17): every
 * room either of the two is in hears `separated`, and there the streams of the two stop showing each
 * other (or end, when the block withdrew an invitation).
 */
import type { Db } from '../db/database.ts';
import { tellRoom } from './bus.ts';
import { repairVoice } from './voice-pairs.ts';
import type { RoomKey } from './room-key.ts';

export async function separateInRooms(db: Db, a: string, b: string) {
  const rooms = await db.kysely.selectFrom('roomPresence').select('room').distinct().where('userId', 'in', [a, b]).execute();
  for (const { room } of rooms) {
    await tellRoom(db, room as RoomKey, { type: 'separated', userIds: [a, b] });
    await repairVoice(db, room as RoomKey);
  }
}
