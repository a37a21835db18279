// @vitest-environment jsdom
/**
 * Issue 49 item 17: the first Pod completes the account (server/posts/repository.ts), and the tab
 * keeps that at once: 'Start Editing' goes on to the pod app, where no read of the user follows,
 * so a tab opened from it offline would otherwise still find the sign-in's 'new'.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../model/support/fake-api.ts';

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

it("stores the account as 'complete' once its first Pod is made", async () => {
  vi.resetModules();
  sessionStorage.setItem('userId', 'u1');
  sessionStorage.setItem('sessionToken', 'token-1');
  sessionStorage.setItem('userLoginId', 'login-1');
  sessionStorage.setItem('userStatus', 'new');
  installFakeApi({ CreatePod: () => ({ createPost: { postId: 'post-9', podId: 'zen-garden' } }) });
  const { createPod } = await import('../../../src/features/onboarding/api.ts');
  await createPod({ podId: 'zen-garden' });
  expect(sessionStorage.getItem('userStatus')).toBe('complete');
  const { signedInHome } = await import('../../../src/features/auth/signed-in-home.ts');
  expect(await signedInHome()).toBe('/time-line');
});
