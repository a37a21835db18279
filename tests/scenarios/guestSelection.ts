/**
 * Choosing guests on /create-event, from the spec's words (§2 /create-event: the 'Add guests'
 * sheet; §4 Event save 'Guests can be added (no duplicates, max 5) and removed (from the sheet,
 * after confirmation)'; §5 Create event; §6 'Guests come only from the user's followers and
 * followings'). Events are the ones the model test drives on the real screen
 * (tests/model/guestSelection.test.tsx), whose people to invite are Gus and Ivy; its remove
 * driver removes Gus.
 */
import type { GuestCandidate, GuestSelectionEvent } from '../../machines/guestSelection.ts';
import type { ScenarioTable } from './scenario.ts';

type Event =
  GuestSelectionEvent | { type: 'xstate.done.actor.loadCandidates'; output: GuestCandidate[] } | { type: 'xstate.error.actor.loadCandidates'; error: unknown };
type Input = { selected: GuestCandidate[] };

const GUS: GuestCandidate = { userId: 'gus', displayName: 'Gus', displayImage: null, totalPods: 1, type: 'follower' };
const IVY: GuestCandidate = { userId: 'ivy', displayName: 'Ivy', displayImage: null, totalPods: 2, type: 'both' };
const CANDIDATES = [GUS, IVY];
const person = (n: number): GuestCandidate => ({ userId: `p${n}`, displayName: `Person ${n}`, displayImage: null, totalPods: 0, type: 'following' });
const FIVE = [1, 2, 3, 4, 5].map(person);
const NONE: Input = { selected: [] };

const opened: Event = { type: 'sheet.opened' };
const closed: Event = { type: 'sheet.closed' };
const loaded: Event = { type: 'xstate.done.actor.loadCandidates', output: CANDIDATES };
const notLoaded: Event = { type: 'xstate.error.actor.loadCandidates', error: new Error('offline') };
const add = (guest: GuestCandidate): Event => ({ type: 'guest.added', guest });
const removeGus: Event = { type: 'guest.removeRequested', userId: GUS.userId };
const confirm: Event = { type: 'confirm' };
const cancel: Event = { type: 'dismiss' };
const search = (text: string): Event => ({ type: 'search.changed', search: text });
const retry: Event = { type: 'retry' };

/** The sheet is open, the people have loaded and Gus is chosen. */
const gusChosen = [opened, loaded, add(GUS)];
const QUESTION = 'Remove this person?';
const ASK_GUS = 'Are you sure you want to Remove Gus?';
const EMPTY_TEXT = 'You haven’t connected with anyone yet. Follow your friends to send them event invites!';

