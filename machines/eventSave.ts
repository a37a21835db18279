/**
 * Saving /create-event (spec §4 Event save, §5 Create event rules).
 *
 * - `editing`: the form. Confirm checks the rules first; what is wrong shows under each field
 *   ('Event name is required.', 'Please select a post.', 'Please select event time',
 *   'Please add at least one guest and max five', 'The event can not start in the past.').
 * - `saving`: the form went to the server; Confirm is disabled and shows a spinner.
 * - `saved`: the server answered with the event id; the screen goes to /event-success?eventId=.
 * A failed save goes back to `editing` with everything as it was, and an error toast.
 * - What is typed is kept as a draft for the tab (the screen writes it while the form is touched):
 *   a reload shows it again. 'Cancel' on an untouched form goes back at once (`left`); on a touched
 *   one (or a draft brought back) it asks first (`discarding`: 'Discard your changes?'). The draft
 *   goes once the event is saved or the person discards it.
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

/** A field the person changed: those with an error of their own, and the rest of the form. */
export type EventField = keyof EventFormErrors | 'eventDescription' | 'date' | 'thumbnail';

export type EventSaveEvent =
  | { type: 'submit'; form: EventForm; now: number }
  | { type: 'field.changed'; field: EventField }
  | { type: 'cancel' }
  | { type: 'discard.confirmed' }
  | { type: 'discard.cancelled' };

export const eventSaveMachine = setup({
  types: {
    context: {} as { errors: EventFormErrors; form: EventForm | null; eventId: string | null; touched: boolean },
    events: {} as EventSaveEvent,
    /** `restored`: the form opens on a draft kept from before (a reload). */
    input: {} as { restored: boolean },
  },
  actors: {
    saveEvent: fromPromise<string, EventForm>(async () => {
      throw new Error('saveEvent is provided by the app');
    }),
  },
  actions: {
    check: assign(({ event }) => {
      assertEvent(event, 'submit');
      return { errors: validateEvent(event.form, event.now), form: event.form, touched: true };
    }),
    clearError: assign(({ context, event }) => {
      assertEvent(event, 'field.changed');
      const errors: EventFormErrors = { ...context.errors };
      delete errors[event.field as keyof EventFormErrors];
      return { errors, touched: true };
    }),
    goToSuccess: (_, _params: { eventId: string }) => {},
    /** Leaves the form ('Cancel': back where the person came from). */
    leave: () => {},
    /** Forgets the tab's draft of this form. */
    clearDraft: () => {},
    reportFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isValid: ({ event }) => {
      assertEvent(event, 'submit');
      return Object.keys(validateEvent(event.form, event.now)).length === 0;
    },
    touched: ({ context }) => context.touched,
  },
}).createMachine({
  id: 'eventSave',
  context: ({ input }) => ({ errors: {}, form: null, eventId: null, touched: input?.restored ?? false }),
  initial: 'editing',
  meta: {
    guards: {
      isValid: 'a name of at most 20, a Pod, a time not in the past and 1 to 5 guests',
      touched: 'something was typed or chosen (or a draft was brought back)',
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
        'field.changed': { actions: 'clearError', description: "Changing a field clears that field's error; the form is touched" },
        cancel: [
          { guard: 'touched', target: 'discarding', description: "'Cancel' on a touched form asks before discarding it" },
          { target: 'left', actions: 'leave', description: "'Cancel' on an untouched form goes back" },
        ],
      },
    },
    discarding: {
      description: "The dialog 'Discard your changes?' — 'What you typed will be lost.' — with 'Discard' and 'Keep editing'",
      meta: { route: '/create-event', spec: '§2 /create-event (Cancel)' },
      on: {
        'discard.confirmed': { target: 'left', actions: ['clearDraft', 'leave'], description: "'Discard' forgets the draft and goes back" },
        'discard.cancelled': { target: 'editing', description: "'Keep editing' (or Escape) closes the dialog; the form is as it was" },
      },
    },
    left: {
      type: 'final',
      description: 'The person went back without saving',
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
          actions: [
            assign({ eventId: ({ event }) => event.output }),
            'clearDraft',
            { type: 'goToSuccess', params: ({ event }) => ({ eventId: event.output }) },
          ],
          description: 'Saved: the draft is forgotten; on to /event-success with the event id',
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
