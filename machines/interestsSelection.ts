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

export type InterestsEvent = { type: 'interest.toggled'; id: InterestId } | { type: 'continued' } | { type: 'preview.chosen' } | { type: 'feed.chosen' };

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
  meta: {
    guards: {
      nothingChosen: 'no interest is chosen',
      fromDefaultPod: "the person came from onboarding's 'Explore Now' (defaultPod=true)",
    },
  },
  states: {
    choosing: {
      description: "'Tell Us What You Love!': interest chips and 'Continue'",
      meta: { route: '/interests-selection', spec: '§2 /interests-selection' },
      on: {
        'interest.toggled': { actions: 'toggle', description: "A tap on a chip chooses or clears it ('all' chooses or clears every interest)" },
        continued: [
          {
            guard: 'nothingChosen',
            actions: 'showNoInterestError',
            description: "'Continue' with none chosen shows 'Please select at least one interest to continue'",
          },
          { target: 'saving', description: "'Continue' with interests chosen saves them" },
        ],
      },
    },
    saving: {
      description: "'Saving...' on the button while the interests are stored",
      meta: { route: '/interests-selection', spec: '§2 /interests-selection' },
      invoke: {
        id: 'saveInterests',
        src: 'saveInterests',
        input: ({ context }) => ({ interests: context.selected }),
        onDone: [
          {
            guard: 'fromDefaultPod',
            target: 'podReady',
            actions: 'interestsSaved',
            description: "Saved after onboarding: the dialog 'Your pod is ready!' opens",
          },
          { target: 'finished', actions: ['interestsSaved', 'goToFeed'], description: 'Saved: on to the feed (/time-line)' },
        ],
        onError: {
          target: 'choosing',
          actions: { type: 'reportSaveFailure', params: ({ event }) => ({ error: event.error }) },
          description: "Not saved: the toast 'Your interests were not saved. Please try again.'",
        },
      },
    },
    podReady: {
      description: "The dialog 'Your pod is ready!' with the Pod's picture, 'Preview Pod', 'Go to Feed'",
      meta: { route: '/interests-selection', spec: '§2 /interests-selection' },
      on: {
        'preview.chosen': { target: 'finished', actions: 'goToPreview', description: "'Preview Pod' opens the Pod in preview (/3d-app, previewMode=true)" },
        'feed.chosen': { target: 'finished', actions: 'goToFeed', description: "'Go to Feed' (or closing the dialog) goes to /time-line" },
      },
    },
    finished: { type: 'final', description: 'Left for the feed or the Pod preview' },
  },
});

type Snapshot = SnapshotFrom<typeof interestsSelectionMachine>;
export const selectIsSaving = (s: Snapshot) => s.matches('saving');
export const selectShowsPodReady = (s: Snapshot) => s.matches('podReady');
export const selectIsChosen = (s: Snapshot, id: InterestId) => s.context.selected.includes(id);
