/**
 * One event's status on /events, for its host and an invitee, from the spec's words (§4 Event
 * status, §2 /events, §6 'Only the host starts an event; invitees can only join', §9 'Started
 * event becomes finished: after 1 hour'). Events are the ones the model test drives on the real
 * <EventCard> (tests/model/eventLifecycle.test.tsx), with its event and clock: `now` is in epoch
 * seconds, the event starts 10 minutes after T and ends an hour later.
 */
import type { EventLifecycleEvent, EventRole, EventStatus } from '../../machines/eventLifecycle.ts';
import type { ScenarioTable } from './scenario.ts';

type Event = EventLifecycleEvent | { type: 'xstate.done.actor.saveStatus'; output: undefined } | { type: 'xstate.error.actor.saveStatus'; error: unknown };
interface Input {
  event: { eventStatus: EventStatus; startTimestamp: number; endTimestamp: number };
  role: EventRole;
  now: number;
}

/** The model test's moment and event (eventId 7 of host-1, in post-1). */
const T = 1_800_000_000;
const START = T + 600;
const END = T + 4200;
const at = (role: EventRole, eventStatus: EventStatus, now = T): Input => ({ event: { eventStatus, startTimestamp: START, endTimestamp: END }, role, now });
const STARTED_AT_T: EventStatus = `started-${T}`;

const start: Event = { type: 'start' };
const join: Event = { type: 'join' };
const saved: Event = { type: 'xstate.done.actor.saveStatus', output: undefined };
const notSaved: Event = { type: 'xstate.error.actor.saveStatus', error: new Error('refused') };
const tick = (now: number): Event => ({ type: 'clock.ticked', now });

const HOST_LIVE = '/live-event/?userId=host-1&hostId=host-1&eventId=7&postId=post-1';
const GUEST_LIVE = '/live-event/?userId=guest-1&hostId=host-1&eventId=7&postId=post-1';