export const guestSelectionScenarios: ScenarioTable<Event, Input> = {
  machine: 'guestSelection',
  scenarios: [
    {
      rule: "Add guests opens a bottom sheet titled 'Add guests' with a counter n/5, a search box 'Search guests ...' (disabled until the list has loaded) and a loading indicator",
      spec: '§2 /create-event',
      input: NONE,
      given: [],
      givenState: 'sheet.closed.idle',
      when: opened,
      then: { state: ['sheet.open.idle', 'candidates.loading'], context: { selected: [], search: '' }, screen: { shows: ['0/5'] } },
    },
    {
      rule: "The guest list loads the user's followers and followings: rows with display name and 'Pods: {count}'",
      spec: '§2 /create-event; §6 Guests come only from the user’s followers and followings',
      input: NONE,
      given: [opened],
      givenState: 'candidates.loading',
      when: loaded,
      then: {
        state: ['candidates.ready', 'sheet.open.idle'],
        context: { candidates: CANDIDATES, selected: [] },
        screen: { shows: ['Gus', 'Ivy', 'Pods: 1', 'Pods: 2'], hides: [EMPTY_TEXT] },
      },
    },
    {
      rule: 'Guest load failures are only logged',
      spec: '§8 Event save and load failures (guests)',
      input: NONE,
      given: [opened],
      when: notLoaded,
      then: { state: ['candidates.failed', 'sheet.open.idle'], effects: { reportFailure: 1 }, context: { candidates: [], selected: [] } },
    },
    {
      rule: "After a failed load, 'Try again' in the sheet loads the list again (not in the spec: the design)",
      spec: '§2 /create-event (failure: not in the spec)',
      input: NONE,
      given: [opened, notLoaded],
      givenState: 'candidates.failed',
      when: retry,
      then: { state: ['candidates.loading', 'sheet.open.idle'], effects: { loadCandidates: 1 } },
    },
    {
      rule: 'Search: case-insensitive substring on name',
      spec: '§5 Search; §2 /create-event',
      input: NONE,
      given: [opened, loaded],
      when: search('gu'),
      then: { state: ['sheet.open.idle', 'candidates.ready'], context: { search: 'gu' }, screen: { shows: ['Gus'], hides: ['Ivy'] } },
    },
    {
      rule: 'Tapping the backdrop closes the sheet and clears the search',
      spec: '§2 /create-event',
      input: NONE,
      given: [opened, loaded, search('gu')],
      when: closed,
      then: { state: 'sheet.closed.idle', context: { search: '' } },
    },
    {
      rule: "'Add' on a row makes the person a guest: the counter reads 1/5",
      spec: '§2 /create-event; §4 Event save',
      input: NONE,
      given: [opened, loaded],
      when: add(GUS),
      then: { state: 'sheet.open.idle', context: { selected: [GUS] }, screen: { shows: ['1/5'] } },
    },
    {
      rule: 'Guests can be added up to 5: a second guest joins the first',
      spec: '§4 Event save; §5 Create event',
      input: NONE,
      given: gusChosen,
      when: add(IVY),
      then: { state: 'sheet.open.idle', context: { selected: [GUS, IVY] }, screen: { shows: ['2/5'] } },
    },
    {
      rule: 'Adding a guest is ignored if the guest is already in (no duplicates)',
      spec: '§5 Create event; §4 Event save',
      input: NONE,
      given: gusChosen,
      when: add(GUS),
      machineOnly: "a chosen person's row shows 'Remove', not 'Add'",
      then: { state: 'sheet.open.idle', context: { selected: [GUS] } },
    },
    {
      rule: 'Adding a guest is ignored if 5 are chosen',
      spec: '§5 Create event; §9 Guests per event',
      input: { selected: FIVE },
      given: [opened, loaded],
      when: add(GUS),
      machineOnly: "'Add' is disabled once 5 are chosen",
      then: { state: 'sheet.open.idle', context: { selected: FIVE } },
    },
    {
      rule: 'With 4 chosen a fifth guest may still be added',
      spec: '§5 Create event; §9 Guests per event',
      input: { selected: FIVE.slice(0, 4) },
      given: [opened, loaded],
      when: add(GUS),
      machineOnly: 'the screen test starts with no guests and has two people to invite',
      then: { state: 'sheet.open.idle', context: { selected: [...FIVE.slice(0, 4), GUS] } },
    },
    {
      rule: 'Nobody can be added before the list has loaded',
      spec: '§2 /create-event; §6 Guests come only from the user’s followers and followings',
      input: NONE,
      given: [opened],
      when: add(GUS),
      machineOnly: 'the sheet has no rows while the list loads',
      then: { state: ['sheet.open.idle', 'candidates.loading'], context: { selected: [] } },
    },
    {
      rule: "Remove opens a confirm dialog 'Remove this person?' / 'Are you sure you want to Remove {name}?' with a Confirm button",
      spec: '§2 /create-event',
      input: NONE,
      given: gusChosen,
      givenState: 'sheet.open.idle',
      when: removeGus,
      then: {
        state: 'sheet.open.confirmingRemove',
        context: { selected: [GUS], removing: 'gus' },
        screen: { shows: [QUESTION, ASK_GUS] },
      },
    },
    {
      rule: "Guests are removed from the sheet after confirmation: Confirm on 'Remove this person?' removes them",
      spec: '§2 /create-event; §4 Event save',
      input: NONE,
      given: [...gusChosen, removeGus],
      givenState: 'sheet.open.confirmingRemove',
      when: confirm,
      then: { state: 'sheet.open.idle', context: { selected: [], removing: null }, screen: { shows: ['0/5'], hides: [QUESTION] } },
    },
    {
      rule: "Removed only after confirmation: Cancel on 'Remove this person?' keeps the guest",
      spec: '§2 /create-event; §4 Event save',
      input: NONE,
      given: [...gusChosen, removeGus],
      givenState: 'sheet.open.confirmingRemove',
      when: cancel,
      then: { state: 'sheet.open.idle', context: { selected: [GUS], removing: null }, screen: { shows: ['1/5'], hides: [QUESTION] } },
    },
    {
      rule: 'Only a chosen guest can be removed: no question for someone who is not a guest',
      spec: '§2 /create-event',
      input: NONE,
      given: [opened, loaded],
      when: removeGus,
      machineOnly: "a person who is not chosen has 'Add', not 'Remove'",
      then: { state: 'sheet.open.idle', context: { selected: [], removing: null } },
    },
    {
      rule: 'Guests are removed after confirmation: only that guest, the others stay chosen',
      spec: '§2 /create-event; §4 Event save',
      input: NONE,
      given: [...gusChosen, add(IVY), removeGus],
      givenState: 'sheet.open.confirmingRemove',
      when: confirm,
      then: { state: 'sheet.open.idle', context: { selected: [IVY], removing: null }, screen: { shows: ['1/5'], hides: [QUESTION] } },
    },
    {
      rule: 'Only a chosen guest can be removed: with Ivy chosen, removing Gus asks nothing',
      spec: '§2 /create-event',
      input: { selected: [IVY] },
      given: [opened, loaded],
      when: removeGus,
      machineOnly: "a person who is not chosen has 'Add', not 'Remove'",
      then: { state: 'sheet.open.idle', context: { selected: [IVY], removing: null } },
    },
    {
      rule: 'Only a chosen guest can be removed: no cross, and no question, on the form for someone who is not a guest',
      spec: '§2 /create-event',
      input: { selected: [IVY] },
      given: [loaded],
      when: removeGus,
      machineOnly: 'the form shows a cross only on chosen guests',
      then: { state: 'sheet.closed.idle', context: { selected: [IVY], removing: null } },
    },
    {
      rule: "Typing in 'Search guests ...' happens in the open sheet: nothing is searched while it is closed",
      spec: '§2 /create-event',
      input: NONE,
      given: [loaded],
      when: search('Gus'),
      machineOnly: 'the search box is inside the sheet',
      then: { state: ['candidates.ready', 'sheet.closed.idle'], context: { search: '' } },
    },
    {
      rule: "Selected guests show as avatars with a remove cross; the cross asks 'Remove this person?' first",
      spec: '§2 /create-event; §4 Event save',
      input: NONE,
      given: [...gusChosen, closed],
      givenState: 'sheet.closed.idle',
      when: removeGus,
      then: { state: 'sheet.closed.confirmingRemove', context: { selected: [GUS], removing: 'gus' }, screen: { shows: [QUESTION, ASK_GUS] } },
    },
    {
      rule: "Confirm on 'Remove this person?' from a guest's cross removes the guest",
      spec: '§2 /create-event; §4 Event save',
      input: NONE,
      given: [...gusChosen, closed, removeGus],
      givenState: 'sheet.closed.confirmingRemove',
      when: confirm,
      then: { state: 'sheet.closed.idle', context: { selected: [], removing: null }, screen: { hides: [QUESTION] } },
    },
    {
      rule: "Cancel on 'Remove this person?' from a guest's cross keeps the guest",
      spec: '§2 /create-event; §4 Event save',
      input: NONE,
      given: [...gusChosen, closed, removeGus],
      givenState: 'sheet.closed.confirmingRemove',
      when: cancel,
      then: { state: 'sheet.closed.idle', context: { selected: [GUS], removing: null }, screen: { hides: [QUESTION] } },
    },
    {
      rule: 'Guests chosen before (editing an event) stay chosen when the sheet opens',
      spec: '§2 /create-event (optional query eventId for editing)',
      input: { selected: [IVY] },
      given: [],
      when: opened,
      machineOnly: 'the screen test starts with no guests',
      then: { state: 'sheet.open.idle', context: { selected: [IVY] } },
    },
  ],
};
