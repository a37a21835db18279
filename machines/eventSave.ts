/**
 * Saving /create-event (spec §4 Event save, §5 Create event rules).
 *
 * - `editing`: the form. Confirm checks the rules first; what is wrong shows under each field
 *   ('Event name is required.', 'Please select a post.', 'Please select event time',
 *   'Please add at least one guest and max five', 'The event can not start in the past.').
 * - `saving`: the form went to the server; Confirm is disabled and shows a spinner.
 * - `saved`: the server answered with the event id; the screen goes to /event-success?eventId=.
 * A failed save goes back to `editing` with everything as it was, and an error toast.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';

export { EVENT_NAME_MAX, EVENT_REFUSALS, MAX_GUESTS, MAX_PENDING_EVENTS } from '../shared/event-rules.ts';
import { EVENT_NAME_MAX, EVENT_REFUSALS, MAX_GUESTS, MAX_PENDING_EVENTS } from '../shared/event-rules.ts';

/** The refusal that applies before anything is typed, or null when the form may be filled in. */
export function eventFormRefusal(
  userId: string,
  existing: { hostId: string; eventStatus: string } | null,
  hosted: readonly { eventStatus: string }[],
): string | null {
  if (existing) {
    if (existing.hostId !== userId) return EVENT_REFUSALS.notHost;
    return existing.eventStatus === 'pending' ? null : EVENT_REFUSALS.notPending;
  }
  return hosted.filter((e) => e.eventStatus === 'pending').length >= MAX_PENDING_EVENTS ? EVENT_REFUSALS.pendingLimit : null;
}

export interface EventForm {
  eventName: string;
  eventDescription: string;
  postId: string | null;
  startTimestamp: number | null;
  endTimestamp: number | null;
  guests: string[];
}

export type EventFormErrors = Partial<Record<'eventName' | 'postId' | 'time' | 'guests', string>>;

/** The §5 rules; `now` in epoch seconds. Empty when the form may be saved. */
export function validateEvent(form: EventForm, now: number): EventFormErrors {
  const errors: EventFormErrors = {};
  const name = form.eventName.trim();
  if (!name) errors.eventName = 'Event name is required.';
  else if (name.length > EVENT_NAME_MAX) errors.eventName = `Event name can be at most ${EVENT_NAME_MAX} characters.`;
  if (!form.postId) errors.postId = 'Please select a post.';
  if (form.startTimestamp === null || form.endTimestamp === null) errors.time = 'Please select event time';
  else if (form.startTimestamp < now) errors.time = 'The event can not start in the past.';
  if (form.guests.length < 1 || form.guests.length > MAX_GUESTS) errors.guests = 'Please add at least one guest and max five';
  return errors;
}

export type EventSaveEvent = { type: 'submit'; form: EventForm; now: number } | { type: 'field.changed'; field: keyof EventFormErrors };

export const eventSaveMachine = setup({
  types: {
    context: {} as { errors: EventFormErrors; form: EventForm | null; eventId: string | null },
    events: {} as EventSaveEvent,
  },
  actors: {
    saveEvent: fromPromise<string, EventForm>(async () => {
      throw new Error('saveEvent is provided by the app');
    }),
  },
  actions: {
    check: assign(({ event }) => {
      assertEvent(event, 'submit');
      return { errors: validateEvent(event.form, event.now), form: event.form };
    }),
    clearError: assign(({ context, event }) => {
      assertEvent(event, 'field.changed');
      const { [event.field]: _cleared, ...rest } = context.errors;
      return { errors: rest };
    }),
    goToSuccess: (_, _params: { eventId: string }) => {},
    reportFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isValid: ({ event }) => {
      assertEvent(event, 'submit');
      return Object.keys(validateEvent(event.form, event.now)).length === 0;
    },
  },
}).createMachine({
  id: 'eventSave',
  context: { errors: {}, form: null, eventId: null },
  initial: 'editing',
  meta: {
    guards: {
      isValid: 'a name of at most 20, a Pod, a time not in the past and 1 to 5 guests',
    },
  },
  states: {
    editing: {
      description: "The 'Create Event' (or 'Edit Event') form with 'Cancel' and 'Confirm'; problems show under the fields",
      meta: { route: '/create-event', spec: '§4 Event save' },
      on: {
        submit: [
          { guard: 'isValid', target: 'saving', actions: 'check', description: "'Confirm' with everything right saves the event" },
          { actions: 'check', description: "'Confirm' with a problem shows it under its field, e.g. 'Event name is required.'" },
        ],
        'field.changed': { actions: 'clearError', description: "Changing a field clears that field's error" },
      },
    },
    saving: {
      description: "'Confirm' is disabled and shows a spinner while the event is saved",
      meta: { route: '/create-event', spec: '§4 Event save' },
      invoke: {
        id: 'saveEvent',
        src: 'saveEvent',
        input: ({ context }) => context.form!,
        onDone: {
          target: 'saved',
          actions: [assign({ eventId: ({ event }) => event.output }), { type: 'goToSuccess', params: ({ event }) => ({ eventId: event.output }) }],
          description: 'Saved: on to /event-success with the event id',
        },
        onError: {
          target: 'editing',
          actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          description: "Not saved: the form stays; the toast 'The event was not saved. Please try again.' or the server's reason",
        },
      },
    },
    saved: {
      type: 'final',
      description: "Saved: 'Event Successfully Scheduled' with the event's card",
      meta: { route: '/event-success', spec: '§2 /event-success?eventId' },
    },
  },
});
