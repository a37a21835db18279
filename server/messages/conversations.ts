/**
 * Conversations between two people (one `conversations` row per person, messages keyed by the
 * pair): send, read a page, the inbox, mark read, and Delete chat (for the caller only). A block
 * either way stops messages both ways; someone who blocked the caller reads as not found, as
 * everywhere else. Each new message and each read receipt is also a signal row on the other
 * person's live stream (`message` events), written in the same transaction.
 */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { httpError } from '../http/errors.ts';
import { nowSeconds } from '../clock.ts';
import { addNotifications } from '../notifications/store.ts';
import { onlineAmong } from '../notifications/presence.ts';
import { blocksBetween, findPerson, USER_NOT_FOUND } from '../users/relations.ts';

export const PAGE_SIZE = 30;
export const INBOX_PAGE_SIZE = 30;
export const CONTENT_MAX = 4000;
export const YOU_BLOCKED = 'You have blocked this user. Unblock them to send messages.';
export const THEY_BLOCKED = 'You can not send messages to this user.';
const SIGNAL_KEEP_S = 24 * 60 * 60;

export const conversationKey = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);

type MessageRow = Selectable<Database['messages']>;

export function toMessage(row: MessageRow, viewerId: string, partnerReadId: number) {
  const base = `/api/messages/attachment/${encodeURIComponent(viewerId)}/${row.messageId}`;
  return {
    messageId: row.messageId,
    clientMessageId: row.clientId,
    senderId: row.senderId,
    fromMe: row.senderId === viewerId,
    content: row.content,
    createdAt: row.createdAt,
    ...(row.imageKey ? { image: { url: `${base}/image`, width: row.imageWidth ?? 0, height: row.imageHeight ?? 0 } } : {}),
    ...(row.fileKey ? { file: { url: `${base}/file`, name: row.fileName ?? 'file', size: row.fileSize ?? 0, type: row.fileType ?? '' } } : {}),
    read: row.senderId === viewerId ? row.messageId <= partnerReadId : true,
  };
}

/** The other person, if the caller may talk with them: 404 if unknown or they blocked the caller. */
async function partnerFor(db: Db, viewerId: string, otherId: string) {
  if (viewerId === otherId) throw httpError(400, 'You can not message yourself.');
  const person = await findPerson(db.kysely, otherId);
  if (!person) throw httpError(404, USER_NOT_FOUND);
  const { aBlockedB: youBlocked, bBlockedA: theyBlocked } = await blocksBetween(db.kysely, viewerId, otherId);
  if (theyBlocked) throw httpError(404, USER_NOT_FOUND);
  return { person, youBlocked };
}

const membership = (kysely: Kysely<Database>, userId: string, otherId: string) =>
  kysely.selectFrom('conversations').selectAll().where('userId', '=', userId).where('otherId', '=', otherId).executeTakeFirst();

export interface NewMessage {
  clientMessageId: string;
  content: string;
  image: { key: string; width: number; height: number } | null;
  file: { key: string; name: string; size: number; kind: string } | null;
}

/** Sends a message (idempotent by the sender's client id: a retry returns the message already sent). */
export async function sendMessage(db: Db, senderId: string, recipientId: string, message: NewMessage) {
  if (!message.content.trim() && !message.image && !message.file) throw httpError(400, 'Type a message or attach an image or a file.');
  const { youBlocked } = await partnerFor(db, senderId, recipientId).catch((error: unknown) => {
    // Someone who blocked you can not be messaged; say so plainly here (you are writing to them).
    if ((error as { statusCode?: number }).statusCode === 404) throw httpError(403, THEY_BLOCKED);
    throw error;
  });
  if (youBlocked) throw httpError(403, YOU_BLOCKED);
  const key = conversationKey(senderId, recipientId);
  const row = await db.kysely.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('messages')
      .selectAll()
      .where('senderId', '=', senderId)
      .where('clientId', '=', message.clientMessageId)
      .executeTakeFirst();
    if (existing) {
      if (existing.conversationKey !== key) throw httpError(409, 'This message id was already used in another conversation.');
      return existing;
    }
    const now = nowSeconds();
    const inserted = await trx
      .insertInto('messages')
      .values({
        conversationKey: key,
        senderId,
        recipientId,
        clientId: message.clientMessageId,
        content: message.content,
        createdAt: now,
        imageKey: message.image?.key ?? null,
        imageWidth: message.image?.width ?? null,
        imageHeight: message.image?.height ?? null,
        fileKey: message.file?.key ?? null,
        fileName: message.file?.name ?? null,
        fileSize: message.file?.size ?? null,
        fileType: message.file?.kind ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    for (const [userId, otherId] of [
      [senderId, recipientId],
      [recipientId, senderId],
    ] as const) {
      await trx
        .insertInto('conversations')
        .values({ userId, otherId, lastMessageId: inserted.messageId, lastReadId: userId === senderId ? inserted.messageId : 0 })
        .onConflict((oc) =>
          oc
            .columns(['userId', 'otherId'])
            .doUpdateSet(userId === senderId ? { lastMessageId: inserted.messageId, lastReadId: inserted.messageId } : { lastMessageId: inserted.messageId }),
        )
        .execute();
    }
    await signal(trx, recipientId, senderId, 'New Message', inserted.messageId);
    return inserted;
  });
  const partnerRead = (await membership(db.kysely, recipientId, senderId))?.lastReadId ?? 0;
  return toMessage(row, senderId, partnerRead);
}

