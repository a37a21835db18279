/**
 * A visit to a Pod's drop-in room (issue 46), for the person on this device. Opening a Pod joins
 * its room; who gets in is decided by the server with the rules of shared/drop-in.ts.
 *
 * - `joining`: the room is asked for (`openRoom`): the Pod shows while it answers.
 * - `present`: in the room, `alone` or `withOthers` (their avatars and names; the count of others
 *   follows `room.changed`). The stream dropping is `reconnecting`.
 * - `full`: 24 people are in; the Pod shows read-only with 'Pod is full' and the count, and the
 *   room is asked again every FULL_RETRY_MS, so a place that frees up is taken.
 * - `closed`: not open to this person now (the owner's setting, or a live event has the room);
 *   the Pod shows read-only with the reason. An event's end opens drop-in again (`room.reopened`).
 * - `removed`: the owner removed this person: they are sent back out with a notice
 *   (`showRemoval`) and cannot come back for 24 hours (the server refuses them).
 * - `reconnecting`: the room's stream dropped; it is opened again (`openRoom`), and once back the
 *   person is present as before.
 * - `left`: the person left the Pod (`closeRoom`).
 */
import { assign, setup } from 'xstate';

export type RoomVisitEvent =
  | { type: 'room.entered'; others: number }
  | { type: 'room.changed'; others: number }
  | { type: 'room.full'; present: number }
  | { type: 'room.closed'; message: string }
  | { type: 'room.reopened' }
  | { type: 'room.removed' }
  | { type: 'stream.lost' }
  | { type: 'leave' };

export interface RoomVisitContext {
  /** People in the room besides this person (full: everyone in it). */
  others: number;
  /** Why the room is closed to this person now (closed only). */
  reason: string | null;
}

export const FULL_RETRY_MS = 15_000;
export const RECONNECT_MS = 2_000;

export const roomVisitMachine = setup({
  types: { context: {} as RoomVisitContext, events: {} as RoomVisitEvent },
  actions: {
    openRoom: () => {},
    closeRoom: () => {},
    showRemoval: () => {},
    countOthers: assign(({ event }) =>
      event.type === 'room.entered' || event.type === 'room.changed' ? { others: event.others } : event.type === 'room.full' ? { others: event.present } : {},
    ),
    noteReason: assign(({ event }) => (event.type === 'room.closed' ? { reason: event.message } : {})),
    clearReason: assign({ reason: null }),
  },
  guards: {
    alone: ({ event }) => (event.type === 'room.entered' || event.type === 'room.changed') && event.others === 0,
  },
  delays: { fullRetry: FULL_RETRY_MS, reconnect: RECONNECT_MS },
}).createMachine({
  id: 'roomVisit',
  context: { others: 0, reason: null },
  initial: 'joining',
  meta: { guards: { alone: 'no one else is in the room' } },
  on: {
    leave: { target: '.left', description: 'The person leaves the Pod' },
  },
  states: {
    joining: {
      description: 'The Pod shows while its room is asked for',
      entry: 'openRoom',
      on: {
        'room.entered': [
          { guard: 'alone', target: 'present.alone', actions: 'countOthers', description: 'In, and no one else is there' },
          { target: 'present.withOthers', actions: 'countOthers', description: 'In, with the others there: their avatars and names show' },
        ],
        'room.full': { target: 'full', actions: 'countOthers', description: "24 people are in: 'Pod is full' with the count" },
        'room.closed': { target: 'closed', actions: 'noteReason', description: 'Not open to this person now: the Pod shows read-only with the reason' },
        'room.removed': { target: 'removed', description: 'The owner removed this person less than 24 hours ago' },
      },
    },
    present: {
      description: 'In the room: seen by the others, and seeing them',
      initial: 'alone',
      on: {
        'room.changed': [
          { guard: 'alone', target: '.alone', actions: 'countOthers', description: 'The last other person left' },
          { target: '.withOthers', actions: 'countOthers', description: 'Someone arrived or left; others are still there' },
        ],
        'stream.lost': { target: 'reconnecting', description: "The room's stream dropped" },
        'room.removed': { target: 'removed', description: 'The owner removed this person from the room' },
        'room.closed': { target: 'closed', actions: 'noteReason', description: 'A live event takes the room over (or the owner closed it)' },
      },
      states: {
        alone: { description: 'No one else is in the Pod' },
        withOthers: { description: 'Others are in the Pod: their avatars, names and reactions' },
      },
    },
    full: {
      description: "'Pod is full' and the count: the Pod shows read-only",
      after: { fullRetry: { target: 'joining', description: 'The room is asked again: a place may have freed up' } },
    },
    closed: {
      description: 'The Pod shows read-only with why the room is not open now',
      exit: 'clearReason',
      on: { 'room.reopened': { target: 'joining', description: 'The live event ended: drop-in resumes' } },
    },
    reconnecting: {
      description: "'Reconnecting…': the others stay where they were last seen",
      after: { reconnect: { target: 'joining', description: 'The room is asked again' } },
    },
    removed: {
      description: 'Sent back out: the owner removed this person, who cannot come back for 24 hours',
      entry: ['closeRoom', 'showRemoval'],
      type: 'final',
    },
    left: {
      description: 'The person left the Pod',
      entry: 'closeRoom',
      type: 'final',
    },
  },
});
