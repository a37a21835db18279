// @vitest-environment jsdom
/**
 * Issue 49 item 17: a screen whose read failed offline ('Your events did not load.') reads again
 * by itself once the app is back online, instead of waiting for 'Try again'. Online all along, a
 * failed read stays failed until asked (no loop on a server error).
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';

type UseLoad = typeof import('../../../src/lib/use-load.ts').useLoad;
let useLoad: UseLoad;

beforeEach(async () => {
  vi.resetModules();
  sessionStorage.setItem('userId', 'u1');
  ({ useLoad } = await import('../../../src/lib/use-load.ts'));
  (await import('../../../src/lib/connectivity.ts')).watchConnectivity();
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

function Events({ load }: { load: () => Promise<string> }) {
  const events = useLoad('events:hosted', load);
  return <output>{events.failed ? 'Your events did not load.' : (events.data ?? 'loading')}</output>;
}

it('reads again when the app is back online', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue('Launch party');
  render(<Events load={load} />);
  expect(await screen.findByText('Your events did not load.')).toBeTruthy();
  await act(async () => void window.dispatchEvent(new Event('online')));
  expect(await screen.findByText('Launch party')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);
});
