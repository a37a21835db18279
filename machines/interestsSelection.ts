/**
 * Choosing interests (/interests-selection), with the 'all' rules of spec §4.
 *
 * - `choosing`: chips toggle. Choosing 'all' selects every interest; clearing 'all' clears them
 *   all; choosing every single interest adds 'all'; clearing one removes 'all'. Continue with
 *   none chosen shows 'Please select at least one interest to continue'.
 * - `saving`: 'Saving...' on the button while the choice is stored.
 * - `podReady`: after onboarding's 'Explore Now' (defaultPod=true), the dialog 'Your pod is
 *   ready!' offers 'Preview Pod' and 'Go to Feed'.
 * - `finished`: on to the feed (or the pod preview). A failed save stays on `choosing` with a toast.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

export const INTEREST_IDS = ['all', 'technology', 'art', 'fitness', 'business', 'science', 'gaming', 'fashion', 'travel'] as const;
export type InterestId = (typeof INTEREST_IDS)[number];
export const NO_INTEREST_ERROR = 'Please select at least one interest to continue';

const singles = INTEREST_IDS.filter((id) => id !== 'all');

/** The 'all' rules (spec §4 Interests). */
export function toggleInterest(selected: readonly InterestId[], id: InterestId): InterestId[] {
  if (id === 'all') return selected.includes('all') ? [] : [...INTEREST_IDS];
  if (selected.includes(id)) return selected.filter((chosen) => chosen !== id && chosen !== 'all');
  const next = [...selected, id];
  return singles.every((single) => next.includes(single)) ? [...INTEREST_IDS] : next;
}

export type InterestsEvent =
  | { type: 'interest.toggled'; id: InterestId }
  | { type: 'continued' }
  | { type: 'preview.chosen' }
  | { type: 'feed.chosen' };

export const interestsSelectionMachine = setup({
  types: {
    context: {} as { selected: InterestId[]; error: string | null; defaultPod: boolean },
    events: {} as InterestsEvent,
    input: {} as { selected: InterestId[]; defaultPod: boolean },
  },
  actors: {
    saveInterests: fromPromise<void, { interests: InterestId[] }>(async () => {
      throw new Error('saveInterests is provided by the app');
    }),
  },
  actions: {
    toggle: assign({
      selected: ({ context, event }) => {
        assertEvent(event, 'interest.toggled');
        return toggleInterest(context.selected, event.id);
      },
      error: null,
    }),
    showNoInterestError: assign({ error: NO_INTEREST_ERROR }),
    reportSaveFailure: (_, _params: { error: unknown }) => {},
    interestsSaved: () => {},
    goToFeed: () => {},
    goToPreview: () => {},
  },
  guards: {
    nothingChosen: ({ context }) => context.selected.length === 0,
    fromDefaultPod: ({ context }) => context.defaultPod,
  },
}).createMachine({
  id: 'interestsSelection',
  context: ({ input }) => ({ selected: input.selected, error: null, defaultPod: input.defaultPod }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'interest.toggled': { actions: 'toggle' },
        continued: [{ guard: 'nothingChosen', actions: 'showNoInterestError' }, { target: 'saving' }],
      },
    },
    saving: {
      invoke: {
        id: 'saveInterests',
        src: 'saveInterests',
        input: ({ context }) => ({ interests: context.selected }),
        onDone: [
          { guard: 'fromDefaultPod', target: 'podReady', actions: 'interestsSaved' },
          { target: 'finished', actions: ['interestsSaved', 'goToFeed'] },
        ],
        onError: { target: 'choosing', actions: { type: 'reportSaveFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    podReady: {
      on: {
        'preview.chosen': { target: 'finished', actions: 'goToPreview' },
        'feed.chosen': { target: 'finished', actions: 'goToFeed' },
      },
    },
    finished: { type: 'final' },
  },
});

type Snapshot = SnapshotFrom<typeof interestsSelectionMachine>;
export const selectIsSaving = (s: Snapshot) => s.matches('saving');
export const selectShowsPodReady = (s: Snapshot) => s.matches('podReady');
export const selectIsChosen = (s: Snapshot, id: InterestId) => s.context.selected.includes(id);
