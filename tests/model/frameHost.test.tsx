// @vitest-environment jsdom
/**
 * Model-based test of the frame host: every arrow of the frameHost chart is driven through the real
 * <FrameHost> (the view of /3d-app and /live-event) with the fake gateway and a fake frame window,
 * signed in and signed out: setup answered or failed, the handshake it hosts (auth sent with the
 * frame token on the pod app's exact origin, the frame answering, going away, loading again), the
 * token refreshed 60 s before it expires, guest mode, the screen's own failure, and each failure's
 * 'Try again'; the loading cover (the Pod's picture, progress, 'Back') until the frame says it has drawn. The calls are held until the test answers them.
 */
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { initialTransition, transition, type EventObject } from 'xstate';
import { frameHostMachine } from '../../machines/frameHost.ts';
import { iframeAuthMachine } from '../../machines/iframeAuth.ts';
import { podAppFrameUrl } from '../../shared/frame-protocol/index.ts';
import { failure, installFakeApi } from './support/fake-api.ts';
import { POD_APP_URL, authSends, fakeFrame, loadFrame, loseFrame, postToHost, resetFakeFrame } from './support/fake-frame.ts';
import { installJsdomPlatform } from './support/jsdom-platform.ts';
import { renderRouted } from './support/routed.tsx';
import { describeModel, type Drivers, type ModelStep } from './support/model-test.ts';

const RESEND_MS = 60;
type Snapshot = { context: { frameShown: boolean } };
/** The first frame token expires 60 s + this after it is issued, so its refresh is due this soon. */
const REFRESH_DUE_MS = 400;
const POD_DID_NOT_OPEN = 'The Pod did not open. Please check your connection and try again.';
const LIVE_EVENT_DID_NOT_OPEN = 'The live event did not open. Please try again.';
type Input = { userId: string | null };

let api: ReturnType<typeof installFakeApi>;
let screenRetries = 0;
let backs = 0;

function Harness({ FrameHost, signedIn }: { FrameHost: typeof import('../../src/features/frames/FrameHost.tsx').FrameHost; signedIn: boolean }) {
  const [screenFailed, setScreenFailed] = useState(false);
  return (
    <>
      <FrameHost
        url={(podAppUrl) => podAppFrameUrl(podAppUrl, { postId: 'p1', previewMode: false, guest: !signedIn })}
        postId="p1"
        loadingLabel="Opening the Pod"
        onBack={() => void (backs += 1)}
        onFrameMessage={() => {}}
        failure={
          screenFailed
            ? {
                message: LIVE_EVENT_DID_NOT_OPEN,
                retry: () => {
                  screenRetries += 1;
                  setScreenFailed(false);
                },
              }
            : null
        }
        timing={{ resendMs: RESEND_MS, handshakeTimeoutMs: 60_000 }}
      />
      <button type="button" onClick={() => setScreenFailed(true)}>
        The screen fails
      </button>
    </>
  );
}

async function mount(input: Input) {
  vi.resetModules();
  resetFakeFrame();
  screenRetries = 0;
  backs = 0;
  if (input.userId) {
    sessionStorage.setItem('userId', input.userId);
    sessionStorage.setItem('sessionToken', 'session-secret');
  }
  vi.spyOn(console, 'error').mockImplementation(() => {});
  api = installFakeApi({
    FrameConfig: () => ({}),
    CreateFrameToken: () => ({}),
    FramePodPicture: () => ({ getLivePost: { postDisplayImage: '/pictures/p1.webp', postDisplayImageSet: null } }),
  });
  // The setup's calls and (signed in) the token refresh wait for the test.
  api.hold('FrameConfig');
  if (input.userId) api.hold('CreateFrameToken', 2);
  const { FrameHost } = await import('../../src/features/frames/FrameHost.tsx');
  renderRouted(<Harness FrameHost={FrameHost} signedIn={input.userId !== null} />);
}

const loading = () => screen.queryByRole('progressbar', { name: 'Opening the Pod' });
const alertText = () => screen.queryByRole('alert')?.querySelector('p')?.textContent ?? null;
const frame = () => screen.queryByTitle('3d-app');
const eventually = (check: () => void, timeout = 2000) => vi.waitFor(check, { timeout });
const tokens = () => authSends().map(({ message }) => (message as { token: string }).token);
const frameTokenAnswer = (token: string, expiresInMs: number) => ({ createFrameToken: { token, expiresAt: new Date(Date.now() + expiresInMs).toISOString() } });
const tokenCalls = () => api.calls.filter((c) => c.operation === 'CreateFrameToken');

function expectFailure(text: string) {
  expect(alertText()).toBe(text);
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  expect(loading()).toBeNull();
}

/** The frame is ready: the Pod once the frame has drawn, its picture, progress and 'Back' until then. */
function expectPodShown(snapshot: { context: { frameShown: boolean } }) {
  if (snapshot.context.frameShown) expect(loading()).toBeNull();
  else expectCover();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(frame()?.getAttribute('src')).toMatch(new RegExp(`^${POD_APP_URL}/\\?postId=p1&previewMode=false`));
}

