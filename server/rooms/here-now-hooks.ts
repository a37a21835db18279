/**
 * The two calls a room stream makes (server/live/stream.ts), after someone enters and after they
 * leave: "here now" hears of the changed headcount in every process (here-live.ts), and the
 * owner of a Pod hears of someone they follow dropping in (drop-in-notice.ts). Neither delays the
 * stream nor fails it: they run behind it and log what goes wrong.
 */
import type { Db } from '../db/database.ts';
import type { RoomKey } from '../live/room-key.ts';
import { roomHeadcountChanged } from './here-live.ts';
import { droppedIn } from './drop-in-notice.ts';

export function roomEntered(db: Db, room: RoomKey, userId: string, log: (error: unknown) => void) {
  if (!room.startsWith('pod:')) return;
  roomHeadcountChanged(db, room).catch(log);
  droppedIn(db, room, userId).catch(log);
}

export function roomLeft(db: Db, room: RoomKey, log: (error: unknown) => void) {
  roomHeadcountChanged(db, room).catch(log);
}
