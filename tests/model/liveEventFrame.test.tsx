// @vitest-environment jsdom
/**
 * Model-based test of the live event frame: every transition of the liveEventFrame chart is
 * driven through the real /live-event screen (<LiveEventScreen>) with a fake frame window that
 * has completed the handshake: loading until 'loaded', fullscreen open and close (and the browser
 * leaving fullscreen), the event's end returning to /events, a frame that never loads and its retry.
 */
import { expect, vi, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { liveEventFrameMachine } from '../../machines/liveEventFrame.ts';
import { installFakeApi } from './support/fake-api.ts';
import { POD_APP_URL, fakeFrame, loadFrame, postToHost, resetFakeFrame } from './support/fake-frame.ts';
import { installJsdomPlatform } from './support/jsdom-platform.ts';
import { describeModel, type Drivers, type ModelStep } from './support/model-test.ts';
import type { EventRole } from '../../machines/eventLifecycle.ts';

type Step = ModelStep<{ role: EventRole }>;

const LOAD_TIMEOUT_MS = 1_500;

let router: { state: { location: { pathname: string; href: string } } };
let fullscreenElement: Element | null = null;

async function handshake() {
  await loadFrame();
  postToHost({ v: 1, type: 'authenticated' });
  // The event app draws its first frame (its own 'loaded' is the event's step).
  postToHost({ v: 1, type: 'shown' });
}

async function mount(role: EventRole = 'invitee') {
  vi.resetModules();
  resetFakeFrame();
  fullscreenElement = null;
  sessionStorage.setItem('userId', 'me');
  sessionStorage.setItem('sessionToken', 'session-secret');
  vi.spyOn(console, 'error').mockImplementation(() => {});
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => fullscreenElement });
  HTMLElement.prototype.requestFullscreen = vi.fn(function (this: HTMLElement) {
    fullscreenElement = this as Element;
    return Promise.resolve();
  });
  document.exitFullscreen = vi.fn(async () => {
    fullscreenElement = null;
  });
  installFakeApi({
    FrameConfig: () => ({ getFrameConfig: { podAppUrl: POD_APP_URL } }),
    CreateFrameToken: () => ({ createFrameToken: { token: 'frame.token.1', expiresAt: new Date(Date.now() + 900_000).toISOString() } }),
  });
  const { LiveEventScreen } = await import('../../src/features/frames/LiveEventScreen.tsx');
  const element = (
    <LiveEventScreen userId="me" hostId={role === 'host' ? 'me' : 'host-1'} eventId="7" postId="p1" timing={{ loadTimeoutMs: LOAD_TIMEOUT_MS }} />
  );
  const routed = createRouter({ routeTree: createRootRoute({ component: () => element }), history: createMemoryHistory({ initialEntries: ['/live-event'] }) });
  router = routed;
  render(<RouterProvider router={routed} />);
  await handshake();
}

const loading = () => screen.queryByRole('progressbar', { name: 'Joining the live event' });
const failedAlert = () => screen.queryByRole('alert');
const eventually = (check: () => void, timeout = 2000) => vi.waitFor(check, { timeout });
const path = () => router.state.location.pathname;

const states = {
  loading: () =>
    eventually(() => {
      expect(loading()).not.toBeNull();
      expect(failedAlert()).toBeNull();
      expect(path()).toBe('/live-event');
    }),
  'live.windowed': (_s: unknown, { input }: Step) =>
    eventually(() => {
      expect(loading()).toBeNull();
      expect(fullscreenElement).toBeNull();
      const hostId = input.role === 'host' ? 'me' : 'host-1';
      expect(screen.getByTitle('3d-app').getAttribute('src')).toBe(`${POD_APP_URL}/live.html?userId=me&hostId=${hostId}&eventId=7&postId=p1`);
    }),
  'live.fullscreen': () =>
    eventually(() => {
      expect(loading()).toBeNull();
      expect(fullscreenElement?.contains(screen.getByTitle('3d-app'))).toBe(true);
    }),
  failed: () =>
    eventually(() => {
      expect(failedAlert()?.textContent).toContain('The live event did not open. Please try again.');
    }),
  // The host back on Hosting; a guest on Invited, where the event now shows 'Event Ended'.
  ended: (_s: unknown, { input }: Step) =>
    eventually(() => {
      expect(router.state.location.href).toBe(input.role === 'host' ? '/events' : '/events?tab=invited');
      expect(fullscreenElement).toBeNull();
    }),
} satisfies Record<string, (_s: unknown, step: Step) => Promise<void>>;

const events = {
  'frame.loaded': () => postToHost({ v: 1, type: 'loaded' }),
  'frame.fullScreenOpen': () => postToHost({ v: 1, type: 'fullScreenOpen' }),
  'frame.fullScreenClose': () => postToHost({ v: 1, type: 'fullScreenClose' }),
  'fullscreen.exited': () => {
    fullscreenElement = null;
    fireEvent(document, new Event('fullscreenchange'));
  },
  'frame.eventEnded': () => {
    // From another origin it means nothing.
    postToHost({ v: 1, type: 'eventEnded' }, { origin: 'http://evil.example' });
    expect(path()).toBe('/live-event');
    postToHost({ v: 1, type: 'eventEnded' });
  },
  retry: async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await eventually(() => expect(failedAlert()).toBeNull());
    resetFakeFrame();
    await fakeFrame();
    await handshake();
  },
  'xstate.after.loadTimeout.liveEventFrame.loading': () => eventually(() => expect(failedAlert()).not.toBeNull(), LOAD_TIMEOUT_MS * 3),
} satisfies Drivers<typeof liveEventFrameMachine>;

const sampleEvents = [
  ...(['frame.loaded', 'frame.fullScreenOpen', 'frame.fullScreenClose', 'fullscreen.exited', 'frame.eventEnded', 'retry'] as const).map((type) => ({ type })),
  { type: 'xstate.after.loadTimeout.liveEventFrame.loading' },
];

describeModel('liveEventFrame', {
  machine: liveEventFrameMachine,
  inputs: { host: { role: 'host' }, guest: { role: 'invitee' } },
  mount: (input) => mount(input.role),
  beforeAll: installJsdomPlatform,
  afterEach: () => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    sessionStorage.clear();
  },
  states,
  drivers: events,
  events: sampleEvents as never,
  tests: () => {
    it('opens the host profile pages and http(s) links only', async () => {
      await mount();
      const open = vi.spyOn(window, 'open').mockImplementation(() => null);
      postToHost({ v: 1, type: 'openLink', url: 'javascript:alert(1)' });
      postToHost({ v: 1, type: 'openLink', url: 'data:text/html,x' });
      expect(open).not.toHaveBeenCalled();
      postToHost({ v: 1, type: 'openLink', url: 'https://example.com/' });
      expect(open).toHaveBeenCalledWith('https://example.com/', '_blank', 'noopener');
      postToHost({ v: 1, type: 'openHostProfilePage' });
      await eventually(() => expect(router.state.location.href).toBe('/other-profile?otherUserId=host-1'));
      postToHost({ v: 1, type: 'openHostProfilePageFromHost' });
      await eventually(() => expect(path()).toBe('/profile'));
    });
  },
});
