// @vitest-environment jsdom
/**
 * Model-based test of the Discover feed's first loader: the real /time-line page (app router)
 * over a fake gateway that holds the 7 first loads; each is released in turn and the full-screen
 * loader must stay until the 7th has finished, whether a load succeeds or fails.
 */
import { expect, vi, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { INITIAL_LOADS, initialLoaderMachine } from '../../machines/initialLoader.ts';
import { failure, installFakeApi } from './support/fake-api.ts';
import { FakeIntersectionObserver } from './support/intersection.ts';
import { installJsdomPlatform } from './support/jsdom-platform.ts';
import { describeModel, type Drivers } from './support/model-test.ts';

const hasCategory = (variables: Record<string, unknown>) => typeof variables.category === 'string';
// The 7 loads, released in this order; every other one fails, which counts as finished too.
const LOADS: { operation: string; match?: (v: Record<string, unknown>) => boolean; data: unknown }[] = [
  { operation: 'TrendingProfiles', data: { getTrendingProfiles: { profiles: [] } } },
  { operation: 'TopViewed', data: failure(500, 'down') },
  { operation: 'TopLiked', data: { getTopLikedPosts: { documents: [] } } },
  ...['business', 'technology', 'design', 'lifestyle'].map((category, i) => ({
    operation: 'Timeline',
    match: (v: Record<string, unknown>) => v.category === category,
    data: i % 2 ? failure(500, 'down') : { getTimeline: { documents: [] } },
  })),
];

let api: ReturnType<typeof installFakeApi>;
let released = 0;

async function mount() {
  vi.resetModules();
  released = 0;
  // Every call below is held and answered by the driver; the grid's own page is answered at once.
  const empty = () => ({});
  api = installFakeApi({ Timeline: () => ({ getTimeline: { documents: [] } }), TrendingProfiles: empty, TopViewed: empty, TopLiked: empty });
  for (const load of LOADS.slice(0, 3)) api.hold(load.operation);
  api.holdWhere('Timeline', hasCategory);
  const { createAppRouter } = await import('../../src/app/router.ts');
  const router = createAppRouter(createMemoryHistory({ initialEntries: ['/time-line'] }));
  render(<RouterProvider router={router} />);
  await screen.findByRole('status', { name: 'Loading Discover' });
}

// The page under the loader is not laid out until it goes, so empty sections never move it.
const states = {
  showing: () => {
    expect(screen.getByRole('status', { name: 'Loading Discover' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Discover', level: 1 })).toBeNull();
  },
  dismissed: () => {
    expect(screen.queryByRole('status', { name: 'Loading Discover' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Discover', level: 1 })).toBeTruthy();
  },
};

const events = {
  'load.finished': async () => {
    const load = LOADS[released]!;
    released += 1;
    await vi.waitFor(() => expect(api.isHeld(load.operation, load.match)).toBe(true));
    await act(async () => api.settle(load.operation, load.data, load.match));
  },
} satisfies Drivers<typeof initialLoaderMachine>;

describeModel('initialLoader', {
  machine: initialLoaderMachine,
  mount: () => mount(),
  beforeAll: () => {
    installJsdomPlatform();
    window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  },
  afterEach: () => {
    cleanup();
    vi.unstubAllGlobals();
  },
  states,
  drivers: events,
  events: [{ type: 'load.finished' }],
  tests: ({ plans }) => {
    it(`waits for exactly ${INITIAL_LOADS} loads`, () => {
      expect(LOADS).toHaveLength(INITIAL_LOADS);
      expect(plans.at(-1)!.events).toHaveLength(INITIAL_LOADS);
    });
  },
});
