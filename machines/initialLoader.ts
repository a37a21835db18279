/**
 * The Discover feed's first full-screen loader (spec §4 Feed): shown until the first 7 loads
 * (trending profiles, top viewed, top liked and the four category rows) have finished, whether
 * they succeeded or failed.
 */
import { assign, setup, type SnapshotFrom } from 'xstate';

export const INITIAL_LOADS = 7;

export const initialLoaderMachine = setup({
  types: {
    context: {} as { finished: number },
    events: {} as { type: 'load.finished' },
  },
  actions: { count: assign({ finished: ({ context }) => context.finished + 1 }) },
  guards: { isLastLoad: ({ context }) => context.finished + 1 >= INITIAL_LOADS },
}).createMachine({
  id: 'initialLoader',
  context: { finished: 0 },
  initial: 'showing',
  meta: {
    guards: {
      isLastLoad: 'this is the 7th of the first loads to finish (succeeded or failed)',
    },
  },
  states: {
    showing: {
      description: 'A full-screen skeleton of the feed until its first 7 loads have finished',
      meta: { route: '/time-line', spec: '§4 Feed' },
      on: {
        'load.finished': [
          { guard: 'isLastLoad', target: 'dismissed', actions: 'count', description: 'The 7th load finished: the loader goes and the feed shows' },
          { actions: 'count', description: 'One more of the first 7 loads finished (or failed): the loader stays' },
        ],
      },
    },
    dismissed: {
      type: 'final',
      description: "The Discover feed: 'Discover', the search, the tabs and the sections",
      meta: { route: '/time-line', spec: '§2 Discover feed' },
    },
  },
});

export const selectLoaderShown = (s: SnapshotFrom<typeof initialLoaderMachine>) => s.matches('showing');

/** The loader's state when the page came with the first loads' results (src/features/feed/boot.ts). */
export const loaderDismissed = () => initialLoaderMachine.resolveState({ value: 'dismissed', context: { finished: INITIAL_LOADS } });
