// @vitest-environment jsdom
/**
 * Model-based test of the frame handshake: every transition of the iframeAuth chart is driven
 * through the real /3d-app screen (<PodAppScreen>) with a fake frame window: the frame loads, the
 * host sends auth to the pod app's exact origin and re-sends it, the frame answers, goes away or
 * never answers, and 'Try again' reloads it. Messages from another origin or window change nothing.
 */
import { expect, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { iframeAuthMachine } from '../../machines/iframeAuth.ts';
import { installFakeApi } from './support/fake-api.ts';
import { POD_APP_URL, authSends, fakeFrame, loadFrame, loseFrame, postToHost, resetFakeFrame } from './support/fake-frame.ts';
import { installJsdomPlatform } from './support/jsdom-platform.ts';
import { renderRouted } from './support/routed.tsx';
import { iframeAuthScenarios } from '../scenarios/iframeAuth.ts';
import { describeModel, type Drivers } from './support/model-test.ts';

const RESEND_MS = 60;
const TIMEOUT_MS = 1_200;

let api: ReturnType<typeof installFakeApi>;
let tokens = 0;

async function mount() {
  vi.resetModules();
  resetFakeFrame();
  tokens = 0;
  sessionStorage.setItem('userId', 'me');
  sessionStorage.setItem('sessionToken', 'session-secret');
  vi.spyOn(console, 'error').mockImplementation(() => {});
  api = installFakeApi({
    FrameConfig: () => ({ getFrameConfig: { podAppUrl: POD_APP_URL } }),
    CreateFrameToken: () => ({ createFrameToken: { token: `frame.token.${(tokens += 1)}`, expiresAt: new Date(Date.now() + 900_000).toISOString() } }),
  });
  const { PodAppScreen } = await import('../../src/features/frames/PodAppScreen.tsx');
  renderRouted(<PodAppScreen postId="p1" previewMode={false} timing={{ resendMs: RESEND_MS, handshakeTimeoutMs: TIMEOUT_MS }} />);
  await fakeFrame();
}

const loading = () => screen.queryByRole('progressbar', { name: 'Opening the Pod' });
const failedAlert = () => screen.queryByRole('alert');
const eventually = (check: () => void, timeout = 2000) => vi.waitFor(check, { timeout });

function checkAuthMessage() {
  for (const { message, targetOrigin } of authSends()) {
    expect(targetOrigin).toBe(POD_APP_URL);
    expect(message).toMatchObject({ v: 1, type: 'auth', userId: 'me', postId: 'p1' });
    expect((message as { token: string }).token).toMatch(/^frame\.token\.\d+$/);
    expect((message as { token: string }).token).not.toBe('session-secret');
  }
}

const states = {
  idle: () =>
    eventually(() => {
      expect(loading()).not.toBeNull();
      expect(failedAlert()).toBeNull();
      expect(authSends()).toHaveLength(0);
    }),
  'handshaking.sending': () =>
    eventually(() => {
      expect(loading()).not.toBeNull();
      expect(authSends().length).toBeGreaterThan(0);
      checkAuthMessage();
    }),
  authenticated: () =>
    eventually(() => {
      expect(loading()).toBeNull();
      expect(failedAlert()).toBeNull();
      const frame = screen.getByTitle('3d-app');
      // Sandboxed by the pod app's own CSP `sandbox` header (shared/pod-app-sandbox.ts, tested in
      // tests/api/security-headers.test.ts): an attribute here would be invalid HTML with these flags.
      expect(frame.hasAttribute('sandbox')).toBe(false);
      expect(frame.getAttribute('allow')).toMatch(/camera; microphone; accelerometer; gyroscope;.*fullscreen/);
      expect(frame.getAttribute('src')).toBe(`${POD_APP_URL}/?postId=p1&previewMode=false`);
    }),
  failed: () =>
    eventually(() => {
      expect(failedAlert()?.textContent).toContain('The Pod did not open.');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
      expect(loading()).toBeNull();
    }),
} satisfies Record<string, () => Promise<void>>;

const events = {
  'frame.loaded': async () => {
    await loadFrame();
  },
  'frame.authenticated': () => {
    // Look-alikes first: another origin, another window, a wrong version. None of them counts.
    postToHost({ v: 1, type: 'authenticated' }, { origin: 'http://evil.example' });
    postToHost({ v: 1, type: 'authenticated' }, { source: window });
    postToHost({ v: 2, type: 'authenticated' });
    expect(loading()).not.toBeNull();
    postToHost({ v: 1, type: 'authenticated' });
    // Signed in, the frame draws the Pod and says so: the loading cover goes.
    postToHost({ v: 1, type: 'shown' });
  },
  'frame.gone': () => loseFrame(),
  retry: async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await eventually(() => expect(screen.getByTitle('3d-app')).toBeTruthy());
    resetFakeFrame();
    await fakeFrame();
  },
  'xstate.after.resend.iframeAuth.handshaking.sending': async () => {
    const before = authSends().length;
    await eventually(() => expect(authSends().length).toBeGreaterThan(before));
  },
  'xstate.after.handshakeTimeout.iframeAuth.handshaking': async () => {
    await eventually(() => expect(failedAlert()).not.toBeNull(), TIMEOUT_MS * 3);
  },
} satisfies Drivers<typeof iframeAuthMachine>;

const sampleEvents = [
  ...(['frame.loaded', 'frame.authenticated', 'frame.gone', 'retry'] as const).map((type) => ({ type })),
  { type: 'xstate.after.resend.iframeAuth.handshaking.sending' },
  { type: 'xstate.after.handshakeTimeout.iframeAuth.handshaking' },
];
// The count of sends is not a state of its own.
const serializeState = (snapshot: unknown) => JSON.stringify((snapshot as { value: unknown }).value);

describeModel('iframeAuth', {
  scenarios: iframeAuthScenarios,
  machine: iframeAuthMachine,
  mount: () => mount(),
  beforeAll: installJsdomPlatform,
  afterEach: () => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    sessionStorage.clear();
  },
  states,
  drivers: events,
  events: sampleEvents,
  serializeState,
  afterPath: async () => {
    expect(api.calls.filter((c) => c.operation === 'CreateFrameToken').length).toBeGreaterThan(0);
  },
});
