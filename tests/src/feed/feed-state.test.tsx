// @vitest-environment jsdom
/**
 * Issue 19, items 12 and 13 on the Discover feed, through the app's own router: the feed is kept
 * when the person goes to another screen and back (no loader, nothing asked again, a like made
 * meanwhile still shown); the category and search are the address's (reload and Back keep them);
 * a category shows its Pods right under the tabs; the top sections show each Pod once; and
 * 'No Pods found' offers to clear the search.
 */
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { installFakeApi } from '../../model/support/fake-api.ts';
import { FakeIntersectionObserver } from '../../model/support/intersection.ts';
import { installJsdomPlatform } from '../../model/support/jsdom-platform.ts';
import { feedCard } from './support/feed-card.ts';

beforeAll(async () => {
  installJsdomPlatform();
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  window.scrollTo = () => {};
  // The whole app's routes are compiled once here, not inside the first test's time.
  await import('../../../src/app/router.ts');
}, 120_000);
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const card = (id: string, name: string) => feedCard(id, name);
const page = (...posts: ReturnType<typeof card>[]) => ({ getTimeline: { documents: posts.map((value) => ({ value })) } });
const popular = card('p1', 'Most Popular');

async function start(path: string, timeline: (variables: Record<string, unknown>) => unknown = () => page()) {
  vi.resetModules();
  sessionStorage.setItem('userId', 'u1');
  sessionStorage.setItem('sessionToken', 'token-1');
  sessionStorage.setItem('userStatus', 'complete');
  const api = installFakeApi({
    Timeline: timeline,
    // The most viewed Pod is also the most liked: it was shown as Featured, in Top Viewed and in Top Liked.
    TopViewed: () => ({ getTopViewedPosts: { documents: [popular, card('p2', 'Second Viewed')].map((value) => ({ value })) } }),
    TopLiked: () => ({ getTopLikedPosts: { documents: [popular, card('p3', 'Second Liked')].map((value) => ({ value })) } }),
    TrendingProfiles: () => ({ getTrendingProfiles: { profiles: [] } }),
    LiveNow: () => ({ getLiveNowPosts: { documents: [] } }),
    TogglePostLike: (variables) => ({ togglePostLike: { postId: variables.postId, isLiked: variables.liked, postLikes: variables.liked ? 5 : 4 } }),
  });
  const { createAppRouter } = await import('../../../src/app/router.ts');
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter(history);
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Discover', level: 1 });
  return { api, router, history };
}
const loader = () => screen.queryByRole('status', { name: 'Loading Discover' });
const timelineCalls = (api: ReturnType<typeof installFakeApi>) => api.calls.filter((c) => c.operation === 'Timeline');
/** Lets the router finish a navigation the screen started (its updates land inside act). */
const routed = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
const searchBox = () => screen.getByRole('searchbox', { name: 'Search by pod name' }) as HTMLInputElement;

it('keeps the feed, and a like made on it, when the person goes to another screen and comes back', async () => {
  const { api, router } = await start('/time-line', () => page(card('g1', 'Grid Pod')));
  await vi.waitFor(() => expect(loader()).toBeNull());
  fireEvent.click(within(screen.getByRole('region', { name: 'Featured' })).getByRole('button', { name: /^Like Most Popular/ }));
  await vi.waitFor(() => expect(api.calls.some((c) => c.operation === 'TogglePostLike')).toBe(true));
  const asked = api.calls.length;

  await act(() => router.navigate({ to: '/settings/about' }));
  await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Discover', level: 1 })).toBeNull());
  await act(() => router.navigate({ to: '/time-line' }));

  await screen.findByRole('heading', { name: 'Discover', level: 1 });
  expect(loader()).toBeNull();
  expect(within(document.getElementById('all-pods-grid')!).getByRole('article', { name: 'Grid Pod' })).toBeTruthy();
  const heart = within(screen.getByRole('region', { name: 'Featured' })).getByRole('button', { name: /^Like Most Popular/ });
  expect(heart.getAttribute('aria-pressed')).toBe('true');
  expect(heart.querySelector('[data-count]')!.textContent).toBe('5');
  // Nothing of the feed is asked again (the navigation reads its unread count, as on every screen,
  // and the notification stream, with no fake here, asks for a ticket again after 1, 2, 4 s: on a
  // busy machine one of those lands in this window).
  expect(
    api.calls
      .slice(asked)
      .map((c) => c.operation)
      .filter((operation) => operation !== 'Inbox' && operation !== 'StreamTicket'),
  ).toEqual([]);
});

