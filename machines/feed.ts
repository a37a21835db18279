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
  | { type: 'category.selected'; category: string }
  | { type: 'search.changed'; search: string }
  | { type: 'end.reached' }
  | { type: 'retry' };

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
    on: {
      'category.selected': { target: '.loading', actions: 'selectCategory' },
      'search.changed': { target: '.debouncing', actions: 'rememberSearch', reenter: true },
    },
    states: {
      debouncing: {
        after: { searchDebounce: { target: 'loading', actions: 'startOver' } },
      },
      loading: {
        invoke: {
          id: 'loadPage',
          src: 'loadPage',
          input: ({ context }) => ({ category: context.category, search: context.search, pageNumber: context.pageNumber }),
          onDone: [
            { guard: { type: 'isFullPage', params: ({ event }) => event.output }, target: 'ready.more', actions: { type: 'append', params: ({ event }) => event.output } },
            { target: 'ready.end', actions: { type: 'append', params: ({ event }) => event.output } },
          ],
          onError: { target: 'ready.end', actions: ['markFailed', { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) }] },
        },
      },
      ready: {
        initial: 'more',
        states: {
          more: { on: { 'end.reached': { target: 'loadingMore', actions: 'nextPage' } } },
          loadingMore: {
            invoke: {
              id: 'loadMore',
              src: 'loadPage',
              input: ({ context }) => ({ category: context.category, search: context.search, pageNumber: context.pageNumber }),
              onDone: [
                { guard: { type: 'isFullPage', params: ({ event }) => event.output }, target: 'more', actions: { type: 'append', params: ({ event }) => event.output } },
                { target: 'end', actions: { type: 'append', params: ({ event }) => event.output } },
              ],
              onError: { target: 'end', actions: ['markFailed', { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) }] },
            },
          },
          end: { on: { retry: { guard: 'hasFailed', target: '#feed.loading', actions: 'startOver' } } },
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
