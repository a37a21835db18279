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
  states: {
    showing: {
      on: { 'load.finished': [{ guard: 'isLastLoad', target: 'dismissed', actions: 'count' }, { actions: 'count' }] },
    },
    dismissed: { type: 'final' },
  },
});

export const selectLoaderShown = (s: SnapshotFrom<typeof initialLoaderMachine>) => s.matches('showing');

/** The loader's state when the page came with the first loads' results (src/features/feed/boot.ts). */
export const loaderDismissed = () => initialLoaderMachine.resolveState({ value: 'dismissed', context: { finished: INITIAL_LOADS } });
