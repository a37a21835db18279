// @vitest-environment jsdom
/**
 * Issue 19, defect 3: a like survives a search. Typing a search hides the sections above the
 * grid; clearing it shows them again as they were — not rebuilt from the data read before the
 * like, which showed the heart unliked although the like was saved.
 */
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { installFakeApi } from '../../model/support/fake-api.ts';
import { installJsdomPlatform } from '../../model/support/jsdom-platform.ts';
import { feedCard } from './support/feed-card.ts';

beforeAll(() => installJsdomPlatform());
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.useRealTimers();
});

const card = feedCard('p1', 'Zen Den', 'A garden.');

it('keeps a like made in a section after a search is typed and cleared', async () => {
  vi.resetModules();
  sessionStorage.setItem('userId', 'u1');
  sessionStorage.setItem('sessionToken', 'token-1');
  const api = installFakeApi({
    Timeline: () => ({ getTimeline: { documents: [] } }),
    TogglePostLike: (variables) => ({ togglePostLike: { postId: 'p1', isLiked: variables.liked, postLikes: variables.liked ? 5 : 4 } }),
  });
  const { DiscoverFeed } = await import('../../../src/features/feed/TimelineScreen.tsx');
  const { PodCard } = await import('../../../src/features/feed/PodCard.tsx');
  const Feed = () => (
    <DiscoverFeed
      firstPage={[]}
      sections={
        <section aria-label="Top Liked Pods">
          <PodCard post={card} />
        </section>
      }
    />
  );
  const router = createRouter({ routeTree: createRootRoute({ component: Feed }), history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router} />);
  const heart = async () => screen.findByRole('button', { name: /^Like Zen Den/ });

  fireEvent.click(await heart());
  await vi.waitFor(() => expect(api.calls.some((c) => c.operation === 'TogglePostLike')).toBe(true));
  await vi.waitFor(async () => expect((await heart()).getAttribute('aria-pressed')).toBe('true'));

  const search = screen.getByRole('searchbox', { name: 'Search by pod name' });
  act(() => void fireEvent.change(search, { target: { value: 'garden' } }));
  expect(screen.queryByRole('region', { name: 'Top Liked Pods' })).toBeNull();
  act(() => void fireEvent.change(search, { target: { value: '' } }));

  expect(screen.getByRole('region', { name: 'Top Liked Pods' })).toBeTruthy();
  expect((await heart()).getAttribute('aria-pressed')).toBe('true');
  expect((await heart()).querySelector('[data-count]')!.textContent).toBe('5');
});