function expectAuthMessages() {
  expect(authSends().length).toBeGreaterThan(0);
  for (const { message, targetOrigin } of authSends()) {
    expect(targetOrigin).toBe(POD_APP_URL);
    expect(message).toMatchObject({ v: 1, type: 'auth', userId: 'me', postId: 'p1' });
    expect(['frame.token.1', 'frame.token.2']).toContain((message as { token: string }).token);
  }
}

/** The loading cover: the Pod's picture, the progress and 'Back'. */
function expectCover() {
  expect(loading()).not.toBeNull();
  expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  expect(document.querySelector('img')?.getAttribute('src')).toBe('/pictures/p1.webp');
}

const states = {
  settingUp: (_snapshot: unknown, step: ModelStep<Input>) =>
    eventually(() => {
      expect(loading()).not.toBeNull();
      expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
      // Signed out, a start-over after the address was read has nothing to wait for.
      if (step.input.userId !== null || !step.events.some((e) => e.type === 'retry')) expect(frame()).toBeNull();
    }),
  setupFailed: () =>
    eventually(() => {
      expectFailure(POD_DID_NOT_OPEN);
      expect(frame()).toBeNull();
    }),
  'signedIn.handshaking': () =>
    eventually(() => {
      expectCover();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(frame()?.getAttribute('src')).toBe(`${POD_APP_URL}/?postId=p1&previewMode=false`);
    }),
  'signedIn.authenticated.tokenFresh': (snapshot: Snapshot) =>
    eventually(() => {
      expectPodShown(snapshot);
      expectAuthMessages();
    }),
  'signedIn.authenticated.refreshingToken': (snapshot: Snapshot) =>
    eventually(() => {
      expectPodShown(snapshot);
      expect(api.isHeld('CreateFrameToken')).toBe(true);
    }),
  'signedIn.authenticated.tokenKept': (snapshot: Snapshot) =>
    eventually(() => {
      expectPodShown(snapshot);
      expect(tokens().at(-1)).toBe('frame.token.1');
      expect(console.error).toHaveBeenCalledWith('Frame token', expect.anything());
    }),
  'signedIn.failed': () =>
    eventually(() => {
      expectFailure(POD_DID_NOT_OPEN);
      expect(frame()).not.toBeNull();
    }),
  'guest.loading': () =>
    eventually(() => {
      expectCover();
      expect(frame()?.getAttribute('src')).toBe(`${POD_APP_URL}/?postId=p1&previewMode=false&guest=true`);
      expect(tokenCalls()).toHaveLength(0);
    }),
  'guest.shown': (snapshot: Snapshot) =>
    eventually(() => {
      expectPodShown(snapshot);
      expect(frame()).not.toBeNull();
      expect(authSends()).toHaveLength(0);
    }),
  screenFailed: () =>
    eventually(() => {
      expectFailure(LIVE_EVENT_DID_NOT_OPEN);
    }),
};

// The handshake's steps, as the invoked iframeAuth reports them to the host.
const [handshakeIdle] = initialTransition(iframeAuthMachine);
const [handshakeSending] = transition(iframeAuthMachine, handshakeIdle, { type: 'frame.loaded' });
const [handshakeAnswered] = transition(iframeAuthMachine, handshakeSending, { type: 'frame.authenticated' });
const [handshakeFailed] = transition(iframeAuthMachine, handshakeSending, { type: 'frame.gone' });
const handshakeReport = (snapshot: typeof handshakeIdle) => ({ type: 'xstate.snapshot.handshake' as const, snapshot });

/** The frame has loaded at least once since it was (re)made. */
async function frameLoadedOnce() {
  if (authSends().length === 0) await loadFrame();
}

