/**
 * The frame host's chart (machines/frameHost.ts) on its own: setup, the handshake it hosts (spec
 * §9: auth re-sent after 1 s), the token kept fresh 60 s before it expires, guest mode, and three
 * distinct failures whose 'Try again' starts over. Timers are Vitest's fake clock.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { HANDSHAKE_TIMEOUT_MS, RESEND_MS } from '../../machines/iframeAuth.ts';
import { frameHostMachine, selectFailure, selectFrameReady, selectShowsFrame, type FrameSetup, type FrameToken } from '../../machines/frameHost.ts';

const NOW = Date.parse('2026-05-01T10:00:00Z');
const token = (name: string, minutes = 15): FrameToken => ({ token: name, expiresAt: Date.now() + minutes * 60_000 });

function start({
  userId = 'me' as string | null,
  setUp = (): Promise<FrameSetup> => Promise.resolve({ podAppUrl: 'https://pods.example', token: userId ? token('frame.1') : null }),
  refresh = (): Promise<FrameToken | null> => Promise.resolve(token('frame.2')),
} = {}) {
  const calls = { setUp: vi.fn(setUp), refresh: vi.fn(refresh) };
  const effects = { sendAuth: vi.fn(), sendGuest: vi.fn(), retryScreen: vi.fn(), logError: vi.fn() };
  const actor = createActor(
    frameHostMachine.provide({
      actors: {
        setUp: fromPromise(() => calls.setUp()),
        refreshToken: fromPromise(() => calls.refresh()),
      },
      actions: {
        sendAuth: (_, params) => effects.sendAuth(params),
        sendGuest: effects.sendGuest,
        retryScreen: effects.retryScreen,
        logError: (_, params) => effects.logError(params),
      },
    }),
    { input: { userId } },
  ).start();
  return { actor, calls, effects, value: () => actor.getSnapshot().value, snapshot: () => actor.getSnapshot() };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('frameHost', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('reads the address and a frame token first, without the frame, then opens it and starts signing in', async () => {
    const { actor, calls, snapshot, value } = start();
    expect(value()).toBe('settingUp');
    expect(selectShowsFrame(snapshot())).toBe(false);
    await settle();
    expect(calls.setUp).toHaveBeenCalledTimes(1);
    expect(value()).toEqual({ signedIn: 'handshaking' });
    expect(snapshot().context).toMatchObject({ podAppUrl: 'https://pods.example', token: { token: 'frame.1' }, loads: 0 });
    expect(selectShowsFrame(snapshot())).toBe(true);
    expect(selectFrameReady(snapshot())).toBe(false);
    expect(selectFailure(snapshot())).toBeNull();
    actor.stop();
  });

  it('sends auth with the frame token when the frame loads, again every 1 s, until the frame answers', async () => {
    const { actor, effects, snapshot, value } = start();
    await settle();
    expect(effects.sendAuth).not.toHaveBeenCalled();
    actor.send({ type: 'frame.loaded' });
    expect(effects.sendAuth).toHaveBeenCalledTimes(1);
    expect(effects.sendAuth).toHaveBeenLastCalledWith({ userId: 'me', token: { token: 'frame.1', expiresAt: NOW + 900_000 } });
    await vi.advanceTimersByTimeAsync(RESEND_MS - 1);
    expect(effects.sendAuth).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(effects.sendAuth).toHaveBeenCalledTimes(2);
    actor.send({ type: 'frame.authenticated' });
    expect(value()).toEqual({ signedIn: { authenticated: 'tokenFresh' } });
    // Signed in, but the frame has drawn nothing yet: the loading cover stays.
    expect(selectFrameReady(snapshot())).toBe(false);
    actor.send({ type: 'frame.shown' });
    expect(selectFrameReady(snapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(effects.sendAuth).toHaveBeenCalledTimes(2);
    actor.stop();
  });

  it('sends a fresh token 60 s before the current one expires, and again before the fresh one expires', async () => {
    const { actor, calls, effects, snapshot, value } = start({
      refresh: vi
        .fn<() => Promise<FrameToken | null>>()
        .mockImplementationOnce(() => Promise.resolve(token('frame.2')))
        .mockImplementationOnce(() => Promise.resolve(token('frame.3'))),
    });
    await settle();
    actor.send({ type: 'frame.loaded' });
    actor.send({ type: 'frame.authenticated' });
    effects.sendAuth.mockClear();
    await vi.advanceTimersByTimeAsync(14 * 60_000 - 1);
    expect(calls.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.refresh).toHaveBeenCalledTimes(1);
    expect(value()).toEqual({ signedIn: { authenticated: 'tokenFresh' } });
    expect(snapshot().context.token?.token).toBe('frame.2');
    expect(effects.sendAuth).toHaveBeenCalledTimes(1);
    expect(effects.sendAuth).toHaveBeenLastCalledWith({ userId: 'me', token: { token: 'frame.2', expiresAt: NOW + 14 * 60_000 + 900_000 } });
    // The fresh token gets its own refresh, 14 minutes later.
    await vi.advanceTimersByTimeAsync(14 * 60_000);
    expect(calls.refresh).toHaveBeenCalledTimes(2);
    expect(effects.sendAuth).toHaveBeenLastCalledWith({ userId: 'me', token: expect.objectContaining({ token: 'frame.3' }) });
    actor.stop();
  });

  it('keeps the token it has when no fresh one comes (logged), and asks no more', async () => {
    const { actor, calls, effects, value } = start({ refresh: () => Promise.reject(new Error('offline')) });
    await settle();
    actor.send({ type: 'frame.loaded' });
    actor.send({ type: 'frame.authenticated' });
    await vi.advanceTimersByTimeAsync(14 * 60_000);
    expect(value()).toEqual({ signedIn: { authenticated: 'tokenKept' } });
    expect(effects.logError).toHaveBeenCalledWith({ what: 'Frame token', error: new Error('offline') });
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(calls.refresh).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('signs in again when the signed-in frame loads again (it navigated)', async () => {
    const { actor, effects, value } = start();
    await settle();
    actor.send({ type: 'frame.loaded' });
    actor.send({ type: 'frame.authenticated' });
    effects.sendAuth.mockClear();
    actor.send({ type: 'frame.loaded' });
    expect(value()).toEqual({ signedIn: 'handshaking' });
    expect(effects.sendAuth).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('fails the handshake when the frame does not answer within 20 s', async () => {
    const { actor, snapshot, value } = start();
    await settle();
    actor.send({ type: 'frame.loaded' });
    await vi.advanceTimersByTimeAsync(HANDSHAKE_TIMEOUT_MS - 1);
    expect(value()).toEqual({ signedIn: 'handshaking' });
    await vi.advanceTimersByTimeAsync(1);
    expect(value()).toEqual({ signedIn: 'failed' });
    expect(selectFailure(snapshot())).toBe('handshake');
    expect(selectShowsFrame(snapshot())).toBe(true);
    actor.stop();
  });

  it('fails the handshake when the frame goes away', async () => {
    const { actor, value } = start();
    await settle();
    actor.send({ type: 'frame.loaded' });
    actor.send({ type: 'frame.gone' });
    expect(value()).toEqual({ signedIn: 'failed' });
    actor.stop();
  });

  it("starts over on 'Try again' after a failed handshake: a new setup, a new frame, a new handshake", async () => {
    const { actor, calls, effects, snapshot, value } = start();
    await settle();
    actor.send({ type: 'frame.loaded' });
    actor.send({ type: 'frame.shown' }); // it showed a message of its own, then went away
    actor.send({ type: 'frame.gone' });
    effects.sendAuth.mockClear();
    actor.send({ type: 'retry' });
    expect(value()).toBe('settingUp');
    expect(snapshot().context).toMatchObject({ loads: 1, frameShown: false });
    expect(selectShowsFrame(snapshot())).toBe(false);
    expect(effects.retryScreen).not.toHaveBeenCalled();
    await settle();
    expect(calls.setUp).toHaveBeenCalledTimes(2);
    expect(value()).toEqual({ signedIn: 'handshaking' });
    // A fresh handshake: nothing is sent before the new frame loads.
    expect(effects.sendAuth).not.toHaveBeenCalled();
    actor.send({ type: 'frame.loaded' });
    actor.send({ type: 'frame.authenticated' });
    expect(value()).toEqual({ signedIn: { authenticated: 'tokenFresh' } });
    // The new frame's cover stays until it draws.
    expect(selectFrameReady(snapshot())).toBe(false);
    actor.send({ type: 'frame.shown' });
    expect(selectFrameReady(snapshot())).toBe(true);
    actor.stop();
  });

  it("fails setup when the address or the token cannot be read (logged); 'Try again' reads them again", async () => {
    let attempt = 0;
    const { actor, calls, effects, snapshot, value } = start({
      setUp: () => (attempt++ === 0 ? Promise.reject(new Error('down')) : Promise.resolve({ podAppUrl: 'https://pods.example', token: token('frame.1') })),
    });
    await settle();
    expect(value()).toBe('setupFailed');
    expect(selectFailure(snapshot())).toBe('setup');
    expect(selectShowsFrame(snapshot())).toBe(false);
    expect(effects.logError).toHaveBeenCalledWith({ what: 'Pod app frame', error: new Error('down') });
    actor.send({ type: 'retry' });
    expect(snapshot().context.loads).toBe(1);
    await settle();
    expect(calls.setUp).toHaveBeenCalledTimes(2);
    expect(value()).toEqual({ signedIn: 'handshaking' });
    actor.stop();
  });

  it("shows the screen's own failure from any state; 'Try again' starts over and lets the screen wait again", async () => {
    const { actor, effects, snapshot, value } = start();
    await settle();
    actor.send({ type: 'frame.loaded' });
    actor.send({ type: 'frame.authenticated' });
    actor.send({ type: 'screen.failed' });
    expect(value()).toBe('screenFailed');
    expect(selectFailure(snapshot())).toBe('screen');
    // The frame stays behind the message.
    expect(selectShowsFrame(snapshot())).toBe(true);
    actor.send({ type: 'retry' });
    expect(effects.retryScreen).toHaveBeenCalledTimes(1);
    expect(value()).toBe('settingUp');
    expect(snapshot().context.loads).toBe(1);
    actor.stop();

    const early = start({ setUp: () => new Promise(() => {}) });
    early.actor.send({ type: 'screen.failed' });
    expect(early.value()).toBe('screenFailed');
    early.actor.stop();
  });

  it('gives a signed-out visitor guest mode: no token, no auth, guest sent each time the frame loads', async () => {
    const { actor, effects, snapshot, value } = start({ userId: null });
    await settle();
    expect(value()).toEqual({ guest: 'loading' });
    expect(selectFrameReady(snapshot())).toBe(false);
    // The frame may draw before its load event reaches the host: the cover goes once both came.
    actor.send({ type: 'frame.shown' });
    expect(selectFrameReady(snapshot())).toBe(false);
    actor.send({ type: 'frame.loaded' });
    expect(value()).toEqual({ guest: 'shown' });
    expect(selectFrameReady(snapshot())).toBe(true);
    actor.send({ type: 'frame.loaded' });
    expect(effects.sendGuest).toHaveBeenCalledTimes(2);
    actor.send({ type: 'frame.authenticated' });
    await vi.advanceTimersByTimeAsync(HANDSHAKE_TIMEOUT_MS);
    expect(value()).toEqual({ guest: 'shown' });
    expect(effects.sendAuth).not.toHaveBeenCalled();
    actor.stop();
  });

  it('describes every state and guard for the chart pages', () => {
    expect(frameHostMachine.root.meta).toEqual({
      guards: {
        signedIn: 'the person is signed in',
        hasToken: 'the frame has a token',
        handshakeAnswered: 'the frame answered that it is signed in',
        handshakeFailed: 'the frame did not answer within 20 s, or went away',
        handshakeStartedAgain: 'the frame loaded again, so signing in starts over',
      },
    });
  });
});
