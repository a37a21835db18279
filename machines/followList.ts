/**
 * A list of people read in cursor pages: followers, followings, and incoming follow requests.
 *
 * - `opening`: a passing moment. A first page the screen came with (read moments ago, or with a
 *   page the server rendered) shows at once; otherwise it is read.
 * - `loading`: the first page for the current search is on its way.
 * - `ready.more`: the server gave a cursor, so there is more; reaching the end loads it
 *   (`ready.loadingMore`). `ready.end`: no cursor, or the next page failed.
 * - `debouncing`: the search text changed; page 1 is asked for 500 ms after the last keystroke.
 * - `acting`: a row's action is on its way (Remove on the viewer's own followers list, Accept or
 *   Decline on a follow request); when it succeeds the row leaves the list and the screen says so
 *   ('Follower removed successfully'); when it fails the row stays.
 * - `failed`: the first page failed; 'Try again' reloads it.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

export const LIST_SEARCH_DEBOUNCE_MS = 500;

export interface ListPage<TRow> {
  rows: TRow[];
  nextCursor: string | null;
}

export type RowAction = 'remove' | 'accept' | 'decline';

export type FollowListEvent =
  { type: 'search.changed'; search: string } | { type: 'end.reached' } | { type: 'retry' } | { type: 'row.action'; rowId: string; action: RowAction };

interface Context<TRow> {
  search: string;
  rows: TRow[];
  cursor: string | null;
  acting: { rowId: string; action: RowAction } | null;
  /** The screen came with the first page (an empty one says 'No followers yet' at once too). */
  cameWithFirstPage: boolean;
}

