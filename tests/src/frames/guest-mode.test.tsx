// @vitest-environment jsdom
/**
 * The /3d-app screen for a signed-out visitor (issue 18): no frame token is asked for and no `auth`
 * is sent; the frame gets the protocol's `guest` message each time it loads (on the pod app's exact
 * origin), the Pod shows once the frame has loaded, and 'Sign in' and the waiting state's 'Back'
 * are there for the visitor.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { installFakeApi } from '../../model/support/fake-api.ts';
import { POD_APP_URL, authSends, fakeFrame, loadFrame, postToHost, resetFakeFrame } from '../../model/support/fake-frame.ts';
import { installJsdomPlatform } from '../../model/support/jsdom-platform.ts';
import { renderRouted } from '../../model/support/routed.tsx';

async function mountSignedOut() {
  vi.resetModules();
  resetFakeFrame();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const api = installFakeApi({ FrameConfig: () => ({ getFrameConfig: { podAppUrl: POD_APP_URL } }) });
  const { PodAppScreen } = await import('../../../src/features/frames/PodAppScreen.tsx');
  const rendered = renderRouted(<PodAppScreen postId="p1" previewMode={false} />, '/3d-app?postId=p1');
  return { api, rendered, frame: await fakeFrame() };
}

const guestSends = (sent: { message: unknown; targetOrigin: string }[]) => sent.filter(({ message }) => (message as { type?: string }).type === 'guest');

describe('/3d-app for a signed-out visitor (guest mode)', () => {
  beforeAll(installJsdomPlatform);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('sends guest (never auth or a token) when the frame loads, then shows the Pod', async () => {
    const { api, frame } = await mountSignedOut();
    expect(screen.getByRole('progressbar', { name: 'Opening the Pod' })).toBeTruthy();
    expect(guestSends(frame.sent)).toHaveLength(0);
    await loadFrame();
    expect(guestSends(frame.sent)).toEqual([{ message: { v: 1, type: 'guest', postId: 'p1' }, targetOrigin: POD_APP_URL }]);
    expect(authSends()).toHaveLength(0);
    expect(api.calls.some((c) => c.operation === 'CreateFrameToken')).toBe(false);
    // Loaded, but not drawn yet: the cover stays until the frame says it has drawn.
    expect(screen.getByRole('progressbar', { name: 'Opening the Pod' })).toBeTruthy();
    postToHost({ v: 1, type: 'shown' });
    await vi.waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Opening the Pod' })).toBeNull());
  });

  it("offers 'Sign in' (to the sign-in screen) over the Pod", async () => {
    await mountSignedOut();
    await loadFrame();
    const link = screen.getByRole('link', { name: 'Sign in to like, follow, talk and chat' });
    expect(link.textContent).toBe('Sign in');
    expect(link.getAttribute('href')).toBe('/signin');
  });

  it("lets the visitor leave while waiting, with 'Back' to the feed when there is no previous page", async () => {
    const { rendered } = await mountSignedOut();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await vi.waitFor(() => expect(rendered.router.state.location.pathname).toBe('/time-line'));
  });
});

describe('/3d-app signed in', () => {
  beforeAll(installJsdomPlatform);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it("shows no 'Sign in'", async () => {
    sessionStorage.setItem('userId', 'me');
    sessionStorage.setItem('sessionToken', 'session-secret');
    vi.resetModules();
    resetFakeFrame();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    installFakeApi({
      FrameConfig: () => ({ getFrameConfig: { podAppUrl: POD_APP_URL } }),
      CreateFrameToken: () => ({ createFrameToken: { token: 'frame.token.1', expiresAt: new Date(Date.now() + 900_000).toISOString() } }),
    });
    const { PodAppScreen } = await import('../../../src/features/frames/PodAppScreen.tsx');
    renderRouted(<PodAppScreen postId="p1" previewMode={false} />);
    const frame = await loadFrame();
    expect(screen.queryByRole('link', { name: /Sign in/ })).toBeNull();
    expect(guestSends(frame.sent)).toHaveLength(0);
  });
});