/** A signal on the other person's stream; old signals of theirs are dropped (the messages stay). */
async function signal(trx: Transaction<Database>, userId: string, actorId: string, type: 'New Message' | 'Message Read', messageId: number) {
  await trx
    .deleteFrom('notifications')
    .where('userId', '=', userId)
    .where('type', 'in', ['New Message', 'Message Read'])
    .where('createdAt', '<', nowSeconds() - SIGNAL_KEEP_S)
    .execute();
  await addNotifications(trx, [{ userId, actorId, type, entityId: String(messageId) }]);
}

/** The chat with someone: who they are, whether you may write, and a page of messages (newest page first, oldest first within it). */
export async function chatWith(db: Db, viewerId: string, otherId: string, cursor: number | null) {
  const { person, youBlocked } = await partnerFor(db, viewerId, otherId);
  const [mine, theirs, online] = await Promise.all([
    membership(db.kysely, viewerId, otherId),
    membership(db.kysely, otherId, viewerId),
    onlineAmong(db, [otherId]),
  ]);
  const clearedId = mine?.clearedId ?? 0;
  let query = db.kysely.selectFrom('messages').selectAll().where('conversationKey', '=', conversationKey(viewerId, otherId)).where('messageId', '>', clearedId);
  if (cursor !== null) query = query.where('messageId', '<', cursor);
  const rows = youBlocked
    ? []
    : await query
        .orderBy('messageId', 'desc')
        .limit(PAGE_SIZE + 1)
        .execute();
  const page = rows.slice(0, PAGE_SIZE).reverse();
  return {
    partner: { userId: person.userId, userName: person.userName, userDisplayName: person.displayName, userDPUrl: person.dpUrl, online: online.has(otherId) },
    blockedByYou: youBlocked,
    partnerLastReadId: theirs?.lastReadId ?? 0,
    messages: page.map((row) => toMessage(row, viewerId, theirs?.lastReadId ?? 0)),
    nextCursor: rows.length > PAGE_SIZE ? String(page[0]!.messageId) : null,
  };
}

/** Marks everything the other person sent you read; tells them (a read receipt) when something changed. */
export async function markConversationRead(db: Db, viewerId: string, otherId: string) {
  await partnerFor(db, viewerId, otherId);
  return db.kysely.transaction().execute(async (trx) => {
    // One conditional update: of two concurrent calls only one moves the mark and sends a receipt.
    const moved = await trx
      .updateTable('conversations')
      .set((eb) => ({ lastReadId: eb.ref('lastMessageId') }))
      .where('userId', '=', viewerId)
      .where('otherId', '=', otherId)
      .where((eb) => eb('lastReadId', '<', eb.ref('lastMessageId')))
      .returning('lastReadId')
      .executeTakeFirst();
    if (!moved) return { lastReadMessageId: (await membership(trx, viewerId, otherId))?.lastReadId ?? 0 };
    await signal(trx, otherId, viewerId, 'Message Read', moved.lastReadId);
    return { lastReadMessageId: moved.lastReadId };
  });
}

/** Delete chat: hides the conversation so far for the caller only; a new message starts it again. */
export async function deleteChat(db: Db, viewerId: string, otherId: string) {
  await db.kysely
    .updateTable('conversations')
    .set((eb) => ({ clearedId: eb.ref('lastMessageId'), lastReadId: eb.ref('lastMessageId') }))
    .where('userId', '=', viewerId)
    .where('otherId', '=', otherId)
    .execute();
  return { deleted: true };
}

