/**
 * Saving /create-event, from the spec's words (§4 Event save, §5 Create event, §2 /create-event,
 * /event-success, §8 'Event save and load failures: only logged'). Events are the ones the model
 * test drives on the real screen (tests/model/eventSave.test.tsx): its `submit` driver fills the
 * form like the event's form (the name as given; the pod, 23:00 today and Gus otherwise), so a
 * form it cannot fill that way is checked on the machine only. The clock is the model test's:
 * 10:02 local on 22 Nov 2026.
 */
import type { EventForm, EventSaveEvent } from '../../machines/eventSave.ts';
import type { ScenarioTable } from './scenario.ts';

type Event = EventSaveEvent | { type: 'xstate.done.actor.saveEvent'; output: string } | { type: 'xstate.error.actor.saveEvent'; error: unknown };

const NOW = new Date(2026, 10, 22, 10, 2, 0);
const NOW_S = Math.floor(NOW.getTime() / 1000);
const AT_2300 = Math.floor(new Date(2026, 10, 22, 23, 0).getTime() / 1000);

const VALID: EventForm = {
  eventName: 'Launch',
  eventDescription: '',
  postId: 'post-1',
  startTimestamp: AT_2300,
  endTimestamp: AT_2300 + 3600,
  guests: ['gus'],
};
const NO_NAME: EventForm = { ...VALID, eventName: '' };
const EMPTY: EventForm = { eventName: '', eventDescription: '', postId: null, startTimestamp: null, endTimestamp: null, guests: [] };

const submit = (form: EventForm): Event => ({ type: 'submit', form, now: NOW_S });
const saved: Event = { type: 'xstate.done.actor.saveEvent', output: '42' };
const notSaved: Event = { type: 'xstate.error.actor.saveEvent', error: new Error('refused') };
const nameChanged: Event = { type: 'field.changed', field: 'eventName' };
const cancel: Event = { type: 'cancel' };
const DISCARD = 'Discard your changes?';

const NAME_REQUIRED = 'Event name is required.';
const SELECT_POST = 'Please select a post.';
const SELECT_TIME = 'Please select event time';
const GUESTS = 'Please add at least one guest and max five';
const fillIn = "the screen's submit driver fills in the pod, the time and a guest before Confirm";

