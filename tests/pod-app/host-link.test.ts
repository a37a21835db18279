// @vitest-environment jsdom
/**
 * The pod app's end of the frame protocol: a sign-in is confirmed with `authenticated`; guest mode
 * (a signed-out visitor) goes on without a session and confirms nothing; only the parent window
 * on the host's origin counts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectHost } from '../../pod-app/host-link.ts';

const HOST = 'http://localhost:8080';

function framedBy() {
  const parent = { postMessage: vi.fn() };
  vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
  const post = (data: unknown, origin = HOST, source: unknown = parent) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
  return { parent, post };
}

describe('the pod app host link', () => {
  afterEach(() => vi.restoreAllMocks());

  it('takes a sign-in and confirms it', async () => {
    const { parent, post } = framedBy();
    const host = connectHost(HOST);
    post({ v: 1, type: 'auth', userId: 'u1', token: 'frame.t' });
    await expect(host.session).resolves.toEqual({ userId: 'u1', token: 'frame.t' });
    expect(host.current()).toEqual({ userId: 'u1', token: 'frame.t' });
    expect(parent.postMessage).toHaveBeenCalledWith({ v: 1, type: 'authenticated' }, HOST);
  });

  it('goes on as a guest (no session) and confirms no sign-in', async () => {
    const { parent, post } = framedBy();
    const host = connectHost(HOST);
    post({ v: 1, type: 'guest' }, 'http://evil.example');
    post({ v: 1, type: 'guest', postId: 'p1' });
    await expect(host.session).resolves.toBeNull();
    expect(host.current()).toBeNull();
    expect(parent.postMessage).not.toHaveBeenCalled();
  });
});
