/**
 * /settings/blocked-users: the people the viewer blocked.
 *
 * - `loading`: the list is on its way; `failed`: it did not come ('Try again').
 * - `ready`: the list, filtered on screen by the search text (case-insensitive substring of the
 *   name or username); 'No Blocked Users' when it is empty.
 * - `unblocking`: an Unblock is on its way; on success the person leaves the list and the screen
 *   says 'User Unblocked'; on failure they stay and the screen says so.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

export interface BlockedUser {
  userId: string;
  userName: string | null;
  userDisplayName: string | null;
  userDPUrl: string | null;
}

export type BlockedUsersEvent = { type: 'search.changed'; search: string } | { type: 'unblock'; userId: string } | { type: 'retry' };

/** People whose name or username holds the search text (any case). */
function matching(users: BlockedUser[], search: string) {
  const term = search.trim().toLowerCase();
  if (!term) return users;
  return users.filter((u) => [u.userName, u.userDisplayName].some((name) => name?.toLowerCase().includes(term)));
}

export const blockedUsersMachine = setup({
  types: {
    context: {} as { users: BlockedUser[]; search: string; unblocking: string | null },
    events: {} as BlockedUsersEvent,
  },
  actors: {
    loadBlocked: fromPromise<BlockedUser[]>(async () => {
      throw new Error('loadBlocked is provided by the app');
    }),
    unblockUser: fromPromise<void, { userId: string }>(async () => {
      throw new Error('unblockUser is provided by the app');
    }),
  },
  actions: {
    rememberSearch: assign(({ event }) => {
      assertEvent(event, 'search.changed');
      return { search: event.search };
    }),
    rememberUnblock: assign(({ event }) => {
      assertEvent(event, 'unblock');
      return { unblocking: event.userId };
    }),
    dropUnblocked: assign(({ context }) => ({ users: context.users.filter((u) => u.userId !== context.unblocking), unblocking: null })),
    forgetUnblock: assign({ unblocking: null }),
    announceUnblocked: () => {},
    reportFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    /** Only someone on screen (listed and matching the search) can be unblocked. */
    isShown: ({ context, event }) => event.type === 'unblock' && matching(context.users, context.search).some((u) => u.userId === event.userId),
  },
}).createMachine({
  id: 'blockedUsers',
  context: { users: [], search: '', unblocking: null },
  initial: 'loading',
  meta: {
    guards: {
      isShown: 'the person is on the list and matches the search',
    },
  },
  on: { 'search.changed': { actions: 'rememberSearch', description: 'Typing in the search box filters the list by name or username (any case)' } },
  states: {
    loading: {
      description: "'Loading…' under the search box while the blocked people are read",
      meta: { route: '/settings/blocked-users', spec: '§2 Blocked users' },
      invoke: {
        id: 'loadBlocked',
        src: 'loadBlocked',
        onDone: { target: 'ready', actions: assign({ users: ({ event }) => event.output }), description: 'The list arrived' },
        onError: {
          target: 'failed',
          actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          description: "The list did not load: 'The list did not load.' with 'Try again'",
        },
      },
    },
    ready: {
      description: "The blocked people, each with 'Unblock'; 'No Blocked Users' when there are none",
      meta: { route: '/settings/blocked-users', spec: '§2 Blocked users' },
      on: { unblock: { guard: 'isShown', target: 'unblocking', actions: 'rememberUnblock', description: "'Unblock' on a person in the list" } },
    },
    unblocking: {
      description: "The unblock is on its way; every 'Unblock' button is disabled",
      meta: { route: '/settings/blocked-users', spec: '§2 Blocked users' },
      invoke: {
        id: 'unblockUser',
        src: 'unblockUser',
        input: ({ context }) => ({ userId: context.unblocking! }),
        onDone: {
          target: 'ready',
          actions: ['dropUnblocked', 'announceUnblocked'],
          description: "Unblocked: the person leaves the list, with the toast 'User Unblocked'",
        },
        onError: {
          target: 'ready',
          actions: ['forgetUnblock', { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) }],
          description: "Not unblocked: the person stays, with the toast 'That did not work. Please try again.'",
        },
      },
    },
    failed: {
      description: "'The list did not load.' with 'Try again'",
      meta: { route: '/settings/blocked-users', spec: '§2 Blocked users' },
      on: { retry: { target: 'loading', description: "'Try again' reads the list again" } },
    },
  },
});

type Snapshot = SnapshotFrom<typeof blockedUsersMachine>;

/** The people shown for the current search. */
export const selectVisible = (s: Snapshot) => matching(s.context.users, s.context.search);
