// @vitest-environment jsdom
/**
 * Pull to refresh listens to every touch on the page (issue 23): none of its listeners may hold a
 * tap back. A listener that is not passive makes the browser wait for the page's main thread
 * before it turns a touch into a tap (and a click), so each is registered passive; a pull released
 * past the threshold still refreshes.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { usePullToRefresh } from '../../../src/ui/use-pull-to-refresh.ts';
import { PULL_THRESHOLD } from '../../../src/ui/pull-to-refresh.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function Puller({ refresh }: { refresh: () => unknown }) {
  const { phase } = usePullToRefresh(refresh);
  return <p>{phase}</p>;
}

it('registers every touch listener passive, so a tap never waits for it', () => {
  const added = vi.spyOn(document, 'addEventListener');
  render(<Puller refresh={() => {}} />);
  const touch = added.mock.calls.filter(([type]) => type.startsWith('touch'));
  expect(touch.map(([type]) => type).sort()).toEqual(['touchcancel', 'touchend', 'touchmove', 'touchstart']);
  for (const [type, , options] of touch) expect(options, type).toMatchObject({ passive: true });
});

it('refreshes when a pull from the top of the page is released past the threshold', async () => {
  // A phone: a coarse pointer (jsdom has no media queries).
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)' }));
  const refresh = vi.fn(() => Promise.resolve());
  const view = render(<Puller refresh={refresh} />);
  fireEvent.touchStart(document, { touches: [{ clientY: 10 }] });
  fireEvent.touchMove(document, { touches: [{ clientY: 10 + PULL_THRESHOLD * 2 + 10 }] });
  expect(view.container.textContent).toBe('armed');
  await act(async () => {
    fireEvent.touchEnd(document, { touches: [] });
  });
  expect(refresh).toHaveBeenCalledTimes(1);
  expect(view.container.textContent).toBe('idle');
});
