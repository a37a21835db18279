/** Live notifications (spec §4, §7): the stream and its ticket, the list, and mark-read by type. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { requireSelf, requireSession } from '../auth/guard.ts';
import { LIMITS, limitedTo } from '../http/rate-limits.ts';
import { issueTicket, redeemTicket } from './tickets.ts';
import { LIVE_TYPES, NOTIFICATION_TYPES, listNotifications, markKindRead } from './inbox.ts';
import { openStream } from './stream.ts';

const userParam = { type: 'object', required: ['userId'], properties: { userId: { type: 'string' } } } as const;
const notification = {
  type: 'object',
  required: ['notificationId', 'notificationType', 'kind', 'type', 'notificationText', 'actorId', 'entityId', 'createdAt', 'read'],
  properties: {
    notificationId: { type: 'integer' },
    notificationType: { type: 'string', enum: [...NOTIFICATION_TYPES] },
    kind: { type: 'string', enum: ['follower', 'event', 'pod'] },
    type: { type: 'string' },
    notificationText: { type: 'string' },
    actorId: { type: 'string' },
    entityId: { type: ['string', 'null'] },
    createdAt: { type: 'integer' },
    read: { type: 'boolean' },
  },
} as const;

export function notificationRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    const session = requireSession(db);
    const self = requireSelf('userId');

    app.post<{ Params: { userId: string } }>(
      '/notifications/stream-ticket/:userId',
      {
        preHandler: [session, self],
        config: limitedTo(LIMITS.streamTicket),
        schema: {
          operationId: 'createStreamTicket',
          tags: ['notifications'],
          summary: 'A single-use ticket (one minute) to open your live notification stream',
          params: userParam,
          response: {
            200: {
              type: 'object',
              required: ['ticket', 'expiresInSeconds'],
              properties: { ticket: { type: 'string' }, expiresInSeconds: { type: 'integer' } },
            },
          },
        },
      },
      (request) => issueTicket(db, { userId: request.callerId, sessionHash: request.sessionHash }, 'notifications'),
    );

    app.get<{ Params: { userId: string }; Querystring: { ticket?: string; lastEventId?: string } }>(
      '/sse-events/:userId',
      {
        schema: {
          hide: true,
          params: userParam,
          querystring: { type: 'object', properties: { ticket: { type: 'string' }, lastEventId: { type: 'string', pattern: '^[0-9]+$' } } },
        },
      },
      async (request, reply) => {
        const holder = await redeemTicket(db, request.query.ticket, 'notifications', request.params.userId, 'You can only open your own notification stream.');
        const header = request.headers['last-event-id'];
        const lastId = request.query.lastEventId ?? (typeof header === 'string' && /^\d+$/.test(header) ? header : undefined);
        await openStream(db, reply, holder, lastId === undefined ? null : Number(lastId), (error) => request.log.error(error));
      },
    );

    app.get<{ Params: { userId: string } }>(
      '/users/notifications/:userId',
      {
        preHandler: [session, self],
        schema: {
          operationId: 'getNotifications',
          tags: ['notifications'],
          summary: 'Your newest notifications, newest first',
          params: userParam,
          response: { 200: { type: 'object', required: ['notifications'], properties: { notifications: { type: 'array', items: notification } } } },
        },
      },
      (request) => listNotifications(db, request.params.userId),
    );

    app.delete<{ Params: { userId: string }; Querystring: { type: (typeof LIVE_TYPES)[number] } }>(
      '/users/notifications/:userId',
      {
        preHandler: [session, self],
        schema: {
          operationId: 'markNotificationsRead',
          tags: ['notifications'],
          summary: "Mark your unread notifications of one kind read ('New Follower' or 'Event Invitation')",
          params: userParam,
          querystring: { type: 'object', required: ['type'], properties: { type: { type: 'string', enum: [...LIVE_TYPES] } } },
          response: { 200: { type: 'object', required: ['marked'], properties: { marked: { type: 'integer' } } } },
        },
      },
      (request) => markKindRead(db, request.params.userId, request.query.type),
    );
  };
}
