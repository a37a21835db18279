// @vitest-environment jsdom
/**
 * Model-based test of the feed: every transition of the feed chart (tabs, debounced search,
 * scrolling to the end, short pages, failures and retry) is driven through the real
 * <DiscoverFeed> over a fake gateway, and every state is checked on screen.
 */
import { expect, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import type { SnapshotFrom } from 'xstate';
import { FEED_PAGE_SIZE, feedMachine } from '../../machines/feed.ts';
import { failure, installFakeApi } from './support/fake-api.ts';
import { FakeIntersectionObserver } from './support/intersection.ts';
import { installJsdomPlatform } from './support/jsdom-platform.ts';
import { describeModel, type Drivers, type ModelStep } from './support/model-test.ts';

type Snap = SnapshotFrom<typeof feedMachine>;

let serial = 0;
const cards = (n: number) =>
  Array.from({ length: n }, () => {
    serial += 1;
    return {
      postId: `p${serial}`,
      userId: 'u1',
      postName: `Pod ${serial}`,
      postDescription: 'A room.',
      postDisplayImage: '/media/templates/zen-garden.webp',
      postSubTag: 'Personal',
      postLikes: 1,
      postViews: 2,
      isLiked: false,
      user: { userId: 'u1', userDisplayName: 'Ada', userDPUrl: null },
    };
  });
const FULL = cards(FEED_PAGE_SIZE);
const SHORT = cards(3);
const labels: Record<string, string> = { 'all-pods': 'All', design: 'Design' };

let api: ReturnType<typeof installFakeApi>;
// The feed's actor outlives its screen (kept for the tab's life): each path stops the one it made,
// or its pending debounce would ask the next path's gateway for a page.
let forgetKept = () => {};

async function mount() {
  vi.resetModules();
  api = installFakeApi({ Timeline: () => ({ getTimeline: { documents: [] } }) });
  api.hold('Timeline');
  const { DiscoverFeed } = await import('../../src/features/feed/TimelineScreen.tsx');
  ({ forgetKept } = await import('../../src/lib/kept.ts'));
  // The cards link to other pages: a router with the feed as its only page.
  const router = createRouter({ routeTree: createRootRoute({ component: DiscoverFeed }), history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router} />);
  await screen.findByRole('searchbox', { name: 'Search by pod name' });
}

const grid = () => document.getElementById('all-pods-grid')!;
const articles = () => within(grid()).queryAllByRole('article');
const skeletons = () => grid().querySelectorAll('li[aria-hidden="true"]').length;

/**
 * What a path leaves on the feed, from its events' literal pages: the category and search as
 * chosen; the cards of each page loaded, in order, since the feed last started over (a category, a
 * search after its pause, 'Try again'); a failed load ends the pages with 'Try again'.
 */
function feedAfter({ events }: ModelStep) {
  let category = 'all-pods';
  let search = '';
  let posts: typeof FULL = [];
  let failed = false;
  for (const event of events) {
    if (event.type === 'category.selected') category = String(event.category);
    if (event.type === 'search.changed') search = String(event.search);
    if (['category.selected', 'xstate.after.searchDebounce.feed.debouncing', 'retry'].includes(event.type)) [posts, failed] = [[], false];
    if (event.type === 'xstate.done.actor.loadPage' || event.type === 'xstate.done.actor.loadMore') posts = [...posts, ...(event.output as typeof FULL)];
    if (event.type === 'xstate.error.actor.loadPage' || event.type === 'xstate.error.actor.loadMore') failed = true;
  }
  return { category, search, names: posts.map((post) => post.postName), failed };
}

function checkControls(step: ModelStep) {
  const { search, category } = feedAfter(step);
  expect((screen.getByRole('searchbox', { name: 'Search by pod name' }) as HTMLInputElement).value).toBe(search);
  expect(screen.getByRole('tab', { name: labels[category] }).getAttribute('aria-selected')).toBe('true');
}
const checkLoadingFirst = (_s: unknown, step: ModelStep) => {
  checkControls(step);
  expect(articles()).toHaveLength(0);
  expect(skeletons()).toBe(3);
};
function checkCards(step: ModelStep) {
  checkControls(step);
  expect(articles().map((a) => a.getAttribute('aria-label'))).toEqual(feedAfter(step).names);
}

const states = {
  debouncing: checkLoadingFirst,
  loading: checkLoadingFirst,
  'ready.more': (_s: unknown, step: ModelStep) => {
    checkCards(step);
    expect(skeletons()).toBe(0);
    expect(screen.queryByText('No Pods found')).toBeNull();
  },
  'ready.loadingMore': (_s: unknown, step: ModelStep) => {
    checkCards(step);
    expect(skeletons()).toBe(1);
  },
  'ready.end': (_s: unknown, step: ModelStep) => {
    const { names, failed } = feedAfter(step);
    checkCards(step);
    expect(skeletons()).toBe(0);
    if (names.length === 0) expect(screen.getByText(failed ? 'The feed did not load. Please try again.' : 'No Pods found')).toBeTruthy();
    expect(Boolean(screen.queryByRole('button', { name: 'Try again' }))).toBe(failed);
  },
};

async function settle(value: unknown) {
  await vi.waitFor(() => expect(api.isHeld('Timeline')).toBe(true));
  await act(async () => api.settle('Timeline', value));
}
const page = (posts: typeof FULL) => ({ getTimeline: { documents: posts.map((value) => ({ value })) } });

const events = {
  'category.selected': (event: { category: string }) => {
    api.hold('Timeline');
    fireEvent.click(screen.getByRole('tab', { name: labels[event.category] }));
  },
  'search.changed': (event: { search: string }) => {
    api.hold('Timeline');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by pod name' }), { target: { value: event.search } });
  },
  'xstate.after.searchDebounce.feed.debouncing': async () => {
    // The real 500 ms debounce elapses; then page 1 is requested with the search text.
    await vi.waitFor(() => expect(api.isHeld('Timeline')).toBe(true), { timeout: 2000 });
  },
  'end.reached': () => {
    api.hold('Timeline');
    act(() => FakeIntersectionObserver.reveal((observer) => !observer.options.root));
  },
  retry: () => {
    api.hold('Timeline');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  },
  'xstate.done.actor.loadPage': (event: { output: typeof FULL }) => settle(page(event.output)),
  'xstate.done.actor.loadMore': (event: { output: typeof FULL }) => settle(page(event.output)),
  'xstate.error.actor.loadPage': () => settle(failure(500, 'Something went wrong on our side. Please try again.')),
  'xstate.error.actor.loadMore': () => settle(failure(500, 'Something went wrong on our side. Please try again.')),
} satisfies Drivers<typeof feedMachine>;

const sampleEvents = [
  { type: 'category.selected', category: 'design' },
  { type: 'search.changed', search: 'loft' },
  { type: 'xstate.after.searchDebounce.feed.debouncing' },
  { type: 'end.reached' },
  { type: 'retry' },
  { type: 'xstate.done.actor.loadPage', output: FULL },
  { type: 'xstate.done.actor.loadPage', output: [] },
  { type: 'xstate.error.actor.loadPage', error: new Error('offline') },
  { type: 'xstate.done.actor.loadMore', output: FULL },
  { type: 'xstate.done.actor.loadMore', output: SHORT },
  { type: 'xstate.error.actor.loadMore', error: new Error('offline') },
];
// Behaviour depends on the state and on whether the last load failed (page sizes come with the events).
const serializeState = (snapshot: unknown) => `${JSON.stringify((snapshot as Snap).value)} failed:${(snapshot as Snap).context.failed}`;

describeModel('feed', {
  machine: feedMachine,
  input: { category: 'all-pods' },
  mount: () => mount(),
  beforeAll: () => {
    installJsdomPlatform();
    window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  },
  afterEach: () => {
    cleanup();
    forgetKept();
    vi.unstubAllGlobals();
    FakeIntersectionObserver.instances.clear();
  },
  states,
  drivers: events,
  events: sampleEvents,
  serializeState,
});
