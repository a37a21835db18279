// @vitest-environment jsdom
/**
 * Model-based test of the session: every transition of the session chart is driven through the
 * real app (router, authed layout, API client, toasts, 'Session Expired' modal) over a fake
 * network, and every state is checked on screen and in storage.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { TestModel } from 'xstate/graph';
import { SESSION_EXPIRED_TOAST, sessionMachine, type SessionEvent } from '../../machines/session.ts';
import { installFakeGateway } from './support/fake-graphql.ts';
import { leafStates, reportCoverage, runPath, stateMatcher, transitionCoveringPaths } from './support/model-coverage.ts';

const TOKEN = 'test-session-token';
const USER = { userId: 'user-1', userLoginId: 'google|1', userDisplayName: 'Ada', userDPUrl: null, userStatus: 'complete' };
const MESSAGE = 'Your session ended on another device.';
const RENAMED = { type: 'profile.updated', userDisplayName: 'Ada Lovelace', userDPUrl: '/media/ada.webp' } as const;
type DriverEvent = SessionEvent['type'] | 'xstate.done.actor.expireSession' | 'xstate.error.actor.expireSession';

interface World {
  router: Awaited<ReturnType<typeof mountApp>>['router'];
  actor: Awaited<ReturnType<typeof mountApp>>['actor'];
  gateway: ReturnType<typeof installFakeGateway>;
}
let world: World;

async function mountApp() {
  vi.resetModules();
  sessionStorage.clear();
  localStorage.clear();
  const gateway = installFakeGateway(USER);
  const { createAppRouter } = await import('../../src/app/router.ts');
  const { sessionActor } = await import('../../src/app/actors.ts');
  const router = createAppRouter(createMemoryHistory({ initialEntries: ['/friends'] }));
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Sign In' });
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
} satisfies Record<DriverEvent, () => void | Promise<void>>;

const model = new TestModel(sessionMachine, {
  input: { sessionToken: null, user: null },
  stateMatcher,
  events: [
    { type: 'session.started', sessionToken: TOKEN, user: USER },
    { type: 'session.unauthorized' },
    { type: 'logout.requested' },
    RENAMED,
    { type: 'expiryModal.opened', message: MESSAGE },
    { type: 'expiryModal.closed' },
    { type: 'xstate.done.actor.expireSession', output: undefined },
    { type: 'xstate.error.actor.expireSession', error: new Error('network') },
  ] as never,
});
const leaves = leafStates(sessionMachine);
const { edges, paths } = transitionCoveringPaths(model);
const visited = new Set<string>();
const taken = new Set<string>();

describe('session model', () => {
  beforeAll(() => {
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
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('has a view assertion for every leaf state', () => {
    expect(Object.keys(states).sort()).toEqual(leaves);
  });

  it.each(paths.map((p) => [p.name, p] as const))('takes %s', async (_name, { key, events: sequence }) => {
    world = await mountApp();
    const checked = await runPath(sessionMachine, { sessionToken: null, user: null }, sequence, { states, events });
    checked.forEach((leaf) => visited.add(leaf));
    taken.add(key);
  });

  it('covers every state and transition', () => {
    const coverage = reportCoverage('session', leaves, visited, edges, taken);
    expect(coverage).toEqual({ states: 1, transitions: 1 });
  });
});
