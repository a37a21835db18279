/** A live event's text chat: kept with the event, the newest 50 shown to whoever comes in. */
import type { Db } from '../db/database.ts';
import { nowSeconds } from '../clock.ts';
import type { ChatMessage } from '../../shared/live-messages.ts';
import { noBlockWith } from '../users/relations.ts';

export const CHAT_TEXT_MAX = 500;
const RECENT = 50;

export async function say(db: Db, eventId: number, userId: string, text: string): Promise<ChatMessage> {
  const createdAt = nowSeconds();
  const { messageId } = await db.kysely
    .insertInto('liveMessages')
    .values({ eventId, userId, text, createdAt })
    .returning('messageId')
    .executeTakeFirstOrThrow();
  const author = await db.kysely.selectFrom('users').select('displayName').where('userId', '=', userId).executeTakeFirst();
  return { messageId, userId, userDisplayName: author?.displayName ?? null, text, createdAt };
}

/** The newest messages the viewer may see (none by someone in a block relation with them), oldest first. */
export async function recentChat(db: Db, eventId: number, viewerId: string): Promise<ChatMessage[]> {
  const rows = await db.kysely
    .selectFrom('liveMessages')
    .innerJoin('users', 'users.userId', 'liveMessages.userId')
    .select(['liveMessages.messageId', 'liveMessages.userId', 'users.displayName', 'liveMessages.text', 'liveMessages.createdAt'])
    .where('liveMessages.eventId', '=', eventId)
    .where(noBlockWith(viewerId, 'liveMessages.userId'))
    .orderBy('liveMessages.messageId', 'desc')
    .limit(RECENT)
    .execute();
  return rows
    .reverse()
    .map((row) => ({ messageId: row.messageId, userId: row.userId, userDisplayName: row.displayName, text: row.text, createdAt: row.createdAt }));
}
