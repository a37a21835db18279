/**
 * iframeAuth (spec §9: resend after 1 s): how many times the sign-in went to the frame.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { iframeAuthMachine } from '../../machines/iframeAuth.ts';

describe('iframeAuth', () => {
  it('counts the sign-ins sent: none while the frame loads, one more every 1 s, none again after a reload', () => {
    vi.useFakeTimers();
    try {
      const sendAuth = vi.fn();
      const actor = createActor(iframeAuthMachine.provide({ actions: { sendAuth } })).start();
      expect(actor.getSnapshot().context).toEqual({ sent: 0 });
      actor.send({ type: 'frame.loaded' });
      vi.advanceTimersByTime(2_000);
      expect(actor.getSnapshot().context).toEqual({ sent: 3 });
      expect(sendAuth).toHaveBeenCalledTimes(3);
      actor.send({ type: 'frame.authenticated' });
      actor.send({ type: 'frame.loaded' });
      expect(actor.getSnapshot().context).toEqual({ sent: 1 });
      actor.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
