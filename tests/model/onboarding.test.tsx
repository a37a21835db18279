// @vitest-environment jsdom
/**
 * Model-based test of onboarding: every transition of the onboarding chart is driven through the
 * real app (router, authed layout loader, the onboarding screens) over a fake gateway whose user
 * changes as the screens' calls succeed. Arrivals (`route.entered`) are visits to a page by a
 * user in a given condition; each state is checked on the real onboarding actor and on screen.
 */
import { expect, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import type { SnapshotFrom } from 'xstate';
import { onboardingMachine, type Arrival, type OnboardingEvent } from '../../machines/onboarding.ts';
import { installFakeApi } from './support/fake-api.ts';
import { installJsdomPlatform } from './support/jsdom-platform.ts';
import { onboardingScenarios } from '../scenarios/onboarding.ts';
import { describeModel, type Drivers } from './support/model-test.ts';

type Snap = SnapshotFrom<typeof onboardingMachine>;
const TEMPLATES = ['studio-loft', 'zen-garden'].map((podId) => ({
  podId,
  podName: podId === 'zen-garden' ? 'Zen Garden' : 'Studio Loft',
  podDisplayImage: `/media/templates/${podId}.webp`,
  podDescription: 'A room',
  podTags: [],
}));

interface FakeUser {
  userName: string | null;
  userStatus: string;
  userInterests: string[];
  userPods: { podId: string; podName: string; podDisplayImage: string }[];
}
let user: FakeUser | null;
let world: Awaited<ReturnType<typeof mountApp>>;

async function mountApp() {
  vi.resetModules();
  user = { userName: null, userStatus: 'new', userInterests: [], userPods: [] };
  const pod = {
    postId: 'post-1',
    postName: "Ada's Pod",
    postDescription: '',
    postTags: [],
    postSubTag: 'Personal',
    postType: 'public',
    postDisplayImage: '/media/templates/zen-garden.webp',
    podId: 'zen-garden',
    podName: 'Zen Garden',
    user: { userDisplayName: 'Ada' },
  };
  const api = installFakeApi({
    OnboardingUser: () => ({ getUser: user && { userId: 'user-1', userDisplayName: 'Ada', userDPUrl: null, userSocialLinks: [], ...user } }),
    CreateAccount: (variables) => {
      user = { ...user!, userName: (variables.input as { userName: string }).userName };
      return { createAccount: { userId: 'user-1', userName: user.userName, userDisplayName: 'Ada', userDPUrl: '/media/uploads/a.webp', userStatus: 'new' } };
    },
    PodTemplates: () => ({ listPodTemplates: { documents: TEMPLATES.map((value) => ({ value })) } }),
    CreatePod: () => {
      user = { ...user!, userStatus: 'complete', userPods: [{ podId: 'zen-garden', podName: 'Zen Garden', podDisplayImage: '' }] };
      return { createPost: { postId: 'post-1', podId: 'zen-garden' } };
    },
    MyPods: () => ({ getUserPosts: { total: 1, documents: [{ value: pod }] } }),
    UpdateUser: (variables) => {
      user = { ...user!, userInterests: (variables.input as { userInterests: string[] }).userInterests };
      return { updateUser: { userId: 'user-1', userStatus: user.userStatus, userInterests: user.userInterests, userSocialLinks: [] } };
    },
  });
  const { createAppRouter } = await import('../../src/app/router.ts');
  const { onboardingActor } = await import('../../src/features/onboarding/actor.ts');
  const router = createAppRouter(createMemoryHistory({ initialEntries: ['/'] }));
  render(<RouterProvider router={router} />);
  await screen.findByRole('button', { name: 'Sign in' });
  // Signed in once the Welcome screen is up: a signed-in person who opens / goes on instead.
  sessionStorage.setItem('userId', 'user-1');
  sessionStorage.setItem('userLoginId', 'google|1');
  sessionStorage.setItem('userStatus', 'new');
  sessionStorage.setItem('sessionToken', 'token-1');
  return { router, actor: onboardingActor, api };
}

const path = () => world.router.state.location.pathname;
const heading = (name: string) => screen.findByRole('heading', { name, level: 1 });

const states = {
  arriving: () => {
    expect(world.actor.getSnapshot().matches('arriving')).toBe(true);
    expect(path()).toBe('/');
  },
  signedOut: async () => {
    await heading('Sign In');
    expect(world.actor.getSnapshot().matches('signedOut')).toBe(true);
  },
  creatingAccount: async () => {
    await heading('Create Account');
    expect(path()).toBe('/create-account');
    expect(world.actor.getSnapshot().matches('creatingAccount')).toBe(true);
  },
  choosingTemplate: async () => {
    await heading('Create Your POD');
    expect(path()).toBe('/pod-templates');
    expect(world.actor.getSnapshot().matches('choosingTemplate')).toBe(true);
  },
  podChosen: async () => {
    await screen.findByRole('dialog', { name: "Pod Selected. You're Good to Go!" });
    expect(world.actor.getSnapshot().matches('podChosen')).toBe(true);
  },
  choosingInterests: async () => {
    await heading('Tell Us What You Love!');
    expect(path()).toBe('/interests-selection');
    expect(world.router.state.location.search).toEqual({ defaultPod: true });
    expect(world.actor.getSnapshot().matches('choosingInterests')).toBe(true);
  },
  complete: async () => {
    await vi.waitFor(() => expect(world.actor.getSnapshot().matches('complete')).toBe(true));
    await vi.waitFor(() => expect(['/time-line', '/interests-selection', '/3d-app']).toContain(path().replace(/\/$/, '')));
  },
} satisfies Record<string, (snapshot: Snap) => void | Promise<void>>;

const waitForArrival = () => vi.waitFor(() => expect(world.router.state.status).toBe('idle'));

const events = {
  'route.entered': async (event: Arrival) => {
    user = event.user && {
      userName: event.user.userName,
      userStatus: event.user.userStatus,
      userInterests: event.user.interestCount ? ['art'] : [],
      userPods: event.user.userStatus === 'complete' ? [{ podId: 'zen-garden', podName: 'Zen Garden', podDisplayImage: '' }] : [],
    };
    // The interests page is reached from the pod dialog with defaultPod=true; elsewhere plainly.
    const search = event.path === '/interests-selection' ? { defaultPod: true } : {};
    await act(() => world.router.navigate({ to: event.path, search } as never));
    await waitForArrival();
  },
  'account.created': async () => {
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Username' }), { target: { value: 'ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account Created' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await heading('Create Your POD');
  },
  'pod.chosen': async () => {
    fireEvent.click(await screen.findByRole('button', { name: /^Zen Garden/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('dialog', { name: "Pod Selected. You're Good to Go!" });
  },
  'editing.chosen': async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Start Editing' }));
    await vi.waitFor(() => expect(path()).toMatch(/^\/3d-app/));
    expect(world.router.state.location.search).toEqual({ postId: 'post-1' });
  },
  'exploring.chosen': async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Explore Now' }));
    await heading('Tell Us What You Love!');
  },
  'interests.saved': async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Art & Design' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('dialog', { name: 'Your pod is ready!' });
  },
} satisfies Drivers<typeof onboardingMachine>;

const arrival = (path: string, state: Arrival['user']): OnboardingEvent => ({ type: 'route.entered', path, changePodTheme: false, user: state });
const sampleEvents: OnboardingEvent[] = [
  arrival('/pod-templates', null),
  arrival('/friends', { userName: null, userStatus: 'new', interestCount: 0 }),
  arrival('/create-account', { userName: 'ada', userStatus: 'new', interestCount: 0 }),
  arrival('/create-account', { userName: 'ada', userStatus: 'complete', interestCount: 0 }),
  arrival('/interests-selection', { userName: 'ada', userStatus: 'complete', interestCount: 0 }),
  { type: 'account.created' },
  { type: 'pod.chosen', postId: 'post-1' },
  { type: 'editing.chosen' },
  { type: 'exploring.chosen' },
  { type: 'interests.saved' },
];
const serializeState = (snapshot: unknown) => JSON.stringify((snapshot as Snap).value);

describeModel('onboarding', {
  scenarios: onboardingScenarios,
  navigated: () => world.router.state.location.href,
  machine: onboardingMachine,
  mount: async () => {
    world = await mountApp();
  },
  beforeAll: async () => {
    installJsdomPlatform();
    // The whole app's routes are compiled once here, not inside the first path's time.
    await import('../../src/app/router.ts');
  },
  beforeAllTimeout: 120_000,
  afterEach: () => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  },
  states,
  drivers: events,
  events: sampleEvents,
  serializeState,
});
