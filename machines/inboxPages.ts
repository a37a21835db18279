/**
 * The inbox's pages (/messages, spec §2 /messages and /chat/{userId}): the first page is the
 * screen's read (kept in the read cache); this chart pages on below it and keeps its top fresh.
 *
 * - `older`: 'Show older conversations' (under the list while older ones exist) reads the page after
 *   the last one shown (`loading`) and puts it below (nobody shown twice). If that read fails,
 *   `failed`: 'Older conversations did not load.' with 'Try again', which reads it again.
 * - `latest`: a message came (the live stream's signal): the first page is read again (`reading`)
 *   and put on top, the older pages already shown staying below it; another message meanwhile
 *   starts the read over. A failed read changes nothing on screen.
 *
 * The two run side by side. The reads and the list's change are the edge's (`loadPage`,
 * `appendOlder`, `putFreshOnTop`); the chart counts the pages shown.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

export interface InboxPage<T = unknown> {
  conversations: T[];
  /** The cursor of the next older page (null when all are shown). */
  nextCursor: string | null;
}

export type InboxPagesEvent = { type: 'older.requested'; cursor: string | null } | { type: 'message.received' };

export const inboxPagesMachine = setup({
  types: {
    context: {} as { pagesShown: number; cursor: string | null },
    events: {} as InboxPagesEvent,
  },
  actors: {
    /** A page of conversations: the first (no cursor) or the one after `cursor`. */
    loadPage: fromPromise<InboxPage, { cursor: string | null }>(async () => {
      throw new Error('loadPage is provided by the app');
    }),
  },
  actions: {
    keepCursor: assign((_, cursor: string | null) => ({ cursor })),
    countPage: assign(({ context }) => ({ pagesShown: context.pagesShown + 1 })),
    /** The older page goes below what is shown (someone already shown is not shown twice). */
    appendOlder: (_, _page: InboxPage) => {},
    /** The fresh first page goes on top; the older pages shown (`pagesShown` > 1) stay below it. */
    putFreshOnTop: (_, _params: { page: InboxPage; pagesShown: number }) => {},
  },
  guards: {
    hasOlder: ({ event }) => event.type === 'older.requested' && event.cursor !== null,
  },
}).createMachine({
  id: 'inboxPages',
  context: { pagesShown: 1, cursor: null },
  type: 'parallel',
  meta: { guards: { hasOlder: 'older conversations exist' } },
  states: {
    older: {
      description: 'The older conversations, a page at a time',
      initial: 'idle',
      states: {
        idle: {
          description: "'Show older conversations' under the list when older ones exist",
          meta: { route: '/messages', spec: '§2 /messages and /chat/{userId}' },
          on: {
            'older.requested': {
              guard: 'hasOlder',
              target: 'loading',
              actions: { type: 'keepCursor', params: ({ event }) => event.cursor },
              description: "'Show older conversations' reads the next older page",
            },
          },
        },
        loading: {
          description: "The button reads 'Loading...' and is disabled",
          meta: { route: '/messages', spec: '§2 /messages and /chat/{userId}' },
          invoke: {
            id: 'loadOlder',
            src: 'loadPage',
            input: ({ context }) => ({ cursor: context.cursor }),
            onDone: {
              target: 'idle',
              actions: [{ type: 'appendOlder', params: ({ event }) => event.output }, 'countPage'],
              description: 'The older conversations appear below; the button stays while still older ones exist',
            },
            onError: { target: 'failed', description: 'The older page did not load' },
          },
        },
        failed: {
          description: "'Older conversations did not load.' with 'Try again'",
          meta: { route: '/messages', spec: '§2 /messages and /chat/{userId}' },
          on: {
            'older.requested': {
              guard: 'hasOlder',
              target: 'loading',
              actions: { type: 'keepCursor', params: ({ event }) => event.cursor },
              description: "'Try again' reads the older page again",
            },
          },
        },
      },
    },
    latest: {
      description: 'The top of the list kept fresh as messages come',
      initial: 'idle',
      states: {
        idle: {
          description: 'The list as read',
          on: { 'message.received': { target: 'reading', description: 'A message came: the first page is read again' } },
        },
        reading: {
          description: 'The list stays as it is while the first page is read again',
          invoke: {
            id: 'loadFirst',
            src: 'loadPage',
            input: () => ({ cursor: null }),
            onDone: {
              target: 'idle',
              actions: { type: 'putFreshOnTop', params: ({ context, event }) => ({ page: event.output, pagesShown: context.pagesShown }) },
              description: 'The fresh first page goes on top; older conversations already shown stay below',
            },
            onError: { target: 'idle', description: 'The fresh read failed: the list stays as it was' },
          },
          on: {
            'message.received': { target: 'reading', reenter: true, description: 'Another message came: the read starts over' },
          },
        },
      },
    },
  },
});

type InboxPagesSnapshot = SnapshotFrom<typeof inboxPagesMachine>;

export const selectLoadingOlder = (s: InboxPagesSnapshot) => s.matches({ older: 'loading' });
export const selectOlderFailed = (s: InboxPagesSnapshot) => s.matches({ older: 'failed' });
