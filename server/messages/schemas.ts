/** JSON schemas of messaging (spec §3 Conversation summary, Chat partner, Message), named by `$id` for OpenAPI and GraphQL. */
const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const int = { type: 'integer' } as const;
const bool = { type: 'boolean' } as const;

export const chatPerson = {
  $id: 'ChatPerson',
  type: 'object',
  required: ['userId', 'userName', 'userDisplayName', 'userDPUrl', 'online'],
  properties: {
    userId: str,
    userName: nullableStr,
    userDisplayName: nullableStr,
    userDPUrl: nullableStr,
    online: { ...bool, description: 'Has the app open (a live stream) right now' },
  },
} as const;

export const chatMessage = {
  $id: 'ChatMessage',
  type: 'object',
  required: ['messageId', 'clientMessageId', 'senderId', 'fromMe', 'content', 'createdAt', 'read'],
  properties: {
    messageId: int,
    clientMessageId: { ...str, description: 'The id the sender chose (a retry with it sends nothing twice)' },
    senderId: str,
    fromMe: bool,
    content: str,
    createdAt: { ...int, description: 'Epoch seconds' },
    image: {
      type: 'object',
      description: 'Absent when the message has no image',
      required: ['url', 'width', 'height'],
      properties: { url: { ...str, description: 'Download with your session (participants only)' }, width: int, height: int },
    },
    file: {
      type: 'object',
      description: 'Absent when the message has no file',
      required: ['url', 'name', 'size', 'type'],
      properties: { url: str, name: str, size: int, type: { type: 'string', enum: ['pdf', 'doc', 'docx', 'txt'] } },
    },
    read: { ...bool, description: 'Your message: the other person has read it. Theirs: always true' },
  },
} as const;

export const chatPage = {
  $id: 'ChatPage',
  type: 'object',
  required: ['partner', 'blockedByYou', 'partnerLastReadId', 'messages', 'nextCursor'],
  properties: {
    partner: { $ref: 'ChatPerson#' },
    blockedByYou: bool,
    partnerLastReadId: { ...int, description: 'Your messages up to this id are read' },
    messages: { type: 'array', items: { $ref: 'ChatMessage#' } },
    nextCursor: { ...nullableStr, description: "Older messages: pass it as the next call's cursor; null when there are none" },
  },
} as const;

export const inboxPage = {
  $id: 'InboxPage',
  type: 'object',
  required: ['conversations', 'nextCursor'],
  properties: {
    conversations: {
      type: 'array',
      items: {
        type: 'object',
        required: ['user', 'lastMessage', 'unreadCount'],
        properties: {
          user: { $ref: 'ChatPerson#' },
          lastMessage: {
            type: 'object',
            required: ['messageId', 'fromMe', 'preview', 'createdAt'],
            properties: { messageId: int, fromMe: bool, preview: str, createdAt: int },
          },
          unreadCount: int,
        },
      },
    },
    nextCursor: nullableStr,
  },
} as const;

export const sendMessageBody = {
  type: 'object',
  required: ['clientMessageId'],
  properties: {
    clientMessageId: str,
    content: str,
    image: { type: 'string', format: 'binary', description: 'An image, at most 10 MB (re-encoded)' },
    file: { type: 'string', format: 'binary', description: 'A .pdf, .doc, .docx or .txt file, at most 10 MB' },
  },
} as const;

export const messageSchemas = [chatPerson, chatMessage, chatPage, inboxPage];
