/**
 * A room's text chat, by signed-in people. An event's is kept with the event; a Pod's drop-in
 * room keeps its newest 100 only while the room is live (forgotten when the last person leaves).
 * The newest 50 are shown to whoever comes in.
 */
import type { Db } from '../db/database.ts';
import { nowSeconds } from '../clock.ts';
import type { ChatMessage } from '../../shared/live-messages.ts';
import { noBlockWith } from '../users/relations.ts';
import type { RoomKey } from './room-key.ts';

export const CHAT_TEXT_MAX = 500;
const RECENT = 50;
/** A Pod room's chat kept while it is live. */
export const POD_ROOM_CHAT_KEPT = 100;

export async function say(db: Db, room: RoomKey, userId: string, text: string): Promise<ChatMessage> {
  const createdAt = nowSeconds();
  const { messageId } = await db.kysely.insertInto('roomMessages').values({ room, userId, text, createdAt }).returning('messageId').executeTakeFirstOrThrow();
  if (room.startsWith('pod:')) {
    const kept = db.kysely.selectFrom('roomMessages').select('messageId').where('room', '=', room).orderBy('messageId', 'desc').limit(POD_ROOM_CHAT_KEPT);
    await db.kysely.deleteFrom('roomMessages').where('room', '=', room).where('messageId', 'not in', kept).execute();
  }
  const author = await db.kysely.selectFrom('users').select('displayName').where('userId', '=', userId).executeTakeFirst();
  return { messageId, userId, userDisplayName: author?.displayName ?? null, text, createdAt };
}

/** The newest messages the viewer may see (none by someone in a block relation with them), oldest first. */
export async function recentChat(db: Db, room: RoomKey, viewerId: string): Promise<ChatMessage[]> {
  const rows = await db.kysely
    .selectFrom('roomMessages')
    .innerJoin('users', 'users.userId', 'roomMessages.userId')
    .select(['roomMessages.messageId', 'roomMessages.userId', 'users.displayName', 'roomMessages.text', 'roomMessages.createdAt'])
    .where('roomMessages.room', '=', room)
    .where(noBlockWith(viewerId, 'roomMessages.userId'))
    .orderBy('roomMessages.messageId', 'desc')
    .limit(RECENT)
    .execute();
  return rows
    .reverse()
    .map((row) => ({ messageId: row.messageId, userId: row.userId, userDisplayName: row.displayName, text: row.text, createdAt: row.createdAt }));
}

/** A room everyone left: its chat goes (a Pod's room keeps chat only while it is live). */
export async function forgetChat(db: Db, room: RoomKey) {
  await db.kysely.deleteFrom('roomMessages').where('room', '=', room).execute();
}
