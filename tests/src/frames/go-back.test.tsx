// @vitest-environment jsdom
/**
 * 'Back' out of a full-screen Pod (issue 49 item 12): to the screen the person came from in Pods,
 * or to the feed when the Pod was the first screen Pods showed (a shared link), however many pages
 * the tab showed before Pods. The router's own place in its history decides, not the tab's length.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { useGoBack } from '../../../src/features/frames/useGoBack.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Leave() {
  const goBack = useGoBack();
  return (
    <button type="button" onClick={goBack}>
      Back
    </button>
  );
}

function openAt(entries: string[]) {
  const root = createRootRoute();
  const screens = ['/3d-app', '/events', '/time-line'].map((path) => createRoute({ getParentRoute: () => root, path, component: Leave }));
  const router = createRouter({ routeTree: root.addChildren(screens), history: createMemoryHistory({ initialEntries: entries }) });
  render(<RouterProvider router={router} />);
  return router;
}

it('goes to the feed from a Pod opened by a link, although the tab showed other pages before', async () => {
  vi.spyOn(window.history, 'length', 'get').mockReturnValue(4);
  const router = openAt(['/3d-app?postId=p1']);
  fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
  await vi.waitFor(() => expect(router.state.location.pathname).toBe('/time-line'));
});

it('goes back to the screen the Pod was opened from', async () => {
  const router = openAt(['/events', '/3d-app?postId=p1']);
  fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
  await vi.waitFor(() => expect(router.state.location.pathname).toBe('/events'));
});
