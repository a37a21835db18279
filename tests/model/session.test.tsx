// @vitest-environment jsdom
/**
 * Model-based test of the session: every transition of the session chart is driven through the
 * real app (router, authed layout, API client, toasts, 'Session Expired' modal) over a fake
 * network, and every state is checked on screen and in storage.
 */
import { expect, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { SESSION_EXPIRED_TOAST, sessionMachine } from '../../machines/session.ts';
import { installFakeGateway } from './support/fake-graphql.ts';
import { sessionScenarios } from '../scenarios/session.ts';
import { describeModel, type Drivers } from './support/model-test.ts';

const TOKEN = 'test-session-token';
const USER = { userId: 'user-1', userLoginId: 'google|1', userDisplayName: 'Ada', userDPUrl: null, userStatus: 'complete' };
const MESSAGE = 'Your session ended on another device.';
const RENAMED = { type: 'profile.updated', userDisplayName: 'Ada Lovelace', userDPUrl: '/media/ada.webp' } as const;

interface World {
  router: Awaited<ReturnType<typeof mountApp>>['router'];
  actor: Awaited<ReturnType<typeof mountApp>>['actor'];
  gateway: ReturnType<typeof installFakeGateway>;
}
let world: World;

async function mountApp(stored = false) {
  vi.resetModules();
  sessionStorage.clear();
  localStorage.clear();
  // A session kept in the tab's storage from before (the app was reloaded).
  if (stored)
    Object.entries({
      sessionToken: TOKEN,
      userId: USER.userId,
      userLoginId: USER.userLoginId,
      userStatus: USER.userStatus,
      userDisplayName: USER.userDisplayName,
    }).forEach(([key, value]) => sessionStorage.setItem(key, value));
  const gateway = installFakeGateway(USER);
  const { createAppRouter } = await import('../../src/app/router.ts');
  const { sessionActor } = await import('../../src/app/actors.ts');
  const router = createAppRouter(createMemoryHistory({ initialEntries: ['/friends'] }));
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: stored ? 'Friends' : 'Sign In' });
  return { router, actor: sessionActor, gateway };
}

const states = {
  'auth.signedOut': async () => {
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(sessionStorage.getItem('sessionToken')).toBeNull();
  },
  'auth.signedIn': async () => {
    expect(sessionStorage.getItem('sessionToken')).toBe(TOKEN);
    await act(() => world.router.navigate({ to: '/friends' }));
    await screen.findByRole('heading', { name: 'Friends' });
  },
  'auth.signingOut': async () => {
    await waitFor(() => expect(world.gateway.calls).toContainEqual({ operation: 'ExpireSession', authorization: `Bearer ${TOKEN}` }));
  },
  'expiryModal.hidden': () => {
    expect(screen.queryByRole('dialog', { name: 'Session Expired' })).toBeNull();
  },
  'expiryModal.shown': async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Session Expired' });
    expect(within(dialog).getByText(MESSAGE)).toBeTruthy();
  },
} satisfies Record<string, () => void | Promise<void>>;

const events = {
  'session.started': () => void act(() => world.actor.send({ type: 'session.started', sessionToken: TOKEN, user: USER })),
  'session.unauthorized': async () => {
    // On a page that asks the server (the state check of 'signedIn' goes there too).
    await act(() => world.router.navigate({ to: '/friends' }));
    await screen.findByRole('heading', { name: 'Friends' });
    world.gateway.revokeToken();
    // The next call the app makes (here: the authed layout re-checking the session) gets a 401.
    await act(() => world.router.invalidate());
    await screen.findByText(SESSION_EXPIRED_TOAST);
  },
  'profile.updated': async () => {
    // What saving a new name and picture in Settings sends (src/features/settings/api.ts).
    await act(() => world.actor.send(RENAMED));
    expect(world.actor.getSnapshot().context.user).toMatchObject({ userDisplayName: RENAMED.userDisplayName, userDPUrl: RENAMED.userDPUrl });
    expect([sessionStorage.getItem('userDisplayName'), sessionStorage.getItem('userDPUrl')]).toEqual([RENAMED.userDisplayName, RENAMED.userDPUrl]);
  },
  'logout.requested': () => void act(() => world.actor.send({ type: 'logout.requested' })),
  'xstate.done.actor.expireSession': async () => {
    await act(async () => world.gateway.finishLogout(true));
    await screen.findByRole('heading', { name: 'Sign In' });
  },
  'xstate.error.actor.expireSession': async () => {
    await act(async () => world.gateway.finishLogout(false));
    await screen.findByRole('heading', { name: 'Sign In' });
  },
  'expiryModal.opened': () => void act(() => world.actor.send({ type: 'expiryModal.opened', message: MESSAGE })),
  'expiryModal.closed': async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Session Expired' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
  },
} satisfies Drivers<typeof sessionMachine>;

const sampleEvents = [
  { type: 'session.started', sessionToken: TOKEN, user: USER },
  { type: 'session.unauthorized' },
  { type: 'logout.requested' },
  RENAMED,
  { type: 'expiryModal.opened', message: MESSAGE },
  { type: 'expiryModal.closed' },
  { type: 'xstate.done.actor.expireSession', output: undefined },
  { type: 'xstate.error.actor.expireSession', error: new Error('network') },
];

describeModel('session', {
  scenarios: sessionScenarios,
  navigated: () => world.router.state.location.pathname,
  machine: sessionMachine,
  inputs: { 'nothing stored': { sessionToken: null, user: null }, 'session stored': { sessionToken: TOKEN, user: USER } },
  mount: async (input) => {
    world = await mountApp(input.sessionToken !== null);
  },
  beforeAll: () => {
    // jsdom has no media queries: the app runs at phone width, without the side columns.
    window.matchMedia ??= (query: string) =>
      ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList;
    // jsdom has no modal dialogs; the real browser's behaviour is checked by the e2e suite.
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  },
  afterEach: () => {
    cleanup();
    vi.unstubAllGlobals();
  },
  states,
  drivers: events,
  // A stored session is only the arrival (its arrow from 'restoring'); the rest is the same chart from signedIn.
  variantEvents: (variant) => (variant === 'session stored' ? [] : sampleEvents),
  arrival: true,
});
