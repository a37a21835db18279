/**
 * A paged list of Pods: the Discover feed's All Pods grid and each category row.
 *
 * - `loading`: page 1 is on its way (after a tab change, a search, or on arrival); skeletons show.
 * - `ready.more`: a full page came back, so there may be more; reaching the end (80 % scrolled)
 *   loads the next page (`ready.loadingMore`).
 * - `ready.end`: a short page came back, or a load failed: pagination ends (spec §4 Feed);
 *   after a failure 'Try again' starts over from page 1.
 * - `debouncing`: the search text changed; page 1 is loaded 500 ms after the last keystroke.
 * A tab change or a search always starts again from page 1. It may start on a search (the one in
 * the address, after a reload).
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

export const FEED_PAGE_SIZE = 8;
export const SEARCH_DEBOUNCE_MS = 500;

export interface FeedQuery {
  category: string;
  search: string;
  pageNumber: number;
}

export type FeedEvent =
  { type: 'category.selected'; category: string } | { type: 'search.changed'; search: string } | { type: 'end.reached' } | { type: 'retry' };

interface Context<TPost> {
  category: string;
  search: string;
  pageNumber: number;
  posts: TPost[];
  failed: boolean;
}

export function createFeedMachine<TPost>() {
  return setup({
    types: {
      context: {} as Context<TPost>,
      events: {} as FeedEvent,
      input: {} as { category: string; search?: string },
    },
    actors: {
      loadPage: fromPromise<TPost[], FeedQuery>(async () => {
        throw new Error('loadPage is provided by the app');
      }),
    },
    delays: { searchDebounce: SEARCH_DEBOUNCE_MS },
    actions: {
      selectCategory: assign(({ event }) => {
        assertEvent(event, 'category.selected');
        return { category: event.category, pageNumber: 1, posts: [], failed: false };
      }),
      rememberSearch: assign(({ event }) => {
        assertEvent(event, 'search.changed');
        return { search: event.search };
      }),
      startOver: assign({ pageNumber: 1, posts: [], failed: false }),
      nextPage: assign({ pageNumber: ({ context }) => context.pageNumber + 1 }),
      append: assign({ posts: ({ context }, page: TPost[]) => [...context.posts, ...page] }),
      markFailed: assign({ failed: true }),
      reportFailure: (_, _params: { error: unknown }) => {},
    },
    guards: {
      isFullPage: (_, page: TPost[]) => page.length >= FEED_PAGE_SIZE,
      hasFailed: ({ context }) => context.failed,
    },
  }).createMachine({
    id: 'feed',
    context: ({ input }) => ({ category: input.category, search: input.search ?? '', pageNumber: 1, posts: [], failed: false }),
    initial: 'loading',
    meta: {
      guards: {
        isFullPage: 'a full page of 8 Pods came back',
        hasFailed: 'the last load failed',
      },
    },
    on: {
      'category.selected': {
        target: '.loading',
        actions: 'selectCategory',
        description: 'A category tab (or pulling down to refresh) starts again from page 1',
      },
      'search.changed': { target: '.debouncing', actions: 'rememberSearch', reenter: true, description: "Typing in 'Search by pod name' waits for a pause" },
    },
    states: {
      debouncing: {
        description: 'Skeleton cards while typing; the search runs 500 ms after the last keystroke',
        meta: { route: '/time-line', spec: '§4 Feed' },
        after: { searchDebounce: { target: 'loading', actions: 'startOver', description: '500 ms without typing: page 1 of the search is loaded' } },
      },
      loading: {
        description: 'Skeleton cards while page 1 loads (on arrival, after a tab change or a search)',
        meta: { route: '/time-line', spec: '§4 Feed' },
        invoke: {
          id: 'loadPage',
          src: 'loadPage',
          input: ({ context }) => ({ category: context.category, search: context.search, pageNumber: context.pageNumber }),
          onDone: [
            {
              guard: { type: 'isFullPage', params: ({ event }) => event.output },
              target: 'ready.more',
              actions: { type: 'append', params: ({ event }) => event.output },
              description: 'A full page: there may be more',
            },
            { target: 'ready.end', actions: { type: 'append', params: ({ event }) => event.output }, description: 'Fewer than 8: that is all' },
          ],
          onError: {
            target: 'ready.end',
            actions: ['markFailed', { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) }],
            description: "Failed: 'The feed did not load. Please try again.' with 'Try again'",
          },
        },
      },
      ready: {
        description: 'The Pods loaded so far',
        meta: { route: '/time-line', spec: '§4 Feed' },
        initial: 'more',
        states: {
          more: {
            description: 'The Pods so far; reaching the end of the list loads the next 8',
            on: { 'end.reached': { target: 'loadingMore', actions: 'nextPage', description: 'Scrolling to the end loads the next page' } },
          },
          loadingMore: {
            description: 'One more skeleton card at the end while the next page loads',
            invoke: {
              id: 'loadMore',
              src: 'loadPage',
              input: ({ context }) => ({ category: context.category, search: context.search, pageNumber: context.pageNumber }),
              onDone: [
                {
                  guard: { type: 'isFullPage', params: ({ event }) => event.output },
                  target: 'more',
                  actions: { type: 'append', params: ({ event }) => event.output },
                  description: 'Another full page: there may be more',
                },
                { target: 'end', actions: { type: 'append', params: ({ event }) => event.output }, description: 'A short page: that is all' },
              ],
              onError: {
                target: 'end',
                actions: ['markFailed', { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) }],
                description: "The next page failed: no more pages, and 'Try again'",
              },
            },
          },
          end: {
            description: "No more pages: 'No Pods found' if there are none, or 'Try again' after a failure",
            on: { retry: { guard: 'hasFailed', target: '#feed.loading', actions: 'startOver', description: "'Try again' starts over from page 1" } },
          },
        },
      },
    },
  });
}

/**
 * A feed whose first page is already shown (the page came with it, src/features/feed/boot.ts):
 * the state that page's load would have led to.
 */
export function withFirstPage<TPost>(machine: ReturnType<typeof createFeedMachine<TPost>>, category: string, posts: TPost[]) {
  return machine.resolveState({
    value: { ready: posts.length >= FEED_PAGE_SIZE ? 'more' : 'end' },
    context: { category, search: '', pageNumber: 1, posts, failed: false },
  });
}

/** The machine as documented (posts typed loosely); screens create theirs with their post type. */
export const feedMachine = createFeedMachine<unknown>();

/** Any feed machine's snapshot, whatever its post type. */
type Snapshot = Pick<SnapshotFrom<typeof feedMachine>, 'matches'> & { context: { failed: boolean } };
export const selectIsLoadingFirst = (s: Snapshot) => s.matches('loading') || s.matches('debouncing');
export const selectIsLoadingMore = (s: Snapshot) => s.matches({ ready: 'loadingMore' });
export const selectCanLoadMore = (s: Snapshot) => s.matches({ ready: 'more' });
export const selectFailed = (s: Snapshot) => s.context.failed;
