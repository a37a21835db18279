/**
 * One event on /events, for its host or an invitee (spec §4 Event status). Time comes in from
 * outside (`now` in the input, then `clock.ticked` events), so the chart never reads a clock.
 *
 * - `pending`: not started. The host may 'Start Event' (`starting` saves started-{now}, then the
 *   live event opens); an invitee sees a disabled 'Join Event'.
 * - `started`: the card says 'Live'; the host's 'Rejoin' keeps the existing start and opens the
 *   live event again; an invitee may 'Join'.
 * - `finished` ('Event Ended'): an hour after the start. `expired` ('Event Expired'): still pending
 *   when its end time passed. Both are final, and are saved when the time first shows them.
 * The same rules (`statusAt`) are what the server applies on every read.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

export { EVENT_DURATION_S, startedAt, statusAt, type EventStatus, type EventTiming } from '../shared/event-rules.ts';
import { startedAt, statusAt, type EventStatus, type EventTiming } from '../shared/event-rules.ts';

export type EventRole = 'host' | 'invitee';

export type EventLifecycleEvent = { type: 'clock.ticked'; now: number } | { type: 'start' } | { type: 'join' };

interface Context {
  event: EventTiming;
  role: EventRole;
  now: number;
}

export const eventLifecycleMachine = setup({
  types: {
    context: {} as Context,
    events: {} as EventLifecycleEvent,
    input: {} as { event: EventTiming; role: EventRole; now: number },
  },
  actors: {
    saveStatus: fromPromise<void, { eventStatus: EventStatus }>(async () => {
      throw new Error('saveStatus is provided by the app');
    }),
  },
  actions: {
    tick: assign(({ event }) => (event.type === 'clock.ticked' ? { now: event.now } : {})),
    setStatus: assign(({ context }, eventStatus: EventStatus) => ({ event: { ...context.event, eventStatus } })),
    /** Saves a status the time decided (expired, finished); nothing waits for it. */
    persistStatus: (_, _params: { eventStatus: EventStatus }) => {},
    openLiveEvent: () => {},
    reportFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isHost: ({ context }) => context.role === 'host',
    isInvitee: ({ context }) => context.role === 'invitee',
    nowExpired: ({ context }) => statusAt(context.event, context.now) === 'expired',
    nowFinished: ({ context }) => statusAt(context.event, context.now) === 'finished',
    nowStarted: ({ context }) => startedAt(statusAt(context.event, context.now)) !== null,
  },
}).createMachine({
  id: 'eventLifecycle',
  context: ({ input }) => ({ event: input.event, role: input.role, now: input.now }),
  initial: 'deciding',
  meta: {
    guards: {
      isHost: 'the viewer hosts the event',
      isInvitee: 'the viewer is invited to the event',
      nowExpired: 'still pending after its end time (or already expired)',
      nowFinished: 'started more than 1 hour ago (or already finished)',
      nowStarted: 'started less than 1 hour ago',
    },
  },
  states: {
    deciding: {
      description: 'A passing moment: the time now decides what the event card shows',
      always: [
        {
          guard: 'nowExpired',
          target: 'expired',
          actions: [
            { type: 'persistStatus', params: { eventStatus: 'expired' } },
            { type: 'setStatus', params: 'expired' },
          ],
          description: 'Never started and its end time passed: expired, and saved so',
        },
        {
          guard: 'nowFinished',
          target: 'finished',
          actions: [
            { type: 'persistStatus', params: { eventStatus: 'finished' } },
            { type: 'setStatus', params: 'finished' },
          ],
          description: 'Started over an hour ago: finished, and saved so',
        },
        { guard: 'nowStarted', target: 'started', description: 'Started within the last hour' },
        { target: 'pending', description: 'Not started yet' },
      ],
    },
    pending: {
      description: "Host: 'Start Event'. Invitee: 'Join Event', disabled",
      meta: { route: '/events', spec: '§4 Event status' },
      on: {
        'clock.ticked': { target: 'deciding', actions: 'tick', description: 'Time passes: the card is checked again' },
        start: { guard: 'isHost', target: 'starting', description: "The host taps 'Start Event'" },
      },
    },
    starting: {
      description: "Host: 'Start Event', disabled while the start is saved",
      meta: { route: '/events', spec: '§4 Event status' },
      invoke: {
        id: 'saveStatus',
        src: 'saveStatus',
        input: ({ context }) => ({ eventStatus: `started-${context.now}` as EventStatus }),
        onDone: {
          target: 'started',
          actions: [{ type: 'setStatus', params: ({ context }) => `started-${context.now}` as EventStatus }, 'openLiveEvent'],
          description: 'Saved as started now: the live event opens',
        },
        onError: {
          target: 'pending',
          actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          description: "Not started: the toast 'The event did not start. Please try again.'",
        },
      },
    },
    started: {
      description: "'Live'. Host: 'Rejoin' (opens the live event). Invitee: 'Join'",
      meta: { route: '/events', spec: '§4 Event status' },
      on: {
        'clock.ticked': { target: 'deciding', actions: 'tick', description: 'Time passes: the card is checked again' },
        start: { guard: 'isHost', actions: 'openLiveEvent', description: "The host's 'Rejoin' opens the live event again; the start time is kept" },
        join: { guard: 'isInvitee', actions: 'openLiveEvent', description: "The invitee's 'Join' opens the live event" },
      },
    },
    finished: { type: 'final', description: "'Event Ended', disabled", meta: { route: '/events', spec: '§4 Event status' } },
    expired: { type: 'final', description: "'Event Expired', disabled", meta: { route: '/events', spec: '§4 Event status' } },
  },
});

type Snapshot = SnapshotFrom<typeof eventLifecycleMachine>;

/** The card's action: its label and whether it can be pressed. */
export function selectAction(s: Snapshot): { label: string; enabled: boolean } {
  const host = s.context.role === 'host';
  if (s.matches('finished')) return { label: 'Event Ended', enabled: false };
  if (s.matches('expired')) return { label: 'Event Expired', enabled: false };
  if (s.matches('starting')) return { label: 'Start Event', enabled: false };
  if (s.matches('started')) return host ? { label: 'Rejoin', enabled: true } : { label: 'Join', enabled: true };
  return host ? { label: 'Start Event', enabled: true } : { label: 'Join Event', enabled: false };
}

/** Whether the card says 'Live': the event has started and is not over. */
export const selectLive = (s: Snapshot) => s.matches('started');