const drivers = {
  'xstate.done.actor.setUp': async () => {
    if (api.isHeld('FrameConfig')) api.settle('FrameConfig', { getFrameConfig: { podAppUrl: POD_APP_URL } });
    if (api.isHeld('CreateFrameToken')) api.settle('CreateFrameToken', frameTokenAnswer('frame.token.1', 60_000 + REFRESH_DUE_MS));
    await eventually(() => expect(frame()).not.toBeNull());
    resetFakeFrame();
    await fakeFrame();
  },
  'xstate.error.actor.setUp': () => api.settle('FrameConfig', failure(503, 'Service Unavailable')),
  'frame.loaded': () => loadFrame(),
  'frame.authenticated': () => postToHost({ v: 1, type: 'authenticated' }),
  'frame.shown': () => {
    // Look-alikes first: another origin, another window. Neither counts.
    postToHost({ v: 1, type: 'shown' }, { origin: 'http://evil.example' });
    postToHost({ v: 1, type: 'shown' }, { source: window });
    postToHost({ v: 1, type: 'shown' });
  },
  'frame.gone': () => loseFrame(),
  'handshake.sendAuth': async () => {
    await frameLoadedOnce();
    const before = authSends().length;
    await eventually(() => expect(authSends().length).toBeGreaterThan(before));
  },
  'xstate.snapshot.handshake': async ({ snapshot }: { snapshot: typeof handshakeIdle }) => {
    if (snapshot.matches('authenticated')) {
      await frameLoadedOnce();
      // Look-alikes first: another origin, another window. Neither counts.
      postToHost({ v: 1, type: 'authenticated' }, { origin: 'http://evil.example' });
      postToHost({ v: 1, type: 'authenticated' }, { source: window });
      expect(loading()).not.toBeNull();
      postToHost({ v: 1, type: 'authenticated' });
    } else if (snapshot.matches('failed')) {
      // The frame goes away: the next re-send finds no window.
      await frameLoadedOnce();
      loseFrame();
      await eventually(() => expect(screen.queryByRole('alert')).not.toBeNull());
    } else {
      // The signed-in frame loads again (it navigated).
      await loadFrame();
    }
  },
  'xstate.after.tokenRefresh.frameHost.signedIn.authenticated.tokenFresh': () =>
    eventually(() => expect(api.isHeld('CreateFrameToken')).toBe(true), REFRESH_DUE_MS * 5),
  'xstate.done.actor.refreshToken': async () => {
    api.settle('CreateFrameToken', frameTokenAnswer('frame.token.2', 15 * 60_000));
    await eventually(() => expect(tokens().at(-1)).toBe('frame.token.2'));
  },
  'xstate.error.actor.refreshToken': () => api.settle('CreateFrameToken', failure(503, 'Service Unavailable')),
  'screen.failed': () => fireEvent.click(screen.getByRole('button', { name: 'The screen fails' })),
  retry: async () => {
    const before = screenRetries;
    const screenFailed = alertText() === LIVE_EVENT_DID_NOT_OPEN;
    api.hold('FrameConfig');
    if (sessionStorage.getItem('userId')) api.hold('CreateFrameToken', 2);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // Only the screen's own failure makes the screen wait again.
    expect(screenRetries).toBe(screenFailed ? before + 1 : before);
    resetFakeFrame();
  },
} satisfies Drivers<typeof frameHostMachine>;

/** The events worth trying in each state (the frame's own answers go through the handshake's reports). */
function sampleEvents(snapshot: { matches: (value: never) => boolean }): EventObject[] {
  const is = (value: unknown) => snapshot.matches(value as never);
  const events: (EventObject & Record<string, unknown>)[] = [{ type: 'screen.failed' }];
  if (is('settingUp'))
    events.push(
      { type: 'xstate.done.actor.setUp', output: { podAppUrl: POD_APP_URL, token: { token: 'frame.token.1', expiresAt: 0 } } },
      { type: 'xstate.error.actor.setUp', error: new Error('503') },
    );
  if (is('setupFailed') || is('screenFailed') || is({ signedIn: 'failed' })) events.push({ type: 'retry' });
  if (is({ signedIn: 'handshaking' }))
    events.push({ type: 'frame.loaded' }, { type: 'handshake.sendAuth' }, handshakeReport(handshakeAnswered), handshakeReport(handshakeFailed));
  if (is({ signedIn: 'authenticated' })) events.push(handshakeReport(handshakeSending));
  if (is({ signedIn: { authenticated: 'tokenFresh' } })) events.push({ type: 'xstate.after.tokenRefresh.frameHost.signedIn.authenticated.tokenFresh' });
  if (is({ signedIn: { authenticated: 'refreshingToken' } }))
    events.push(
      { type: 'xstate.done.actor.refreshToken', output: { token: 'frame.token.2', expiresAt: 0 } },
      { type: 'xstate.error.actor.refreshToken', error: new Error('503') },
    );
  if (is('guest')) events.push({ type: 'frame.loaded' });
  if (is({ signedIn: 'authenticated' }) || is('guest')) events.push({ type: 'frame.shown' });
  return events;
}

describeModel('frameHost', {
  machine: frameHostMachine,
  inputs: { 'signed in': { userId: 'me' }, 'signed out': { userId: null } },
  mount: (input) => mount(input),
  beforeAll: installJsdomPlatform,
  afterEach: () => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    sessionStorage.clear();
  },
  states,
  drivers,
  events: sampleEvents as never,
  // The token and the frame's address are not states of their own.
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  unreachable: [
    {
      arrow: 'signedIn —frame.authenticated→ (stays)',
      why: "on screen the frame's answer and the handshake's report of it are one step: driven as xstate.snapshot.handshake",
    },
    {
      arrow: 'signedIn —frame.gone→ (stays)',
      why: "on screen the frame going away and the handshake's report of its failure are one step: driven as xstate.snapshot.handshake",
    },
  ],
  afterPath: () => {
    expect(backs).toBe(0);
  },
  tests: () => {
    it("goes back with 'Back' while waiting", async () => {
      await mount({ userId: 'me' });
      fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
      expect(backs).toBe(1);
    });
  },
});
