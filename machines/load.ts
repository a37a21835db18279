/**
 * A screen reading its data (src/lib/use-load.ts): the profiles, /events, /create-event,
 * /event-success, /settings/profile, /messages and the Discover feed's top sections. The data is
 * kept in the tab's read cache (src/lib/read-cache.ts) under a key naming what was read
 * ('profile:<id>'); this chart is what the screen shows of it.
 *
 * - `opening`: a read kept less than 30 s ago (or one that came with the page) is shown and nothing
 *   is asked; an older one is shown at once and read again behind it (`shown.revalidating`);
 *   without one (never read, or outdated by a change made in this tab) the screen shows its
 *   placeholders while it is read (`loading`).
 * - `failed`: the read failed with nothing kept to show: the screen says so, with 'Try again'; back
 *   online (src/lib/use-load.ts), it is read again as a pull to refresh would.
 * - Pull to refresh reads again keeping what is on screen; when it fails, what is on screen stays.
 *   A refresh asked while a read is under way asks anew: that read began before whatever the
 *   refresh is for (a follow just made), so its answer may not show it.
 * - 'Try again' (`reload`) reads again from any state, showing the placeholders.
 * - `key.changed`: the screen now shows something else (another person's profile): it starts over.
 *
 * `settled` is told after every read made on opening or 'Try again' (and at once when a fresh
 * kept read needs none), so the Discover feed's first-load screen can count them.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

/** How a kept read may be used: 'none' when never read, or outdated by a change (read-cache.ts). */
export type ReadAge = 'fresh' | 'stale' | 'none';

/** Why a refresh during a read starts another: the read under way began before the change it is for. */
const ASK_ANEW = 'Asked again while it is read (a change was just made here): the read under way began before it, so it is asked anew';

export type LoadEvent = { type: 'reload' } | { type: 'refresh' } | { type: 'key.changed'; key: string; age: ReadAge };

export const loadMachine = setup({
  types: {
    context: {} as { key: string; age: ReadAge; again: boolean },
    events: {} as LoadEvent,
    input: {} as { key: string; age: ReadAge },
  },
  actors: {
    /** Reads `key` into the cache; `again` asks anew instead of joining a read under way. */
    read: fromPromise<void, { key: string; again: boolean }>(async () => {
      throw new Error('read is provided by the app');
    }),
  },
  actions: {
    askAnew: assign({ again: true }),
    startOver: assign(({ event }) => {
      assertEvent(event, 'key.changed');
      return { key: event.key, age: event.age, again: false };
    }),
    settled: () => {},
    reportFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    keptFresh: ({ context }) => context.age === 'fresh',
    keptStale: ({ context }) => context.age === 'stale',
  },
}).createMachine({
  id: 'load',
  context: ({ input }) => ({ key: input.key, age: input.age, again: false }),
  initial: 'opening',
  meta: {
    guards: {
      keptFresh: 'this tab read it less than 30 seconds ago, or it came with the page',
      keptStale: 'this tab read it earlier, and no change made here has outdated it since',
    },
  },
  on: {
    reload: { target: '.loading', reenter: true, actions: 'askAnew', description: "'Try again' reads again, showing the placeholders" },
    'key.changed': {
      target: '.opening',
      reenter: true,
      actions: 'startOver',
      description: "The screen now shows something else (another person's profile): it starts over",
    },
  },
  states: {
    opening: {
      description: 'A passing moment: whether a kept read can be shown at once',
      always: [
        { guard: 'keptFresh', target: 'shown', actions: 'settled', description: 'Read moments ago: shown at once, and nothing is asked' },
        { guard: 'keptStale', target: 'shown.revalidating', description: 'Read earlier: shown at once, and read again behind it' },
        { target: 'loading', description: 'Nothing kept to show: it is read' },
      ],
    },
    loading: {
      description: 'Placeholders (skeleton rows or cards) while the data is read',
      on: { refresh: { target: 'loading', reenter: true, actions: 'askAnew', description: ASK_ANEW } },
      invoke: {
        id: 'read',
        src: 'read',
        input: ({ context }) => ({ key: context.key, again: context.again }),
        onDone: { target: 'shown', actions: 'settled', description: 'The data arrived and is shown' },
        onError: {
          target: 'failed',
          actions: [{ type: 'reportFailure', params: ({ event }) => ({ error: event.error }) }, 'settled'],
          description: "The read failed: the screen says it did not load (e.g. 'Your events did not load.') with 'Try again'",
        },
      },
    },
    shown: {
      description: 'The data is on screen',
      initial: 'idle',
      states: {
        idle: {
          description: 'The data on screen, as last read',
          on: { refresh: { target: 'refreshing', description: 'Pulling the screen down reads it again' } },
        },
        revalidating: {
          description: 'The data kept from an earlier visit on screen, while it is read again behind it',
          on: { refresh: { target: 'refreshing', description: ASK_ANEW } },
          invoke: {
            id: 'read',
            src: 'read',
            input: ({ context }) => ({ key: context.key, again: false }),
            onDone: { target: 'idle', actions: 'settled', description: 'The newer data replaces it' },
            onError: {
              target: 'idle',
              actions: [{ type: 'reportFailure', params: ({ event }) => ({ error: event.error }) }, 'settled'],
              description: 'The read behind it failed: what is on screen stays',
            },
          },
        },
        refreshing: {
          description: 'The data stays on screen while it is read again (pull to refresh)',
          on: { refresh: { target: 'refreshing', reenter: true, description: ASK_ANEW } },
          invoke: {
            id: 'read',
            src: 'read',
            input: ({ context }) => ({ key: context.key, again: true }),
            onDone: { target: 'idle', description: 'The newer data replaces it' },
            onError: {
              target: 'idle',
              actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
              description: 'The refresh failed: what is on screen stays',
            },
          },
        },
      },
    },
    failed: {
      description: "The screen says the data did not load, with 'Try again'",
      initial: 'idle',
      states: {
        idle: {
          description: "'… did not load.' with 'Try again'",
          on: {
            refresh: { target: 'refreshing', description: 'Pulling the screen down, or the app coming back online, reads it again, without the placeholders' },
          },
        },
        refreshing: {
          description: "'… did not load.' stays while it is read again (pull to refresh)",
          on: { refresh: { target: 'refreshing', reenter: true, description: ASK_ANEW } },
          invoke: {
            id: 'read',
            src: 'read',
            input: ({ context }) => ({ key: context.key, again: true }),
            onDone: { target: '#load.shown', description: 'The data arrived and is shown' },
            onError: {
              target: 'idle',
              actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
              description: "It failed again: '… did not load.' stays",
            },
          },
        },
      },
    },
  },
});

type Snapshot = SnapshotFrom<typeof loadMachine>;
/** The data is on screen (the read cache holds it under the snapshot's key). */
export const selectShowsData = (s: Snapshot) => s.matches('shown');
export const selectFailed = (s: Snapshot) => s.matches('failed');
export const selectKey = (s: Snapshot) => s.context.key;
