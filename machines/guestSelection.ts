/**
 * Choosing guests on /create-event (spec: the 'Add guests' sheet).
 *
 * Two regions run side by side:
 * - `candidates`: the people the host may invite (followers and followings, merged) load once:
 *   `loading` (a spinner; search is disabled), `ready`, or `failed` ('Try again' in the sheet).
 *   Searching happens in the open sheet.
 * - `sheet`: `closed` or `open`. In the sheet a guest is added unless five are chosen or they are
 *   already in. Removing (in the sheet, or with the cross on a chosen guest's avatar on the form)
 *   asks first ('Remove this person?' / 'Are you sure you want to Remove {name}?') and comes back
 *   to where it was asked. Tapping the backdrop closes the sheet and clears the search.
 */
import { and, assertEvent, assign, fromPromise, setup, stateIn, type SnapshotFrom } from 'xstate';

import { MAX_GUESTS, type GuestCandidate } from '../shared/event-rules.ts';

export type { GuestCandidate };

export type GuestSelectionEvent =
  | { type: 'sheet.opened' }
  | { type: 'sheet.closed' }
  | { type: 'search.changed'; search: string }
  | { type: 'guest.added'; guest: GuestCandidate }
  | { type: 'guest.removeRequested'; userId: string }
  | { type: 'confirm' }
  | { type: 'dismiss' }
  | { type: 'retry' };

interface Context {
  candidates: GuestCandidate[];
  selected: GuestCandidate[];
  search: string;
  removing: string | null;
}

/** Asking before a chosen guest is removed (the same in the sheet and on the form). */
const confirmingRemove = {
  on: {
    confirm: { target: 'idle', actions: 'remove', description: "'Confirm' removes the guest" },
    dismiss: { target: 'idle', actions: 'forgetRemove', description: "'Cancel' keeps the guest" },
  },
} as const;
/** The question's words, drawn in the dialog. */
const REMOVE_QUESTION = "'Remove this person?' / 'Are you sure you want to Remove {name}?' with 'Confirm' and 'Cancel'";

export const guestSelectionMachine = setup({
  types: {
    context: {} as Context,
    events: {} as GuestSelectionEvent,
    /** Guests already on the event (editing). */
    input: {} as { selected: GuestCandidate[] },
  },
  actors: {
    loadCandidates: fromPromise<GuestCandidate[]>(async () => {
      throw new Error('loadCandidates is provided by the app');
    }),
  },
  actions: {
    setSearch: assign(({ event }) => {
      assertEvent(event, 'search.changed');
      return { search: event.search };
    }),
    clearSearch: assign({ search: '' }),
    add: assign(({ context, event }) => {
      assertEvent(event, 'guest.added');
      return { selected: [...context.selected, event.guest] };
    }),
    askRemove: assign(({ event }) => {
      assertEvent(event, 'guest.removeRequested');
      return { removing: event.userId };
    }),
    remove: assign(({ context }) => ({ selected: context.selected.filter((g) => g.userId !== context.removing), removing: null })),
    forgetRemove: assign({ removing: null }),
    reportFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    canAdd: ({ context, event }) => {
      assertEvent(event, 'guest.added');
      return context.selected.length < MAX_GUESTS && !context.selected.some((g) => g.userId === event.guest.userId);
    },
    isSelected: ({ context, event }) => {
      assertEvent(event, 'guest.removeRequested');
      return context.selected.some((g) => g.userId === event.userId);
    },
  },
}).createMachine({
  id: 'guestSelection',
  type: 'parallel',
  context: ({ input }) => ({ candidates: [], selected: input.selected, search: '', removing: null }),
  meta: {
    guards: {
      canAdd: 'fewer than 5 guests are chosen and this person is not one yet',
      isSelected: 'the person is one of the chosen guests',
    },
  },
  states: {
    candidates: {
      description: "The people who may be invited: the host's followers and followings",
      initial: 'loading',
      states: {
        loading: {
          description: "A spinner in the sheet; 'Search guests ...' is disabled",
          invoke: {
            id: 'loadCandidates',
            src: 'loadCandidates',
            onDone: { target: 'ready', actions: assign({ candidates: ({ event }) => event.output }), description: 'The people arrived: the search is enabled' },
            onError: {
              target: 'failed',
              actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
              description: "The people did not load: 'Try again' in the sheet",
            },
          },
        },
        ready: {
          description: "Each person with avatar, name, Pods count and 'Add' or 'Remove' (none: 'You haven’t connected…')",
          on: {
            'search.changed': {
              guard: stateIn({ sheet: 'open' }),
              actions: 'setSearch',
              description: "Typing in 'Search guests ...' filters the people by name",
            },
          },
        },
        failed: {
          description: "'Try again' in the sheet instead of the people",
          on: { retry: { guard: stateIn({ sheet: 'open' }), target: 'loading', description: "'Try again' reads the people again" } },
        },
      },
    },
    sheet: {
      description: "The 'Add guests' sheet, open or closed",
      initial: 'closed',
      states: {
        closed: {
          description: "The form shows up to 3 chosen guests' avatars with a cross, then '+N', and 'Add guests'",
          meta: { route: '/create-event', spec: '§2 /create-event' },
          initial: 'idle',
          on: {
            'sheet.opened': { target: 'open', description: "'Add guests' opens the sheet" },
            'guest.removeRequested': {
              guard: 'isSelected',
              target: '.confirmingRemove',
              actions: 'askRemove',
              description: "The cross on a chosen guest's avatar asks first",
            },
          },
          states: {
            idle: { description: "The form with the chosen guests' avatars and 'Add guests'" },
            confirmingRemove: { ...confirmingRemove, description: REMOVE_QUESTION, meta: { route: '/create-event', spec: '§2 /create-event' } },
          },
        },
        open: {
          description: "The 'Add guests' sheet: the counter n/5, 'Search guests ...' and the people",
          meta: { route: '/create-event', spec: '§2 /create-event' },
          initial: 'idle',
          on: {
            'sheet.closed': { target: 'closed', actions: 'clearSearch', description: 'Tapping the backdrop closes the sheet and clears the search' },
            'guest.added': {
              guard: and([stateIn({ candidates: 'ready' }), 'canAdd']),
              actions: 'add',
              description: "'Add' makes the person a guest; the counter goes up",
            },
            'guest.removeRequested': {
              guard: 'isSelected',
              target: '.confirmingRemove',
              actions: 'askRemove',
              description: "'Remove' on a guest's row asks first",
            },
          },
          states: {
            idle: { description: "The sheet: the counter n/5, 'Search guests ...' and rows with 'Add' or 'Remove'" },
            confirmingRemove: { ...confirmingRemove, description: REMOVE_QUESTION, meta: { route: '/create-event', spec: '§2 /create-event' } },
          },
        },
      },
    },
  },
});

type Snapshot = SnapshotFrom<typeof guestSelectionMachine>;

/** Candidates matching the search (case-insensitive substring of the name). */
export function selectVisibleCandidates(s: Snapshot) {
  const term = s.context.search.trim().toLowerCase();
  return term ? s.context.candidates.filter((c) => (c.displayName ?? '').toLowerCase().includes(term)) : s.context.candidates;
}
export const selectSearchEnabled = (s: Snapshot) => s.matches({ candidates: 'ready' });
export const selectCounter = (s: Snapshot) => `${s.context.selected.length}/${MAX_GUESTS}`;
export const selectRemovingName = (s: Snapshot) =>
  s.context.candidates.concat(s.context.selected).find((g) => g.userId === s.context.removing)?.displayName ?? 'this person';
