// @vitest-environment jsdom
/**
 * Issue 19, item 12: signed-in people who open / or /signin go where they belong (the feed, or
 * their onboarding step) instead of the Welcome or sign-in screen; a provider's answer at /signin
 * is still finished there, and signed-out visitors still see both screens.
 */
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createMemoryHistory } from '@tanstack/react-router';
import { installFakeApi } from '../../model/support/fake-api.ts';

beforeAll(async () => {
  await import('../../../src/app/router.ts');
}, 120_000);
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

/** `serverStatus`: the status the server's user read answers, when it is not the stored one. */
async function arrive(path: string, session?: { userStatus: string; userName: string | null }, serverStatus?: string) {
  vi.resetModules();
  sessionStorage.clear();
  if (session) {
    sessionStorage.setItem('userId', 'u1');
    sessionStorage.setItem('sessionToken', 'token-1');
    sessionStorage.setItem('userStatus', session.userStatus);
  }
  installFakeApi({
    OnboardingUser: () => ({
      getUser: {
        userId: 'u1',
        userName: session?.userName ?? null,
        userDisplayName: 'Ada',
        userDPUrl: null,
        userStatus: serverStatus ?? session?.userStatus ?? 'new',
        userInterests: [],
        userSocialLinks: [],
        userPods: [],
      },
    }),
  });
  const { createAppRouter } = await import('../../../src/app/router.ts');
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  return router.state.location.pathname;
}

it('sends a complete person from / and /signin to the feed', async () => {
  expect(await arrive('/', { userStatus: 'complete', userName: 'ada' })).toBe('/time-line');
  expect(await arrive('/signin', { userStatus: 'complete', userName: 'ada' })).toBe('/time-line');
});

it('sends someone still onboarding to their step', async () => {
  expect(await arrive('/', { userStatus: 'new', userName: null })).toBe('/create-account');
  expect(await arrive('/signin', { userStatus: 'new', userName: 'ada' })).toBe('/pod-templates');
});

it("lets /signin finish a provider's answer, and shows both screens to signed-out visitors", async () => {
  expect(await arrive('/signin?code=abc&state=xyz', { userStatus: 'complete', userName: 'ada' })).toBe('/signin');
  expect(await arrive('/')).toBe('/');
  expect(await arrive('/signin')).toBe('/signin');
});

// Issue 49 item 17: the tab's stored status followed the sign-in ('new'), not onboarding; a tab
// opened later from it, offline (no user to read), sent / to /create-account.
it('keeps the status the user read found, so / goes to the feed even when the user cannot be read', async () => {
  expect(await arrive('/friends', { userStatus: 'new', userName: 'ada' }, 'complete')).toBe('/friends');
  expect(sessionStorage.getItem('userStatus')).toBe('complete');
  const stored = { ...sessionStorage };
  vi.resetModules();
  Object.assign(sessionStorage, stored);
  // Offline: the user read fails.
  installFakeApi({});
  const { createAppRouter } = await import('../../../src/app/router.ts');
  const router = createAppRouter(createMemoryHistory({ initialEntries: ['/'] }));
  await router.load();
  expect(router.state.location.pathname).toBe('/time-line');
});
