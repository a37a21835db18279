/** Event routes (spec §7 Events): create, update, lists, one event, status, join, delete, guest candidates. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { requireSelf, requireSession } from '../auth/guard.ts';
import { httpError } from '../http/errors.ts';
import { readMultipartForm } from '../http/multipart.ts';
import type { BlobStore } from '../blobs/store.ts';
import type { PrivateLinks } from '../uploads/private-links.ts';
import { parseRowId, rowIdSchema } from '../http/row-ids.ts';
import { eventFor, hostedEvents, invitedEvents, type EventView } from './repository.ts';
import { guestCandidates } from './guests.ts';
import { createEvent, deleteEvent, joinEvent, updateEvent, updateEventStatus } from './write.ts';
import { eventFormBody } from './schemas.ts';
import { THUMBNAIL_MAX_BYTES, THUMBNAIL_TOO_LARGE, eventFormRules } from './rules.ts';

const params = (...names: string[]) =>
  ({ type: 'object', required: names, properties: Object.fromEntries(names.map((n) => [n, { type: 'string' }])) }) as const;
const withEventId = (name: string) =>
  ({ type: 'object', required: ['userId', name], properties: { userId: { type: 'string' }, [name]: rowIdSchema } }) as const;

async function readEventForm(request: FastifyRequest) {
  const { fields, file } = await readMultipartForm(request, { file: 'eventThumbnail', maxFileBytes: THUMBNAIL_MAX_BYTES, tooLarge: THUMBNAIL_TOO_LARGE });
  const parsed = eventFormRules.safeParse(fields);
  if (!parsed.success) throw httpError(400, parsed.error.issues[0]!.message);
  return { form: parsed.data, thumbnail: file };
}

export function eventRoutes(db: Db, blobs: BlobStore, privateFiles: PrivateLinks) {
  // Events are private to their host and guests, and so is the thumbnail: they get a signed link.
  const shown = (event: EventView) => ({ ...event, eventThumbnail: privateFiles.link(event.eventThumbnail) });
  return async (app: FastifyInstance) => {
    const session = requireSession(db);
    const self = requireSelf('userId');
    const multipartRoute = { validatorCompiler: () => () => true } as const;

    app.post<{ Params: { userId: string } }>(
      '/users/event/:userId',
      {
        preHandler: [session, self],
        ...multipartRoute,
        schema: {
          operationId: 'createEvent',
          tags: ['events'],
          summary: 'Create an event in one of your Pods, with 1–5 guests from your followers and followings',
          consumes: ['multipart/form-data'],
          params: params('userId'),
          body: eventFormBody,
          response: { 200: { $ref: 'EventSaved#' } },
        },
      },
      async (request) => {
        const { form, thumbnail } = await readEventForm(request);
        return createEvent(db, blobs, request.params.userId, form, thumbnail);
      },
    );

    // Multipart routes skip schema validation (the form is read and checked by the handler), so the
    // path's eventId arrives as text here.
    app.put<{ Params: { userId: string; eventId: string } }>(
      '/users/update-event/:userId/:eventId',
      {
        preHandler: [session, self],
        ...multipartRoute,
        schema: {
          operationId: 'updateEvent',
          tags: ['events'],
          summary: 'Edit a pending event you host (same form as create)',
          consumes: ['multipart/form-data'],
          params: withEventId('eventId'),
          body: eventFormBody,
          response: { 200: { $ref: 'EventSaved#' } },
        },
      },
      async (request) => {
        const eventId = parseRowId(request.params.eventId);
        if (eventId === null) throw httpError(400, 'eventId must be a number.');
        const { form, thumbnail } = await readEventForm(request);
        return updateEvent(db, blobs, request.params.userId, eventId, form, thumbnail);
      },
    );

    app.get<{ Params: { userId: string } }>(
      '/users/events/:userId',
      {
        preHandler: [session, self],
        schema: {
          operationId: 'getHostedEvents',
          tags: ['events'],
          summary: 'The events you host (expiry and finishing applied)',
          params: params('userId'),
          response: { 200: { $ref: 'EventList#' } },
        },
      },
      async (request) => ({ events: (await hostedEvents(db, request.params.userId)).map(shown) }),
    );

    app.get<{ Params: { userId: string } }>(
      '/users/event-invitations/:userId',
      {
        preHandler: [session, self],
        schema: {
          operationId: 'getEventInvitations',
          tags: ['events'],
          summary: 'The events you are invited to',
          params: params('userId'),
          response: { 200: { $ref: 'EventList#' } },
        },
      },
      async (request) => ({ events: (await invitedEvents(db, request.params.userId)).map(shown) }),
    );

    app.get<{ Params: { userId: string; eventId: number } }>(
      '/users/event/:userId/:eventId',
      {
        preHandler: [session, self],
        schema: {
          operationId: 'getEvent',
          tags: ['events'],
          summary: 'One event you host or are invited to',
          params: withEventId('eventId'),
          response: { 200: { $ref: 'Event#' } },
        },
      },
      async (request) => shown(await eventFor(db, request.params.userId, request.params.eventId)),
    );

    app.put<{ Params: { userId: string; eventId: number }; Body: { eventStatus: string } }>(
      '/users/update-event-status/:userId/:eventId',
      {
        preHandler: [session, self],
        schema: {
          operationId: 'updateEventStatus',
          tags: ['events'],
          summary: "Start an event you host ('started'; an existing start is kept)",
          params: withEventId('eventId'),
          body: { type: 'object', required: ['eventStatus'], properties: { eventStatus: { type: 'string' } } },
          response: { 200: { $ref: 'Event#' } },
        },
      },
      async (request) => shown(await updateEventStatus(db, request.params.userId, request.params.eventId, request.body.eventStatus)),
    );

    app.post<{ Params: { userId: string; eventId: number } }>(
      '/users/join-event/:userId/:eventId',
      {
        preHandler: [session, self],
        schema: {
          operationId: 'joinEvent',
          tags: ['events'],
          summary: 'Join a started event you are invited to',
          params: withEventId('eventId'),
          response: { 200: { $ref: 'Event#' } },
        },
      },
      async (request) => shown(await joinEvent(db, request.params.userId, request.params.eventId)),
    );

    app.delete<{ Params: { userId: string; eventId: number } }>(
      '/users/delete-event/:userId/:eventId',
      {
        preHandler: [session, self],
        schema: {
          operationId: 'deleteEvent',
          tags: ['events'],
          summary: 'Delete a pending event you host',
          params: withEventId('eventId'),
          response: { 200: { type: 'object', required: ['eventId', 'deleted'], properties: { eventId: { type: 'integer' }, deleted: { type: 'boolean' } } } },
        },
      },
      (request) => deleteEvent(db, request.params.userId, request.params.eventId),
    );

    app.get<{ Params: { userId: string } }>(
      '/users/guest-candidates/:userId',
      {
        preHandler: [session, self],
        schema: {
          operationId: 'getGuestCandidates',
          tags: ['events'],
          summary: 'People you may invite: your followers and followings, merged',
          params: params('userId'),
          response: { 200: { $ref: 'GuestCandidateList#' } },
        },
      },
      async (request) => ({ candidates: await guestCandidates(db, request.params.userId) }),
    );
  };
}