export const eventLifecycleScenarios: ScenarioTable<Event, Input> = {
  machine: 'eventLifecycle',
  scenarios: [
    {
      rule: "The host's 'Start Event' on a pending event sets started-{now}: the status is saved first",
      spec: '§4 Event status; §7 Users (update-event-status)',
      input: at('host', 'pending'),
      given: [],
      givenState: 'pending',
      when: start,
      then: {
        state: 'starting',
        effects: { saveStatus: 1, openLiveEvent: 0, persistStatus: 0 },
        context: { event: { eventStatus: 'pending' } },
        screen: { shows: ['Start Event'] },
      },
    },
    {
      rule: "The host's 'Start Event' on a pending event sets started-{now} and opens the live event",
      spec: '§4 Event status; §2 /events (Start/join goes to /live-event)',
      input: at('host', 'pending'),
      given: [start],
      givenState: 'starting',
      when: saved,
      then: {
        state: 'started',
        effects: { openLiveEvent: 1, saveStatus: 0 },
        context: { event: { eventStatus: `started-${T}` } },
        screen: { shows: ['Live', 'Rejoin'], navigatesTo: HOST_LIVE },
      },
    },
    {
      rule: "A 'Start Event' whose save failed leaves the event pending and opens nothing",
      spec: '§4 Event status; §8 Other failures are only logged',
      input: at('host', 'pending'),
      given: [start],
      givenState: 'starting',
      when: notSaved,
      then: {
        state: 'pending',
        effects: { openLiveEvent: 0, saveStatus: 0, persistStatus: 0 },
        context: { event: { eventStatus: 'pending' } },
        screen: { shows: ['Start Event'], hides: ['Event Ended', 'Event Expired'] },
      },
    },
    {
      rule: "After a failed start the host's 'Start Event' tries again",
      spec: '§4 Event status',
      input: at('host', 'pending'),
      given: [start, notSaved],
      givenState: 'pending',
      when: start,
      then: { state: 'starting', effects: { saveStatus: 1, openLiveEvent: 0 } },
    },
    {
      rule: "A second tap on 'Start Event' while the start is being saved does not save again",
      spec: '§4 Event status',
      input: at('host', 'pending'),
      given: [start],
      when: start,
      then: { state: 'starting', effects: { saveStatus: 0, openLiveEvent: 0 } },
    },
    {
      rule: "The host's 'Rejoin' on a started ('Live') event keeps the existing start time and opens the live event",
      spec: '§4 Event status',
      input: at('host', STARTED_AT_T, T + 100),
      given: [],
      givenState: 'started',
      when: start,
      then: {
        state: 'started',
        effects: { openLiveEvent: 1, saveStatus: 0, persistStatus: 0 },
        context: { event: { eventStatus: `started-${T}` } },
        screen: { shows: ['Live', 'Rejoin'], hides: ['Start Event'], navigatesTo: HOST_LIVE },
      },
    },
    {
      rule: "Pending shows a disabled 'Join Event' to invitees: only the host starts an event",
      spec: '§4 Event status; §6 Only the host starts an event',
      input: at('invitee', 'pending'),
      given: [],
      givenState: 'pending',
      when: start,
      then: {
        state: 'pending',
        effects: { saveStatus: 0, openLiveEvent: 0 },
        context: { event: { eventStatus: 'pending' } },
        screen: { shows: ['Join Event'] },
      },
    },
    {
      rule: "An invitee cannot join a pending event ('Join Event' is disabled)",
      spec: '§4 Event status; §6 invitees can only join',
      input: at('invitee', 'pending'),
      given: [],
      when: join,
      machineOnly: "the screen's 'Join Event' is disabled, so a tap sends nothing",
      then: { state: 'pending', effects: { openLiveEvent: 0, saveStatus: 0 } },
    },
    {
      rule: 'Invitees see Join when started and not expired: Join opens the live event',
      spec: '§4 Event status; §2 /events (Start/join goes to /live-event)',
      input: at('invitee', STARTED_AT_T),
      given: [],
      givenState: 'started',
      when: join,
      then: { state: 'started', effects: { openLiveEvent: 1, saveStatus: 0 }, screen: { shows: ['Live', 'Join'], navigatesTo: GUEST_LIVE } },
    },
    {
      rule: 'Only the host starts an event: an invitee of a started event can only join',
      spec: '§6 Only the host starts an event; invitees can only join',
      input: at('invitee', STARTED_AT_T),
      given: [],
      when: start,
      machineOnly: "the invitee's card has only 'Join', which sends join",
      then: { state: 'started', effects: { openLiveEvent: 0, saveStatus: 0 } },
    },
    {
      rule: "The host of a started event rejoins it ('Rejoin'); joining is for invitees",
      spec: '§6 Only the host starts an event; invitees can only join',
      input: at('host', STARTED_AT_T),
      given: [],
      when: join,
      machineOnly: "the host's card has only 'Rejoin', which sends start",
      then: { state: 'started', effects: { openLiveEvent: 0, saveStatus: 0 } },
    },
    {
      rule: 'A pending event before its end time stays pending as time passes',
      spec: '§4 Event status',
      input: at('host', 'pending'),
      given: [],
      when: tick(T + 100),
      then: {
        state: 'pending',
        effects: { persistStatus: 0 },
        context: { now: T + 100, event: { eventStatus: 'pending' } },
        screen: { shows: ['Start Event'] },
      },
    },
    {
      rule: 'A pending event exactly at its end time is not yet expired (its end time has not passed)',
      spec: '§4 Event status',
      input: at('invitee', 'pending'),
      given: [],
      when: tick(END),
      then: { state: 'pending', effects: { persistStatus: 0 }, context: { event: { eventStatus: 'pending' } }, screen: { shows: ['Join Event'] } },
    },
    {
      rule: "A pending event whose end time has passed is expired (saved to the server as expired): 'Event Expired'",
      spec: '§4 Event status',
      input: at('host', 'pending'),
      given: [],
      when: tick(END + 1),
      then: {
        state: 'expired',
        effects: { persistStatus: 1, saveStatus: 0, openLiveEvent: 0 },
        context: { event: { eventStatus: 'expired' } },
        screen: { shows: ['Event Expired'], hides: ['Start Event'] },
      },
    },
    {
      rule: "An invitee's pending event whose end time has passed shows 'Event Expired'",
      spec: '§4 Event status',
      input: at('invitee', 'pending'),
      given: [],
      when: tick(T + 9000),
      then: {
        state: 'expired',
        effects: { persistStatus: 1 },
        context: { event: { eventStatus: 'expired' } },
        screen: { shows: ['Event Expired'], hides: ['Join Event'] },
      },
    },
    {
      rule: 'An event found expired when the list loads is saved as expired once, not again as time passes',
      spec: '§4 Event status',
      input: at('host', 'pending', T + 9000),
      given: [],
      givenState: 'expired',
      when: tick(T + 9100),
      then: {
        state: 'expired',
        effects: { persistStatus: 0, saveStatus: 0 },
        context: { event: { eventStatus: 'expired' } },
        screen: { shows: ['Event Expired'] },
      },
    },
    {
      rule: 'A started event exactly 1 hour after its start is not yet finished (more than 1 hour is)',
      spec: '§4 Event status; §9 Started event becomes finished',
      input: at('invitee', STARTED_AT_T),
      given: [],
      when: tick(T + 3600),
      then: { state: 'started', effects: { persistStatus: 0 }, context: { event: { eventStatus: `started-${T}` } }, screen: { shows: ['Join'] } },
    },
    {
      rule: "A started event more than 1 hour after its start is finished (saved as finished): 'Event Ended'",
      spec: '§4 Event status; §9 Started event becomes finished',
      input: at('invitee', STARTED_AT_T),
      given: [],
      when: tick(T + 3601),
      then: {
        state: 'finished',
        effects: { persistStatus: 1, openLiveEvent: 0 },
        context: { event: { eventStatus: 'finished' } },
        screen: { shows: ['Event Ended'], hides: ['Join'] },
      },
    },
    {
      rule: "The host's started event is finished an hour after its start, whatever its end time: 'Event Ended'",
      spec: '§4 Event status; §9 Started event becomes finished',
      input: at('host', 'pending'),
      given: [start, saved],
      givenState: 'started',
      when: tick(T + 9000),
      then: { state: 'finished', effects: { persistStatus: 1 }, context: { event: { eventStatus: 'finished' } }, screen: { shows: ['Event Ended'] } },
    },
    {
      rule: "A finished event shows 'Event Ended' for good: no Join",
      spec: '§4 Event status',
      input: at('invitee', STARTED_AT_T, T + 9000),
      given: [],
      givenState: 'finished',
      when: join,
      machineOnly: "the screen's 'Event Ended' is disabled, so a tap sends nothing",
      then: { state: 'finished', effects: { openLiveEvent: 0, persistStatus: 0 } },
    },
  ],
};
