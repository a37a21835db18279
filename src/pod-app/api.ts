/** The REST calls the pod app makes, on the Pods API's origin with the frame-scoped bearer token. */
import type { PodScene } from '../../server/pods/scene.ts';
import type { PostAssets } from './content.ts';

export interface Session { userId: string; token: string }
export interface LivePost { postId: string; userId: string; postName: string; podId: string; podName: string; postAssets: unknown; user: { userDisplayName: string | null } }

export class ApiError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/** `session` is read at each call: the host replaces the frame token before it expires. */
export function apiClient(apiOrigin: string, currentSession: () => Session) {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const session = currentSession();
    let response: Response;
    try {
      response = await fetch(`${apiOrigin}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${session.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? null : JSON.stringify(body),
      });
    } catch {
      throw new ApiError(0, 'No connection. Please check your internet and try again.');
    }
    const data = (await response.json().catch(() => null)) as { message?: string } | null;
    if (!response.ok) throw new ApiError(response.status, data?.message ?? `The server answered ${response.status}.`);
    return data as T;
  }
  return {
    livePost: (postId: string) => call<LivePost>('GET', `/posts/live/${encodeURIComponent(postId)}`),
    templateScene: async (podId: string) => (await call<{ scene: PodScene }>('GET', `/pods/${encodeURIComponent(podId)}`)).scene,
    saveAssets: (postId: string, postAssets: PostAssets) => call<LivePost>('PUT', `/posts/${encodeURIComponent(currentSession().userId)}/${encodeURIComponent(postId)}`, { postAssets }),
  };
}
export type ApiClient = ReturnType<typeof apiClient>;

/** Same-site paths ('/media/…') live on the Pods site, not on the pod app's origin. */
export const resolveAssetUrl = (apiOrigin: string, url: string) => (url.startsWith('/') ? `${apiOrigin}${url}` : url);
