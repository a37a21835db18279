/** Messaging routes: the inbox, a chat page, send (text, an image and a file), mark read, Delete chat, and attachment downloads. */
import type { FastifyInstance } from 'fastify';
import type { BlobStore } from '../blobs/store.ts';
import { sendBlob } from '../blobs/send.ts';
import type { Db } from '../db/database.ts';
import { requireSelf, requireSession } from '../auth/guard.ts';
import { httpError } from '../http/errors.ts';
import { readMultipartForm } from '../http/multipart.ts';
import { parseRowId, rowIdSchema } from '../http/row-ids.ts';
import { params } from '../users/follow-routes.ts';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TOO_LARGE, FILE_TYPES, storeFileAttachment, storeImageAttachment, type FileKind } from './attachments.ts';
import { attachmentFor, chatWith, CONTENT_MAX, deleteChat, inbox, markConversationRead, sendMessage } from './conversations.ts';
import { sendMessageBody } from './schemas.ts';

const cursorQuery = { type: 'object', properties: { cursor: { type: 'string', description: "A page's nextCursor; leave out for the first page" } } } as const;
const readCursor = (cursor: string | undefined) => {
  if (cursor === undefined || cursor === '' || cursor === '0') return null;
  const id = parseRowId(cursor);
  if (id === null) throw httpError(400, 'cursor must be a nextCursor from an earlier page.');
  return id;
};

export function messageRoutes(db: Db, blobs: BlobStore) {
  return async (app: FastifyInstance) => {
    const guard = [requireSession(db), requireSelf('userId')];

    app.get<{ Params: { userId: string }; Querystring: { cursor?: string } }>(
      '/messages/inbox/:userId',
      {
        preHandler: guard,
        schema: {
          operationId: 'getInbox',
          tags: ['messages'],
          summary: 'Your conversations, newest message first',
          params: params('userId'),
          querystring: cursorQuery,
          response: { 200: { $ref: 'InboxPage#' } },
        },
      },
      (request) => inbox(db, request.params.userId, readCursor(request.query.cursor)),
    );

    app.get<{ Params: { userId: string; otherId: string }; Querystring: { cursor?: string } }>(
      '/messages/chat/:userId/:otherId',
      {
        preHandler: guard,
        schema: {
          operationId: 'getChat',
          tags: ['messages'],
          summary: 'Your chat with someone: who they are, and a page of messages (the newest first; older ones by cursor)',
          params: params('userId', 'otherId'),
          querystring: cursorQuery,
          response: { 200: { $ref: 'ChatPage#' } },
        },
      },
      (request) => chatWith(db, request.params.userId, request.params.otherId, readCursor(request.query.cursor)),
    );

    app.post<{ Params: { userId: string; otherId: string } }>(
      '/messages/send/:userId/:otherId',
      {
        preHandler: guard,
        validatorCompiler: () => () => true,
        schema: {
          operationId: 'sendMessage',
          tags: ['messages'],
          summary: 'Send a message: text, an image and/or a .pdf/.doc/.docx/.txt file (each at most 10 MB)',
          consumes: ['multipart/form-data'],
          params: params('userId', 'otherId'),
          body: sendMessageBody,
          response: { 200: { $ref: 'ChatMessage#' } },
        },
      },
      async (request) => {
        const { fields, files } = await readMultipartForm(request, {
          file: ['image', 'file'],
          maxFileBytes: ATTACHMENT_MAX_BYTES,
          tooLarge: ATTACHMENT_TOO_LARGE,
        });
        const clientMessageId = (fields.clientMessageId ?? '').trim();
        if (!/^[\w.:-]{1,64}$/.test(clientMessageId)) throw httpError(400, 'clientMessageId is required (1–64 letters, digits, . _ : -).');
        const content = fields.content ?? '';
        if (content.length > CONTENT_MAX) throw httpError(400, `A message can be at most ${CONTENT_MAX} characters.`);
        const image = files.image ? await storeImageAttachment(blobs, files.image.bytes) : null;
        const file = files.file ? await storeFileAttachment(blobs, files.file.bytes, files.file.filename) : null;
        return sendMessage(db, request.params.userId, request.params.otherId, { clientMessageId, content, image, file });
      },
    );

    app.post<{ Params: { userId: string; otherId: string } }>(
      '/messages/read/:userId/:otherId',
      {
        preHandler: guard,
        schema: {
          operationId: 'markChatRead',
          tags: ['messages'],
          summary: 'Mark what someone sent you read (they see the check mark)',
          params: params('userId', 'otherId'),
          response: { 200: { type: 'object', required: ['lastReadMessageId'], properties: { lastReadMessageId: { type: 'integer' } } } },
        },
      },
      (request) => markConversationRead(db, request.params.userId, request.params.otherId),
    );

    app.delete<{ Params: { userId: string; otherId: string } }>(
      '/messages/chat/:userId/:otherId',
      {
        preHandler: guard,
        schema: {
          operationId: 'deleteChat',
          tags: ['messages'],
          summary: 'Delete chat: the conversation so far disappears for you only',
          params: params('userId', 'otherId'),
          response: { 200: { type: 'object', required: ['deleted'], properties: { deleted: { type: 'boolean' } } } },
        },
      },
      (request) => deleteChat(db, request.params.userId, request.params.otherId),
    );

    app.get<{ Params: { userId: string; messageId: number; part: 'image' | 'file' } }>(
      '/messages/attachment/:userId/:messageId/:part',
      {
        preHandler: guard,
        schema: {
          hide: true,
          params: {
            type: 'object',
            required: ['userId', 'messageId', 'part'],
            properties: { userId: { type: 'string' }, messageId: rowIdSchema, part: { type: 'string', enum: ['image', 'file'] } },
          },
        },
      },
      async (request, reply) => {
        const { key, fileName, fileType } = await attachmentFor(db, request.params.userId, request.params.messageId, request.params.part);
        return sendBlob(request, reply, blobs, 'attachments', key, {
          type: fileName ? (FILE_TYPES[fileType as FileKind]?.mime ?? 'application/octet-stream') : 'image/webp',
          cacheControl: 'private, max-age=3600',
          contentSecurityPolicy: "default-src 'none'; sandbox",
          headers: { 'content-disposition': fileName ? `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}` : 'inline' },
          ranges: false,
          notFound: 'Attachment not found',
        });
      },
    );
  };
}