/** The caller's conversations, newest message first, without cleared ones and people in a block either way. */
export async function inbox(db: Db, viewerId: string, cursor: number | null) {
  let query = db.kysely
    .selectFrom('conversations as c')
    .innerJoin('users as u', 'u.userId', 'c.otherId')
    .innerJoin('messages as m', 'm.messageId', 'c.lastMessageId')
    .select([
      'c.otherId',
      'c.lastMessageId',
      'c.lastReadId',
      'u.userName',
      'u.displayName',
      'u.dpUrl',
      'm.senderId',
      'm.content',
      'm.imageKey',
      'm.fileName',
      'm.createdAt',
    ])
    .where('c.userId', '=', viewerId)
    .where((eb) => eb('c.lastMessageId', '>', eb.ref('c.clearedId')))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('blocks')
            .select('blocks.blockerId')
            .where((b) =>
              b.or([
                b.and([b('blocks.blockerId', '=', viewerId), b('blocks.blockedId', '=', b.ref('c.otherId'))]),
                b.and([b('blocks.blockerId', '=', b.ref('c.otherId')), b('blocks.blockedId', '=', viewerId)]),
              ]),
            ),
        ),
      ),
    );
  if (cursor !== null) query = query.where('c.lastMessageId', '<', cursor);
  const rows = await query
    .orderBy('c.lastMessageId', 'desc')
    .limit(INBOX_PAGE_SIZE + 1)
    .execute();
  const page = rows.slice(0, INBOX_PAGE_SIZE);
  const online = await onlineAmong(
    db,
    page.map((row) => row.otherId),
  );
  const unread =
    page.length === 0
      ? []
      : await db.kysely
          .selectFrom('messages as m')
          .innerJoin('conversations as c', (join) => join.onRef('c.userId', '=', 'm.recipientId').onRef('c.otherId', '=', 'm.senderId'))
          .select(['m.senderId', (eb) => eb.fn.countAll<number>().as('count')])
          .where('m.recipientId', '=', viewerId)
          .where(
            'm.senderId',
            'in',
            page.map((row) => row.otherId),
          )
          .where((eb) => eb('m.messageId', '>', eb.ref('c.lastReadId')))
          .where((eb) => eb('m.messageId', '>', eb.ref('c.clearedId')))
          .groupBy('m.senderId')
          .execute();
  const unreadBy = new Map(unread.map((row) => [row.senderId, Number(row.count)]));
  return {
    conversations: page.map((row) => ({
      user: { userId: row.otherId, userName: row.userName, userDisplayName: row.displayName, userDPUrl: row.dpUrl, online: online.has(row.otherId) },
      lastMessage: {
        messageId: row.lastMessageId,
        fromMe: row.senderId === viewerId,
        preview: row.content.trim() ? row.content.slice(0, 120) : row.imageKey ? 'Photo' : row.fileName ? `File: ${row.fileName}` : '',
        createdAt: row.createdAt,
      },
      unreadCount: unreadBy.get(row.otherId) ?? 0,
    })),
    nextCursor: rows.length > INBOX_PAGE_SIZE ? String(page.at(-1)!.lastMessageId) : null,
  };
}

/** An attachment of a message the caller may see (a participant, not cleared, no block): its stored key and how to serve it. */
export async function attachmentFor(db: Db, viewerId: string, messageId: number, part: 'image' | 'file') {
  const row = await db.kysely.selectFrom('messages').selectAll().where('messageId', '=', messageId).executeTakeFirst();
  const notFound = httpError(404, 'Attachment not found');
  if (!row || (row.senderId !== viewerId && row.recipientId !== viewerId)) throw notFound;
  const otherId = row.senderId === viewerId ? row.recipientId : row.senderId;
  const { aBlockedB, bBlockedA } = await blocksBetween(db.kysely, viewerId, otherId);
  const mine = await membership(db.kysely, viewerId, otherId);
  if (aBlockedB || bBlockedA || row.messageId <= (mine?.clearedId ?? 0)) throw notFound;
  const key = part === 'image' ? row.imageKey : row.fileKey;
  if (!key) throw notFound;
  return { key, fileName: part === 'file' ? (row.fileName ?? 'file') : null, fileType: row.fileType };
}
