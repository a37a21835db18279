// @vitest-environment jsdom
/**
 * Issue 49 item 13: 'Change POD Theme' (an owner's Pod, from their profile's menu) can be left
 * without changing anything: Back and Cancel go back where the person came from (their profile
 * when the screen was opened directly). The first Pod's 'Create Your POD' has neither: onboarding
 * has no step to go back to.
 */
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { installFakeApi } from '../../model/support/fake-api.ts';
import { installJsdomPlatform } from '../../model/support/jsdom-platform.ts';

beforeAll(() => installJsdomPlatform());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const navigate = vi.fn();
async function open(changePodTheme: boolean) {
  vi.resetModules();
  navigate.mockReset();
  sessionStorage.setItem('userId', 'user-1');
  sessionStorage.setItem('sessionToken', 'token-1');
  const api = installFakeApi({
    PodTemplates: () => ({ listPodTemplates: { documents: [] } }),
    MyPods: () => ({ getUserPosts: { total: 0, documents: [] } }),
  });
  const { setNavigate } = await import('../../../src/lib/navigation.ts');
  setNavigate(navigate);
  const { PodTemplatesScreen } = await import('../../../src/features/onboarding/PodTemplatesScreen.tsx');
  render(<PodTemplatesScreen changePodTheme={changePodTheme} postId={changePodTheme ? 'post-1' : null} />);
  return api;
}

it.each(['Back', 'Cancel'])("'Change POD Theme' has %s, which leaves for the profile when opened directly, changing nothing", async (name) => {
  const api = await open(true);
  expect(await screen.findByRole('heading', { name: 'Change POD Theme' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name }));
  expect(navigate).toHaveBeenCalledWith('/profile', { replace: true });
  expect(api.calls.map((call) => call.operation)).not.toContain('UpdatePod');
});

it("'Create Your POD' has neither Back nor Cancel", async () => {
  await open(false);
  expect(await screen.findByRole('heading', { name: 'Create Your POD' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
});
