/** JSON schemas of events (spec §3 Event, Merged guest candidate), named so GraphQL gets real types. */
import { displayImageSet } from '../posts/schemas.ts';

const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const int = { type: 'integer' } as const;

const person = {
  type: 'object',
  required: ['userId', 'userDisplayName', 'userDPUrl'],
  properties: { userId: str, userDisplayName: nullableStr, userDPUrl: nullableStr },
} as const;

export const event = {
  $id: 'Event',
  type: 'object',
  required: [
    'eventId',
    'hostId',
    'postId',
    'eventName',
    'eventDescription',
    'eventThumbnail',
    'startTimestamp',
    'endTimestamp',
    'eventStatus',
    'host',
    'post',
    'guests',
  ],
  properties: {
    eventId: int,
    hostId: str,
    postId: str,
    eventName: str,
    eventDescription: str,
    eventThumbnail: nullableStr,
    startTimestamp: int,
    endTimestamp: int,
    eventStatus: { type: 'string', description: 'pending, started-{epoch seconds}, finished or expired' },
    host: person,
    post: {
      type: 'object',
      required: ['postId', 'postName', 'postDisplayImage'],
      properties: { postId: str, postName: str, postDisplayImage: str, postDisplayImageSet: displayImageSet },
    },
    guests: { type: 'array', items: person },
  },
} as const;

export const eventList = {
  $id: 'EventList',
  type: 'object',
  required: ['events'],
  properties: { events: { type: 'array', items: { $ref: 'Event#' } } },
} as const;

export const eventSaved = {
  $id: 'EventSaved',
  type: 'object',
  required: ['data'],
  properties: { data: { type: 'object', required: ['eventId'], properties: { eventId: int } } },
} as const;

export const guestCandidateList = {
  $id: 'GuestCandidateList',
  type: 'object',
  required: ['candidates'],
  properties: {
    candidates: {
      type: 'array',
      items: {
        type: 'object',
        required: ['userId', 'displayName', 'displayImage', 'totalPods', 'type'],
        properties: {
          userId: str,
          displayName: nullableStr,
          displayImage: nullableStr,
          totalPods: int,
          type: { type: 'string', enum: ['follower', 'following', 'both'] },
        },
      },
    },
  },
} as const;

export const eventSchemas = [event, eventList, eventSaved, guestCandidateList];

/** The create/update form, documented for OpenAPI and the gateway (the handler reads and checks it). */
export const eventFormBody = {
  type: 'object',
  required: ['postId', 'eventName', 'startTimestamp', 'endTimestamp', 'guests'],
  properties: {
    postId: str,
    eventName: str,
    eventDescription: str,
    startTimestamp: int,
    endTimestamp: int,
    guests: { type: 'string', description: 'JSON text: a list of 1 to 5 {"userId"}' },
    eventThumbnail: { type: 'string', format: 'binary', description: 'An image of at most 1 MB; stored as WebP' },
  },
} as const;