it('reads the category and search from the address, and Back returns to the previous category', async () => {
  const { api, router, history } = await start('/time-line?category=design&q=loft', (variables) =>
    page(card(`d-${String(variables.search)}`, `Result ${String(variables.category)}`)),
  );
  expect(screen.getByRole('tab', { name: 'Design' }).getAttribute('aria-selected')).toBe('true');
  expect(searchBox().value).toBe('loft');
  await vi.waitFor(() =>
    expect(timelineCalls(api).some((c) => c.variables.category === 'design' && c.variables.search === 'loft' && c.variables.pageNumber === 1)).toBe(true),
  );

  fireEvent.click(screen.getByRole('tab', { name: 'Technology' }));
  await routed();
  await vi.waitFor(() => expect(router.state.location.search).toEqual({ category: 'technology', q: 'loft' }));
  fireEvent.change(searchBox(), { target: { value: 'lof' } });
  fireEvent.change(searchBox(), { target: { value: 'loft den' } });
  await routed();
  await vi.waitFor(() => expect(router.state.location.search).toEqual({ category: 'technology', q: 'loft den' }));
  expect(searchBox().value).toBe('loft den');

  act(() => history.back());
  await routed();
  await vi.waitFor(() => expect(router.state.location.search).toEqual({ category: 'design', q: 'loft' }));
  await vi.waitFor(() => expect(screen.getByRole('tab', { name: 'Design' }).getAttribute('aria-selected')).toBe('true'));
  expect(searchBox().value).toBe('loft');
  expect(router.state.location.search).toEqual({ category: 'design', q: 'loft' });
});

it('drops what the address holds that is no category', async () => {
  await start('/time-line?category=nonsense');
  expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
});

it("shows a category's Pods right under the tabs, and each top Pod once", async () => {
  await start('/time-line', (variables) => page(card(`c-${String(variables.category ?? 'all')}`, `Pod of ${String(variables.category ?? 'all')}`)));
  await vi.waitFor(() => expect(loader()).toBeNull());
  expect(screen.getAllByRole('article', { name: 'Most Popular' })).toHaveLength(1);
  expect(
    within(screen.getByRole('region', { name: 'Top Viewed Pods' }))
      .getAllByRole('article')
      .map((a) => a.getAttribute('aria-label')),
  ).toEqual(['Second Viewed']);
  expect(
    within(screen.getByRole('region', { name: 'Top Liked Pods' }))
      .getAllByRole('article')
      .map((a) => a.getAttribute('aria-label')),
  ).toEqual(['Second Liked']);

  fireEvent.click(screen.getByRole('tab', { name: 'Design' }));
  expect(screen.queryByRole('region', { name: 'Featured' })).toBeNull();
  expect(screen.queryByRole('region', { name: 'Top Viewed Pods' })).toBeNull();
  expect(screen.getByRole('heading', { name: 'Design Pods', level: 2 })).toBeTruthy();
  await within(document.getElementById('all-pods-grid')!).findByRole('article', { name: 'Pod of design' });
});

it('offers to clear a search that found nothing, and clears it', async () => {
  const { router } = await start('/time-line?q=zzz', (variables) => (variables.search ? page() : page(card('a1', 'Any Pod'))));
  const clear = await screen.findByRole('button', { name: 'Clear search' });
  expect(screen.getByText('No Pods found')).toBeTruthy();
  fireEvent.click(clear);
  expect(searchBox().value).toBe('');
  await within(document.getElementById('all-pods-grid')!).findByRole('article', { name: 'Any Pod' }, { timeout: 2000 });
  await vi.waitFor(() => expect(router.state.location.search).toEqual({}));
});
