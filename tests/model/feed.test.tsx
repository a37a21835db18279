// @vitest-environment jsdom
/**
 * Model-based test of the feed: every transition of the feed chart (tabs, debounced search,
 * scrolling to the end, short pages, failures and retry) is driven through the real
 * <DiscoverFeed> over a fake gateway, and every state is checked on screen.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { TestModel } from 'xstate/graph';
import type { SnapshotFrom } from 'xstate';
import { FEED_PAGE_SIZE, feedMachine, type FeedEvent } from '../../machines/feed.ts';
import { failure, installFakeApi } from './support/fake-api.ts';
import { FakeIntersectionObserver } from './support/intersection.ts';
import { installJsdomPlatform } from './support/jsdom-platform.ts';
import { leafStates, reportCoverage, runPath, stateMatcher, transitionCoveringPaths } from './support/model-coverage.ts';

type Snap = SnapshotFrom<typeof feedMachine>;
type DriverEvent = FeedEvent['type'] | `xstate.${'done' | 'error'}.actor.${'loadPage' | 'loadMore'}` | 'xstate.after.searchDebounce.feed.debouncing';

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

function checkControls(s: Snap) {
  expect((screen.getByRole('searchbox', { name: 'Search by pod name' }) as HTMLInputElement).value).toBe(s.context.search);
  expect(screen.getByRole('tab', { name: labels[s.context.category] }).getAttribute('aria-selected')).toBe('true');
}
const checkLoadingFirst = (s: Snap) => {
  checkControls(s);
  expect(articles()).toHaveLength(0);
  expect(skeletons()).toBe(3);
};
function checkCards(s: Snap) {
  checkControls(s);
  expect(articles().map((a) => a.getAttribute('aria-label'))).toEqual((s.context.posts as typeof FULL).map((p) => p.postName));
}

const states = {
  debouncing: checkLoadingFirst,
  loading: checkLoadingFirst,
  'ready.more': (s: Snap) => {
    checkCards(s);
    expect(skeletons()).toBe(0);
    expect(screen.queryByText('No Pods found')).toBeNull();
  },
  'ready.loadingMore': (s: Snap) => {
    checkCards(s);
    expect(skeletons()).toBe(1);
  },
  'ready.end': (s: Snap) => {
    checkCards(s);
    expect(skeletons()).toBe(0);
    if (s.context.posts.length === 0) expect(screen.getByText(s.context.failed ? 'The feed did not load. Please try again.' : 'No Pods found')).toBeTruthy();
    expect(Boolean(screen.queryByRole('button', { name: 'Try again' }))).toBe(s.context.failed);
  },
} satisfies Record<string, (snapshot: Snap) => void | Promise<void>>;

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
} satisfies Record<DriverEvent, (event: never) => void | Promise<void>>;

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
const model = new TestModel(feedMachine, { input: { category: 'all-pods' }, stateMatcher, events: sampleEvents as never, serializeState } as never);
const leaves = leafStates(feedMachine);
const { edges, paths } = transitionCoveringPaths(model, serializeState);
const visited = new Set<string>();
const taken = new Set<string>();

describe('feed model', () => {
  beforeAll(() => {
    installJsdomPlatform();
    window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    cleanup();
    forgetKept();
    vi.unstubAllGlobals();
    FakeIntersectionObserver.instances.clear();
  });

  it('has a view assertion for every leaf state', () => {
    expect(Object.keys(states).sort()).toEqual(leaves);
  });

  it.each(paths.map((p) => [p.name, p] as const))('takes %s', async (_name, { key, events: sequence }) => {
    await mount();
    const checked = await runPath(feedMachine, { category: 'all-pods' }, sequence, { states, events });
    checked.forEach((leaf) => visited.add(leaf));
    taken.add(key);
  });

  it('covers every state and transition', () => {
    expect(reportCoverage('feed', leaves, visited, edges, taken)).toEqual({ states: 1, transitions: 1 });
  });
});
