/** The pod app's API client in guest mode: reads go out without credentials; calls that need the caller's own id are refused before any request. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiClient } from '../../pod-app/api.ts';

const API = 'http://localhost:8080';

function stubFetch() {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ postId: 'p1' }), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the pod app API client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads a Pod without an authorization header for a guest', async () => {
    const fetch = stubFetch();
    await apiClient(API, () => null).livePost('p1');
    expect(fetch).toHaveBeenCalledWith(`${API}/api/posts/live/p1`, expect.objectContaining({ method: 'GET', headers: {} }));
  });

  it('sends the frame token when signed in', async () => {
    const fetch = stubFetch();
    await apiClient(API, () => ({ userId: 'u1', token: 'frame.t' })).livePost('p1');
    expect(fetch).toHaveBeenCalledWith(`${API}/api/posts/live/p1`, expect.objectContaining({ headers: { authorization: 'Bearer frame.t' } }));
  });

  it("sets the caller's voice and mutes a guest on the caller's own paths", async () => {
    const fetch = stubFetch();
    const api = apiClient(API, () => ({ userId: 'u1', token: 'frame.t' }));
    await api.setVoice('7', { inVoice: true, muted: false });
    expect(fetch).toHaveBeenLastCalledWith(
      `${API}/api/live-events/7/voice/u1`,
      expect.objectContaining({ method: 'POST', body: '{"inVoice":true,"muted":false}' }),
    );
    await api.muteGuest('7', 'g 2');
    expect(fetch).toHaveBeenLastCalledWith(`${API}/api/live-events/7/voice-mutes/u1`, expect.objectContaining({ method: 'POST', body: '{"guestId":"g 2"}' }));
  });

  it('refuses to save or join a live event as a guest, without asking the server', async () => {
    const fetch = stubFetch();
    const api = apiClient(API, () => null);
    await expect(
      api.saveAssets('p1', { frames: [], iframes: [], Assets3d: [], ambientSound: null, textures: [], textAssets: [] } as never),
    ).rejects.toBeInstanceOf(ApiError);
    await expect(api.liveRoom('7')).rejects.toMatchObject({ status: 401 });
    await expect(api.setVoice('7', { inVoice: true, muted: false })).rejects.toMatchObject({ status: 401 });
    expect(fetch).not.toHaveBeenCalled();
  });
});
