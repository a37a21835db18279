/**
 * A visit to a Pod's drop-in room, from issue 46's words ("Presence in every Pod a visitor may
 * see", "Privacy and blocks hold everywhere", "A machine for the room visit"). They run against the
 * machine and through the pod app's drop-in (tests/model/roomVisit.test.ts).
 */
import type { RoomVisitEvent } from '../../machines/roomVisit.ts';
import type { ScenarioTable } from './scenario.ts';

type Event = RoomVisitEvent | { type: 'xstate.after.fullRetry.roomVisit.full' } | { type: 'xstate.after.reconnect.roomVisit.reconnecting' };

const ISSUE = 'issue 46 §1 Presence in every Pod';
const enteredAlone: RoomVisitEvent = { type: 'room.entered', others: 0 };
const enteredWithTwo: RoomVisitEvent = { type: 'room.entered', others: 2 };
const full: RoomVisitEvent = { type: 'room.full', present: 24 };
const fifteenSecondsLater: Event = { type: 'xstate.after.fullRetry.roomVisit.full' };
const twoSecondsLater: Event = { type: 'xstate.after.reconnect.roomVisit.reconnecting' };
const eventOn: RoomVisitEvent = { type: 'room.closed', message: 'A live event is on in this Pod. Drop in again when it ends.' };

export const roomVisitScenarios: ScenarioTable<Event> = {
  machine: 'roomVisit',
  scenarios: [
    {
      rule: "Opening a Pod joins that Pod's room: you see the others there, they see you",
      spec: ISSUE,
      given: [],
      givenState: 'joining',
      when: enteredWithTwo,
      then: { state: 'present.withOthers', context: { others: 2 }, effects: { openRoom: 0 } },
    },
    {
      rule: 'Opening a Pod no one else is in: you are there alone until someone drops in',
      spec: ISSUE,
      given: [],
      when: enteredAlone,
      then: { state: 'present.alone', context: { others: 0 } },
    },
    {
      rule: 'Someone drops in while you are alone: their avatar and name appear',
      spec: ISSUE,
      given: [enteredAlone],
      when: { type: 'room.changed', others: 1 },
      then: { state: 'present.withOthers', context: { others: 1 } },
    },
    {
      rule: 'The last other person leaves: you are alone again',
      spec: ISSUE,
      given: [enteredWithTwo],
      when: { type: 'room.changed', others: 0 },
      then: { state: 'present.alone', context: { others: 0 } },
    },
    {
      rule: "A room holds up to 24 people; the 25th sees the Pod read-only with a 'Pod is full' notice and the count",
      spec: ISSUE,
      given: [],
      when: full,
      then: { state: 'full', context: { others: 24 }, effects: { 'after 15000 ms': 1 }, screen: { shows: ['Pod is full'] } },
    },
    {
      rule: 'The 25th is let in once a place frees up: the room is asked again every 15 s',
      spec: ISSUE,
      given: [full],
      when: fifteenSecondsLater,
      then: { state: 'joining', effects: { openRoom: 1 } },
    },
    {
      rule: "A Pod the owner set to 'Followers only' or 'Only me' shows read-only to the others, with why",
      spec: 'issue 46 §4 Privacy and blocks hold everywhere',
      given: [],
      when: { type: 'room.closed', message: 'The owner is not taking visitors in this Pod right now.' },
      then: {
        state: 'closed',
        context: { reason: 'The owner is not taking visitors in this Pod right now.' },
        effects: { closeRoom: 0 },
        screen: { shows: ['The owner is not taking visitors in this Pod right now.'] },
      },
    },
    {
      rule: 'A scheduled event in that Pod takes over the room while it runs (its guests and host only)',
      spec: ISSUE,
      given: [enteredWithTwo],
      when: eventOn,
      then: { state: 'closed', context: { reason: 'A live event is on in this Pod. Drop in again when it ends.' } },
    },
    {
      rule: 'Drop-in resumes when the event ends',
      spec: ISSUE,
      given: [eventOn],
      when: { type: 'room.reopened' },
      then: { state: 'joining', context: { reason: null }, effects: { openRoom: 1 } },
    },
    {
      rule: 'The owner removes someone from their room: they are sent back out with a notice',
      spec: 'issue 46 §4 Privacy and blocks hold everywhere',
      given: [enteredWithTwo],
      when: { type: 'room.removed' },
      then: {
        state: 'removed',
        effects: { closeRoom: 1, showRemoval: 1 },
        screen: { shows: ['The owner removed you from this Pod. You can come back in 24 hours.'] },
      },
    },
    {
      rule: 'Someone removed cannot rejoin for 24 h: the room refuses them with the notice',
      spec: 'issue 46 §4 Privacy and blocks hold everywhere',
      given: [],
      when: { type: 'room.removed' },
      then: { state: 'removed', effects: { showRemoval: 1, openRoom: 0 } },
    },
    {
      rule: 'The connection drops: reconnecting, then back in the room',
      spec: 'issue 46 §6 A machine for the room visit',
      given: [enteredWithTwo],
      when: { type: 'stream.lost' },
      then: { state: 'reconnecting', effects: { 'after 2000 ms': 1 } },
    },
    {
      rule: 'Reconnecting asks for the room again after 2 s',
      spec: 'issue 46 §6 A machine for the room visit',
      given: [enteredWithTwo, { type: 'stream.lost' }],
      when: twoSecondsLater,
      then: { state: 'joining', effects: { openRoom: 1 } },
    },
    {
      rule: 'Leaving the Pod leaves its room',
      spec: 'issue 46 §6 A machine for the room visit',
      given: [enteredWithTwo],
      when: { type: 'leave' },
      then: { state: 'left', effects: { closeRoom: 1 } },
    },
  ],
};
