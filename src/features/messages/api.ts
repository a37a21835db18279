/** Messaging calls: GraphQL for data; attachments download with the session straight from the API (binary). */
import type { ChatLoaded, ChatMessage, OlderPage } from '../../../machines/chat.ts';
import { gql, gqlUpload } from '../../lib/api/client.ts';
import { outdating } from '../../lib/read-cache.ts';
import { currentUserId, storedSessionToken } from '../../lib/storage.ts';
import {
  BlockFromChatMutation,
  ChatQuery,
  DeleteChatMutation,
  InboxQuery,
  MarkChatReadMutation,
  PeopleToMessageQuery,
  SendMessageMutation,
} from './documents.ts';

type ServerMessage = NonNullable<NonNullable<Awaited<ReturnType<typeof gql<import('../../gql/graphql.ts').ChatQuery, never>>>['getChat']>['messages'][number]>;

const toMessage = (m: ServerMessage): ChatMessage => ({
  messageId: m.messageId,
  clientMessageId: m.clientMessageId,
  fromMe: m.fromMe,
  content: m.content,
  createdAt: m.createdAt,
  read: m.read,
  image: m.image ?? null,
  file: m.file ? { ...m.file, type: String(m.file.type) } : null,
});

/** A page of conversations, newest first: the first, or the one after `cursor` (older ones). */
export async function loadInbox(cursor?: string) {
  const page = (await gql(InboxQuery, { userId: currentUserId(), ...(cursor ? { cursor } : {}) })).getInbox;
  return { conversations: (page?.conversations ?? []).flatMap((c) => (c ? [c] : [])), nextCursor: page?.nextCursor ?? null };
}
export type InboxPage = Awaited<ReturnType<typeof loadInbox>>;
export type Conversation = InboxPage['conversations'][number];

export async function loadChat(partnerId: string, signal?: AbortSignal): Promise<ChatLoaded> {
  const chat = (await gql(ChatQuery, { userId: currentUserId(), otherId: partnerId }, signal)).getChat;
  if (!chat) throw new Error('No chat');
  return {
    partner: chat.partner,
    blockedByYou: chat.blockedByYou,
    partnerLastReadId: chat.partnerLastReadId,
    nextCursor: chat.nextCursor ?? null,
    messages: chat.messages.flatMap((m) => (m ? [toMessage(m)] : [])),
  };
}

/** The page of messages before `cursor` (older ones). */
export async function loadOlderMessages(partnerId: string, cursor: string, signal?: AbortSignal): Promise<OlderPage> {
  const chat = (await gql(ChatQuery, { userId: currentUserId(), otherId: partnerId, cursor }, signal)).getChat;
  if (!chat) throw new Error('No chat');
  return { nextCursor: chat.nextCursor ?? null, messages: chat.messages.flatMap((m) => (m ? [toMessage(m)] : [])) };
}

export async function sendMessage(partnerId: string, message: ChatMessage) {
  const files: Record<string, Blob> = {};
  if (message.outgoing?.image) files['input.image'] = message.outgoing.image.data as Blob;
  if (message.outgoing?.file) files['input.file'] = message.outgoing.file.data as Blob;
  const input = { clientMessageId: message.clientMessageId, content: message.content, image: null, file: null };
  const sent = (await outdating(['inbox'], gqlUpload(SendMessageMutation, { userId: currentUserId(), otherId: partnerId, input }, files))).sendMessage;
  if (!sent) throw new Error('Not sent');
  return toMessage(sent);
}

// The inbox shows the last message and what is unread: these change it. Blocking changes the profiles too.
export const markChatRead = (partnerId: string) => outdating(['inbox'], gql(MarkChatReadMutation, { userId: currentUserId(), otherId: partnerId }));
export const deleteChat = (partnerId: string) => outdating(['inbox'], gql(DeleteChatMutation, { userId: currentUserId(), otherId: partnerId }));
export const blockPerson = (partnerId: string) =>
  outdating(['inbox', 'profile'], gql(BlockFromChatMutation, { userId: currentUserId(), blockedUserId: partnerId }));

export async function loadPeopleToMessage(search: string) {
  const page = (await gql(PeopleToMessageQuery, { userId: currentUserId(), cursor: '0', search: search || null })).getFollowings;
  return (page?.followings ?? []).flatMap((f) => (f ? [f] : []));
}

/** An attachment as an object URL (the download needs the session, so it can not be a plain link). */
export async function attachmentUrl(url: string) {
  const token = storedSessionToken();
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`Attachment: ${response.status}`);
  return URL.createObjectURL(await response.blob());
}
