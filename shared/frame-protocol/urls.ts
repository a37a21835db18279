/**
 * The frames' URLs under POD_APP_URL (docs/decisions.md): the pod app at `/` and the live event
 * app at `/live.html`. Both sides build and read them here.
 */
export interface PodAppParams {
  postId: string;
  previewMode: boolean;
  /**
   * A signed-out visitor's frame: the pod app goes on as a guest at once instead of waiting for
   * the host's word (which comes only once the host's page gets to it). It grants nothing: a
   * guest is read-only and calls the API without credentials.
   */
  guest?: boolean;
}
export interface LiveEventParams {
  userId: string;
  hostId: string;
  eventId: string;
  postId: string;
}

const base = (podAppUrl: string) => podAppUrl.replace(/\/+$/, '');

export const podAppFrameUrl = (podAppUrl: string, { postId, previewMode, guest = false }: PodAppParams) =>
  `${base(podAppUrl)}/?${new URLSearchParams({ postId, previewMode: String(previewMode), ...(guest ? { guest: 'true' } : {}) }).toString()}`;

export const liveEventFrameUrl = (podAppUrl: string, params: LiveEventParams) =>
  `${base(podAppUrl)}/live.html?${new URLSearchParams({ ...params }).toString()}`;

/** The pod app's own reading of its URL (`location.search`). */
export function readPodAppParams(search: string): PodAppParams | null {
  const query = new URLSearchParams(search);
  const postId = query.get('postId');
  return postId ? { postId, previewMode: query.get('previewMode') === 'true', guest: query.get('guest') === 'true' } : null;
}

/** The live event app's own reading of its URL (`location.search`). */
export function readLiveEventParams(search: string): LiveEventParams | null {
  const query = new URLSearchParams(search);
  const [userId, hostId, eventId, postId] = ['userId', 'hostId', 'eventId', 'postId'].map((name) => query.get(name));
  return userId && hostId && eventId && postId ? { userId, hostId, eventId, postId } : null;
}