export const eventSaveScenarios: ScenarioTable<Event, { restored: boolean }> = {
  machine: 'eventSave',
  scenarios: [
    {
      rule: 'Event save: idle, then saving (Confirm disabled, spinner) when the form is right',
      spec: '§4 Event save; §2 /create-event (Confirm: spinner while saving)',
      given: [],
      givenState: 'editing',
      when: submit(VALID),
      then: { state: 'saving', effects: { saveEvent: 1, goToSuccess: 0, reportFailure: 0 }, context: { errors: {} }, screen: { hides: [NAME_REQUIRED] } },
    },
    {
      rule: 'Event save: on success /event-success with the event id',
      spec: '§4 Event save; §2 /event-success?eventId',
      given: [submit(VALID)],
      givenState: 'saving',
      when: saved,
      then: { state: 'saved', effects: { goToSuccess: 1, saveEvent: 0 }, context: { eventId: '42' }, screen: { navigatesTo: '/event-success?eventId=42' } },
    },
    {
      rule: 'Event save: on failure it stays on the form (and goes nowhere)',
      spec: '§4 Event save; §8 Event save failures',
      given: [submit(VALID)],
      givenState: 'saving',
      when: notSaved,
      then: { state: 'editing', effects: { goToSuccess: 0, saveEvent: 0 }, context: { eventId: null, errors: {}, form: { eventName: 'Launch' } } },
    },
    {
      rule: 'After a failed save, Confirm saves again',
      spec: '§4 Event save',
      given: [submit(VALID), notSaved],
      givenState: 'editing',
      when: submit(VALID),
      then: { state: 'saving', effects: { saveEvent: 1, goToSuccess: 0 } },
    },
    {
      rule: "Create event: name required ('Event name is required.'); nothing is saved",
      spec: '§5 Create event',
      given: [],
      when: submit(NO_NAME),
      then: {
        state: 'editing',
        effects: { saveEvent: 0, goToSuccess: 0 },
        context: { errors: { eventName: NAME_REQUIRED } },
        screen: { shows: [NAME_REQUIRED] },
      },
    },
    {
      rule: "Changing the event name clears 'Event name is required.' (errors clear when the field changes)",
      spec: '§5 Create event; §5 Pod settings (errors clear when the field changes)',
      given: [submit(NO_NAME)],
      when: nameChanged,
      then: { state: 'editing', effects: { saveEvent: 0 }, context: { errors: {} }, screen: { hides: [NAME_REQUIRED] } },
    },
    {
      rule: 'Once the name is fixed, Confirm saves',
      spec: '§4 Event save; §5 Create event',
      given: [submit(NO_NAME), nameChanged],
      when: submit(VALID),
      then: { state: 'saving', effects: { saveEvent: 1 }, context: { errors: {} } },
    },
    {
      rule: 'Cancel on an untouched form goes back (spec: Header: Cancel (go back))',
      spec: '§2 /create-event',
      given: [],
      when: cancel,
      then: { state: 'left', effects: { leave: 1, clearDraft: 0, saveEvent: 0 }, screen: { hides: [DISCARD] } },
    },
    {
      rule: 'Cancel with a typed draft asks before discarding it (issue 49 item 10)',
      spec: '§2 /create-event',
      given: [nameChanged],
      when: cancel,
      then: { state: 'discarding', effects: { leave: 0, clearDraft: 0 }, context: { touched: true }, screen: { shows: [DISCARD] } },
    },
    {
      rule: "'Discard' forgets the draft and goes back",
      spec: '§2 /create-event',
      given: [nameChanged, cancel],
      givenState: 'discarding',
      when: { type: 'discard.confirmed' },
      then: { state: 'left', effects: { clearDraft: 1, leave: 1, saveEvent: 0 } },
    },
    {
      rule: "'Keep editing' returns to the form as it was",
      spec: '§2 /create-event',
      given: [nameChanged, cancel],
      givenState: 'discarding',
      when: { type: 'discard.cancelled' },
      then: { state: 'editing', effects: { clearDraft: 0, leave: 0 }, context: { touched: true }, screen: { hides: [DISCARD] } },
    },
    {
      rule: "Create event on an empty form: 'Event name is required.', 'Please select a post.', 'Please select event time', 'Please add at least one guest and max five'",
      spec: '§5 Create event',
      given: [],
      when: submit(EMPTY),
      machineOnly: fillIn,
      then: {
        state: 'editing',
        effects: { saveEvent: 0 },
        context: { errors: { eventName: NAME_REQUIRED, postId: SELECT_POST, time: SELECT_TIME, guests: GUESTS } },
        screen: { shows: [NAME_REQUIRED, SELECT_POST, SELECT_TIME, GUESTS] },
      },
    },
    {
      rule: "A pod must be selected ('Please select a post.')",
      spec: '§5 Create event',
      given: [],
      when: submit({ ...VALID, postId: null }),
      machineOnly: fillIn,
      then: { state: 'editing', effects: { saveEvent: 0 }, context: { errors: { postId: SELECT_POST } } },
    },
    {
      rule: "Start and end required ('Please select event time')",
      spec: '§5 Create event',
      given: [],
      when: submit({ ...VALID, startTimestamp: null, endTimestamp: null }),
      machineOnly: fillIn,
      then: { state: 'editing', effects: { saveEvent: 0 }, context: { errors: { time: SELECT_TIME } } },
    },
    {
      rule: "Guests 1 to 5: none is refused ('Please add at least one guest and max five')",
      spec: '§5 Create event; §9 Guests per event',
      given: [],
      when: submit({ ...VALID, guests: [] }),
      machineOnly: fillIn,
      then: { state: 'editing', effects: { saveEvent: 0 }, context: { errors: { guests: GUESTS } } },
    },
    {
      rule: "Guests 1 to 5: six are refused ('Please add at least one guest and max five')",
      spec: '§5 Create event; §9 Guests per event',
      given: [],
      when: submit({ ...VALID, guests: ['a', 'b', 'c', 'd', 'e', 'f'] }),
      machineOnly: 'the screen cannot choose a sixth guest',
      then: { state: 'editing', effects: { saveEvent: 0 }, context: { errors: { guests: GUESTS } } },
    },
    {
      rule: 'Guests 1 to 5: five guests are saved',
      spec: '§5 Create event; §9 Guests per event',
      given: [],
      when: submit({ ...VALID, guests: ['a', 'b', 'c', 'd', 'e'] }),
      machineOnly: 'the screen test has two people to invite',
      then: { state: 'saving', effects: { saveEvent: 1 }, context: { errors: {} } },
    },
    {
      rule: 'Event name max 20: a 20-character name is saved',
      spec: '§5 Create event; §9 Event name max',
      given: [],
      when: submit({ ...VALID, eventName: 'x'.repeat(20) }),
      machineOnly: fillIn,
      then: { state: 'saving', effects: { saveEvent: 1 }, context: { errors: {} } },
    },
    {
      rule: 'Event name max 20: a 21-character name is refused',
      spec: '§5 Create event; §9 Event name max',
      given: [],
      when: submit({ ...VALID, eventName: 'x'.repeat(21) }),
      machineOnly: 'the name field takes at most 20 characters',
      then: { state: 'editing', effects: { saveEvent: 0, goToSuccess: 0 } },
    },
    {
      rule: 'The date cannot be before today: a start in the past is refused',
      spec: '§5 Create event',
      given: [],
      when: submit({ ...VALID, startTimestamp: NOW_S - 86_400, endTimestamp: NOW_S - 82_800 }),
      machineOnly: 'the date picker offers no past days',
      then: { state: 'editing', effects: { saveEvent: 0 } },
    },
    {
      rule: 'While saving, Confirm is disabled: a second Confirm saves nothing more',
      spec: '§4 Event save',
      given: [submit(VALID)],
      when: submit(VALID),
      machineOnly: "the screen's Confirm is disabled while saving",
      then: { state: 'saving', effects: { saveEvent: 0, goToSuccess: 0 } },
    },
  ],
};
