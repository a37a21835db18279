/**
 * The 'Set Event Time' dialog of /create-event: a start time in 5-minute steps; the end is always
 * one hour after the start (read-only, 'End Time (Automatically set to 1 hour after start time)').
 *
 * - `closed.unset`: no time chosen yet (saving says 'Please select event time').
 * - `closed.set`: a time is chosen; the form shows it.
 * - `editing`: the dialog is open on a draft; 'Set Time' keeps the draft, 'Cancel' drops it.
 */
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';

export const TIME_STEP_MINUTES = 5;
export const EVENT_DURATION_MINUTES = 60;
const MINUTES_PER_DAY = 24 * 60;

/** A minute of the day on the 5-minute grid (rounded up, wrapping at midnight). */
export const toStep = (minutes: number) => (Math.ceil(minutes / TIME_STEP_MINUTES) * TIME_STEP_MINUTES) % MINUTES_PER_DAY;

export type EventTimeEvent = { type: 'open' } | { type: 'draft.changed'; minutes: number } | { type: 'confirm' } | { type: 'cancel' };

export const eventTimeMachine = setup({
  types: {
    context: {} as { minutes: number | null; draft: number; suggested: number },
    events: {} as EventTimeEvent,
    /** `minutes`: an existing start (editing); `suggested`: where a new draft starts (the next step from now). */
    input: {} as { minutes: number | null; suggested: number },
  },
  actions: {
    startDraft: assign(({ context }) => ({ draft: context.minutes ?? toStep(context.suggested) })),
    changeDraft: assign(({ event }) => {
      assertEvent(event, 'draft.changed');
      return { draft: toStep(event.minutes) };
    }),
    keepDraft: assign(({ context }) => ({ minutes: context.draft })),
  },
  guards: {
    hasTime: ({ context }) => context.minutes !== null,
  },
}).createMachine({
  id: 'eventTime',
  context: ({ input }) => ({ minutes: input.minutes === null ? null : toStep(input.minutes), draft: 0, suggested: input.suggested }),
  initial: 'closed',
  meta: {
    guards: {
      hasTime: 'a start time has been chosen',
    },
  },
  states: {
    closed: {
      description: 'The dialog is closed: the /create-event form shows the Time button',
      meta: { route: '/create-event', spec: '§2 /create-event' },
      initial: 'deciding',
      states: {
        deciding: {
          description: 'A passing moment: whether the event has a start time yet',
          always: [
            { guard: 'hasTime', target: 'set', description: 'A start time is chosen' },
            { target: 'unset', description: 'No start time yet' },
          ],
        },
        unset: { description: "The Time button reads 'Set the time' ('Confirm' then says 'Please select event time')" },
        set: { description: 'The Time button shows the start and the end, one hour later' },
      },
      on: {
        open: {
          target: 'editing',
          actions: 'startDraft',
          description: 'Tapping Time opens the dialog on the chosen start, else on one at least 5 minutes from now',
        },
      },
    },
    editing: {
      description: "'Set Event Time': 'Start Time' in 5-minute steps, the end read-only, 'Set Time' and 'Cancel'",
      meta: { route: '/create-event', spec: '§2 /create-event' },
      on: {
        'draft.changed': { actions: 'changeDraft', description: 'Picking a start (rounded up to 5 minutes) moves the end to 1 hour later' },
        confirm: { target: 'closed', actions: 'keepDraft', description: "'Set Time' keeps the time shown" },
        cancel: { target: 'closed', description: "'Cancel' (or closing the dialog) drops the change" },
      },
    },
  },
});

type Snapshot = SnapshotFrom<typeof eventTimeMachine>;

/** Start and end as epoch seconds on a day (its local midnight, epoch seconds), or null when unset. */
export function selectTimestamps(s: Snapshot, dayStart: number): { startTimestamp: number; endTimestamp: number } | null {
  if (s.context.minutes === null) return null;
  const startTimestamp = dayStart + s.context.minutes * 60;
  return { startTimestamp, endTimestamp: startTimestamp + EVENT_DURATION_MINUTES * 60 };
}

/** 'HH:MM' for a minute of the day: the value of an <input type="time"> (what people read goes through shared/time-format.ts). */
export const formatMinutes = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** The draft's end, shown read-only in the dialog. */
export const selectDraftEnd = (s: Snapshot) => (s.context.draft + EVENT_DURATION_MINUTES) % MINUTES_PER_DAY;
