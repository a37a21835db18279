import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { LOAD_TIMEOUT_MS, liveEventFrameMachine } from '../../machines/liveEventFrame.ts';
import type { EventRole } from '../../machines/eventLifecycle.ts';

function start(role: EventRole = 'host') {
  const effects = { enterFullscreen: vi.fn(), exitFullscreen: vi.fn(), leaveToEvents: vi.fn(), reloadFrame: vi.fn() };
  const actor = createActor(liveEventFrameMachine.provide({ actions: effects }), { input: { role } }).start();
  return { actor, effects, value: () => actor.getSnapshot().value };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the live event frame (spec §2 /live-event)', () => {
  it('loads until the embedded app says it is loaded', () => {
    const { actor, value } = start();
    expect(liveEventFrameMachine.id).toBe('liveEventFrame');
    expect(value()).toBe('loading');
    actor.send({ type: 'frame.fullScreenOpen' });
    expect(value()).toBe('loading');
    actor.send({ type: 'frame.loaded' });
    expect(value()).toEqual({ live: 'windowed' });
  });

  it("without 'loaded' within 30 s it failed; 'Try again' reloads the frame", () => {
    const { actor, effects, value } = start();
    expect(LOAD_TIMEOUT_MS).toBe(30_000);
    vi.advanceTimersByTime(29_999);
    expect(value()).toBe('loading');
    vi.advanceTimersByTime(1);
    expect(value()).toBe('failed');
    actor.send({ type: 'frame.loaded' });
    expect(value()).toBe('failed');
    actor.send({ type: 'retry' });
    expect(value()).toBe('loading');
    expect(effects.reloadFrame).toHaveBeenCalledTimes(1);
  });

  it('fullScreenOpen and fullScreenClose toggle full screen; leaving it in the browser returns to windowed', () => {
    const { actor, effects, value } = start();
    actor.send({ type: 'frame.loaded' });
    actor.send({ type: 'frame.fullScreenClose' });
    expect(effects.exitFullscreen).not.toHaveBeenCalled();
    actor.send({ type: 'frame.fullScreenOpen' });
    expect(value()).toEqual({ live: 'fullscreen' });
    expect(effects.enterFullscreen).toHaveBeenCalledTimes(1);
    actor.send({ type: 'frame.fullScreenClose' });
    expect(value()).toEqual({ live: 'windowed' });
    expect(effects.exitFullscreen).toHaveBeenCalledTimes(1);
    actor.send({ type: 'frame.fullScreenOpen' });
    actor.send({ type: 'fullscreen.exited' });
    expect(value()).toEqual({ live: 'windowed' });
    expect(effects.exitFullscreen).toHaveBeenCalledTimes(1);
  });

  it("eventEnded leaves full screen and goes to /events, on the host's Hosting tab", () => {
    const { actor, effects, value } = start();
    actor.send({ type: 'frame.loaded' });
    actor.send({ type: 'frame.fullScreenOpen' });
    actor.send({ type: 'frame.eventEnded' });
    expect(value()).toBe('ended');
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects.exitFullscreen).toHaveBeenCalledTimes(1);
    expect(effects.leaveToEvents).toHaveBeenCalledTimes(1);
    expect(effects.leaveToEvents.mock.calls[0]![1]).toEqual({ tab: 'hosting' });
  });

  it("a guest goes back to the Invited tab when the host ends the event (where it shows 'Event Ended')", () => {
    const { actor, effects } = start('invitee');
    actor.send({ type: 'frame.loaded' });
    actor.send({ type: 'frame.eventEnded' });
    expect(effects.leaveToEvents.mock.calls[0]![1]).toEqual({ tab: 'invited' });
  });

  it('an event that ends while loading goes to /events too', () => {
    const { actor, effects, value } = start();
    actor.send({ type: 'frame.eventEnded' });
    expect(value()).toBe('ended');
    expect(effects.leaveToEvents).toHaveBeenCalledTimes(1);
    expect(effects.exitFullscreen).not.toHaveBeenCalled();
  });
});
