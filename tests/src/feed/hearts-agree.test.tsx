// @vitest-environment jsdom
/**
 * Issue 21, item 1: one home for a Pod's like. A Pod shown twice (the featured card and a row,
 * each from its own load) has one heart state: a tap on either changes both at once, and a failed
 * call puts both back. Another Pod's heart is left alone.
 */
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { failure, installFakeApi } from '../../model/support/fake-api.ts';
import { installJsdomPlatform } from '../../model/support/jsdom-platform.ts';
import { feedCard } from './support/feed-card.ts';

beforeAll(() => installJsdomPlatform());
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const card = (postId: string, postName: string) => feedCard(postId, postName, '');

it('changes every copy of a Pod’s heart at once, and puts them all back when the call fails', async () => {
  vi.resetModules();
  sessionStorage.setItem('userId', 'u1');
  sessionStorage.setItem('sessionToken', 'token-1');
  const api = installFakeApi({
    TogglePostLike: (variables) => ({ togglePostLike: { postId: 'p1', isLiked: variables.liked, postLikes: variables.liked ? 5 : 4 } }),
  });
  const { PodCard } = await import('../../../src/features/feed/PodCard.tsx');
  // Two reads of the same Pod (two objects, as two queries answer), and another Pod.
  const Feed = () => (
    <>
      <section aria-label="Featured">
        <PodCard post={card('p1', 'Zen Den')} />
      </section>
      <section aria-label="Top Viewed Pods">
        <PodCard post={card('p1', 'Zen Den')} />
        <PodCard post={card('p2', 'Sky Loft')} />
      </section>
    </>
  );
  const router = createRouter({ routeTree: createRootRoute({ component: Feed }), history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router} />);
  const heartIn = (region: string, name = 'Zen Den') =>
    within(screen.getByRole('region', { name: region })).getByRole('button', { name: new RegExp(`^Like ${name}`) });
  await screen.findByRole('region', { name: 'Featured' });
  const shows = (liked: boolean, count: number) => {
    for (const region of ['Featured', 'Top Viewed Pods']) {
      expect(heartIn(region).getAttribute('aria-pressed'), region).toBe(String(liked));
      expect(heartIn(region).querySelector('[data-count]')!.textContent, region).toBe(String(count));
    }
  };

  // A tap on the featured card's heart: both hearts of Zen Den at once, before the call returns.
  api.hold('TogglePostLike');
  fireEvent.click(heartIn('Featured'));
  shows(true, 5);
  await act(async () => api.settle('TogglePostLike', { togglePostLike: { postId: 'p1', isLiked: true, postLikes: 5 } }));
  shows(true, 5);
  expect(heartIn('Top Viewed Pods', 'Sky Loft').getAttribute('aria-pressed')).toBe('false');

  // A tap on the other copy, and the call fails: both change, then both go back.
  api.hold('TogglePostLike');
  fireEvent.click(heartIn('Top Viewed Pods'));
  shows(false, 4);
  await act(async () => api.settle('TogglePostLike', failure(500, 'Something went wrong on our side. Please try again.')));
  await vi.waitFor(() => shows(true, 5));
});