export function createFollowListMachine<TRow extends { id: string }>() {
  return setup({
    types: {
      context: {} as Context<TRow>,
      events: {} as FollowListEvent,
      input: {} as { firstPage?: ListPage<TRow> } | undefined,
    },
    actors: {
      loadPage: fromPromise<ListPage<TRow>, { search: string; cursor: string | null }>(async () => {
        throw new Error('loadPage is provided by the app');
      }),
      actOnRow: fromPromise<void, { rowId: string; action: RowAction }>(async () => {
        throw new Error('actOnRow is provided by the app');
      }),
    },
    delays: { searchDebounce: LIST_SEARCH_DEBOUNCE_MS },
    actions: {
      rememberSearch: assign(({ event }) => {
        assertEvent(event, 'search.changed');
        return { search: event.search };
      }),
      startOver: assign({ rows: [], cursor: null }),
      takePage: assign(({ context }, page: ListPage<TRow>) => ({ rows: [...context.rows, ...page.rows], cursor: page.nextCursor })),
      endPages: assign({ cursor: null }),
      rememberAction: assign(({ event }) => {
        assertEvent(event, 'row.action');
        return { acting: { rowId: event.rowId, action: event.action } };
      }),
      dropRow: assign(({ context }) => ({ rows: context.rows.filter((row) => row.id !== context.acting?.rowId), acting: null })),
      forgetAction: assign({ acting: null }),
      announceDone: (_, _params: { action: RowAction }) => {},
      reportFailure: (_, _params: { error: unknown }) => {},
    },
    guards: {
      hasCursor: ({ context }) => context.cursor !== null,
      cameWithFirstPage: ({ context }) => context.cameWithFirstPage,
      hasRow: ({ context, event }) => event.type === 'row.action' && context.rows.some((row) => row.id === event.rowId),
    },
  }).createMachine({
    id: 'followList',
    context: ({ input }) => ({
      search: '',
      rows: input?.firstPage?.rows ?? [],
      cursor: input?.firstPage?.nextCursor ?? null,
      acting: null,
      cameWithFirstPage: input?.firstPage !== undefined,
    }),
    initial: 'opening',
    meta: {
      guards: {
        cameWithFirstPage: 'the screen came with the first page of people',
        hasCursor: 'the server says there are more pages',
        hasRow: 'the row is in the list',
      },
    },
    on: {
      'search.changed': { target: '.debouncing', actions: 'rememberSearch', reenter: true, description: 'Typing in the search waits for a pause' },
    },
    states: {
      opening: {
        description: 'A passing moment: whether the screen came with its first page of people',
        always: [
          {
            guard: 'cameWithFirstPage',
            target: 'ready',
            description: 'The first page came with the screen (read moments ago, or with the page): shown at once',
          },
          { target: 'loading', description: 'Nothing came with the screen: the first page is read' },
        ],
      },
      debouncing: {
        description: 'Skeleton rows; the search runs 500 ms after the last keystroke',
        after: { searchDebounce: { target: 'loading', actions: 'startOver', description: '500 ms without typing: the list starts again for the search' } },
      },
      loading: {
        description: 'Skeleton rows while the first page of people loads',
        invoke: {
          id: 'loadPage',
          src: 'loadPage',
          input: ({ context }) => ({ search: context.search, cursor: null }),
          onDone: { target: 'ready', actions: { type: 'takePage', params: ({ event }) => event.output }, description: 'The first page arrived' },
          onError: {
            target: 'failed',
            actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
            description: "The list did not load: 'This list did not load.' with 'Try again'",
          },
        },
      },
      ready: {
        description: "The people, each row with its buttons; 'No results' for a search that finds nobody",
        initial: 'deciding',
        on: {
          'row.action': {
            guard: 'hasRow',
            target: 'acting',
            actions: 'rememberAction',
            description: "A row's 'Remove' (own followers), 'Accept' or 'Decline'",
          },
        },
        states: {
          deciding: {
            description: 'A passing moment: whether more pages exist',
            always: [
              { guard: 'hasCursor', target: 'more', description: 'There are more pages' },
              { target: 'end', description: 'That was the last page' },
            ],
          },
          more: {
            description: 'The people so far; reaching the end of the list loads more',
            on: { 'end.reached': { target: 'loadingMore', description: 'Scrolling to the end loads the next page' } },
          },
          loadingMore: {
            description: 'The people so far while the next page loads',
            invoke: {
              id: 'loadPage',
              src: 'loadPage',
              input: ({ context }) => ({ search: context.search, cursor: context.cursor }),
              onDone: { target: 'deciding', actions: { type: 'takePage', params: ({ event }) => event.output }, description: 'The next page arrived' },
              onError: {
                target: 'end',
                actions: ['endPages', { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) }],
                description: "The next page failed: the list ends there, with the toast 'That did not work. Please try again.'",
              },
            },
          },
          end: { description: "Everyone is shown; an empty list says so, e.g. 'No followers yet'" },
        },
      },
      acting: {
        description: "A row's 'Remove', 'Accept' or 'Decline' is on its way",
        invoke: {
          id: 'actOnRow',
          src: 'actOnRow',
          input: ({ context }) => context.acting!,
          onDone: {
            target: 'ready',
            actions: [{ type: 'announceDone', params: ({ context }) => ({ action: context.acting!.action }) }, 'dropRow'],
            description: "Done: the row leaves the list, with a toast, e.g. 'Follower removed successfully'",
          },
          onError: {
            target: 'ready',
            actions: ['forgetAction', { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) }],
            description: "Failed: the row stays, with the toast 'That did not work. Please try again.'",
          },
        },
      },
      failed: {
        description: "'This list did not load.' with 'Try again'",
        on: { retry: { target: 'loading', description: "'Try again' reads the first page again" } },
      },
    },
  });
}

export const followListMachine = createFollowListMachine<{ id: string }>();

/** Any follow list's snapshot, whatever its row type. */
type Snapshot = Pick<SnapshotFrom<typeof followListMachine>, 'matches'>;
export const selectLoading = (s: Snapshot) => s.matches('loading') || s.matches('debouncing');
export const selectLoadingMore = (s: Snapshot) => s.matches({ ready: 'loadingMore' });
export const selectFailed = (s: Snapshot) => s.matches('failed');
