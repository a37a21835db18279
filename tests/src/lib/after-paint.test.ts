// @vitest-environment jsdom
/**
 * Issue 23, item 3: work a tap starts (a like's or a follow's call) waits for the frame that shows
 * the tap while the browser is answering a gesture, and starts at once otherwise.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { whenTapIsDrawn } from '../../../src/lib/after-paint.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function answeringATap(active: boolean) {
  vi.stubGlobal('navigator', { ...navigator, userActivation: { isActive: active, hasBeenActive: active } });
}

it('during a tap, the work starts only after the next frame is drawn', async () => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
  answeringATap(true);
  const work = vi.fn(() => 'sent');
  const done = whenTapIsDrawn(work);
  expect(work).not.toHaveBeenCalled();
  vi.advanceTimersToNextFrame();
  expect(work).not.toHaveBeenCalled();
  await vi.runAllTimersAsync();
  await expect(done).resolves.toBe('sent');
  expect(work).toHaveBeenCalledTimes(1);
});

it('with no tap being answered, the work starts at once', async () => {
  answeringATap(false);
  const work = vi.fn(() => 'sent');
  const done = whenTapIsDrawn(work);
  expect(work).toHaveBeenCalledTimes(1);
  await expect(done).resolves.toBe('sent');
});
