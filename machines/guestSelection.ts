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
    confirm: { target: 'idle', actions: 'remove' },
    dismiss: { target: 'idle', actions: 'forgetRemove' },
  },
} as const;

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
  states: {
    candidates: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadCandidates',
            src: 'loadCandidates',
            onDone: { target: 'ready', actions: assign({ candidates: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        ready: {
          on: { 'search.changed': { guard: stateIn({ sheet: 'open' }), actions: 'setSearch' } },
        },
        failed: {
          on: { retry: { guard: stateIn({ sheet: 'open' }), target: 'loading' } },
        },
      },
    },
    sheet: {
      initial: 'closed',
      states: {
        closed: {
          initial: 'idle',
          on: {
            'sheet.opened': 'open',
            'guest.removeRequested': { guard: 'isSelected', target: '.confirmingRemove', actions: 'askRemove' },
          },
          states: { idle: {}, confirmingRemove: confirmingRemove },
        },
        open: {
          initial: 'idle',
          on: {
            'sheet.closed': { target: 'closed', actions: 'clearSearch' },
            'guest.added': { guard: and([stateIn({ candidates: 'ready' }), 'canAdd']), actions: 'add' },
            'guest.removeRequested': { guard: 'isSelected', target: '.confirmingRemove', actions: 'askRemove' },
          },
          states: { idle: {}, confirmingRemove: confirmingRemove },
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
export const selectRemovingName = (s: Snapshot) => s.context.candidates.concat(s.context.selected).find((g) => g.userId === s.context.removing)?.displayName ?? 'this person';
