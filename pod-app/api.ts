/** The REST calls the pod app makes, on the Pods API's origin with the frame-scoped bearer token. */
import type { PodScene, PodSceneV1 } from '../shared/pod-scene.ts';
import { migrateScene } from '../shared/pod-scene-migration.ts';
import type { ChatMessage, IceServer, Participant, ScreenItem, VoiceSignal, VoiceState } from '../shared/live-messages.ts';
import type { Avatar } from '../shared/avatar.ts';
import type { PostAssets } from './content.ts';
import type { ReactionEmoji } from '../shared/reactions.ts';
import type { DropInSetting, Entry } from '../shared/drop-in.ts';

export interface Session {
  userId: string;
  token: string;
}
export type { IceServer, VoiceState };
export interface LiveRoom {
  eventId: number;
  hostId: string;
  participants: Participant[];
  messages: ChatMessage[];
  /** The voice state of everyone in the room now. */
  voice: VoiceState[];
  /** For RTCPeerConnection (STUN/TURN from the server's ICE_SERVERS); empty: host candidates only. */
  iceServers: IceServer[];
}
/** A Pod's drop-in room as the server answers it (GET /pod-rooms/:postId). */
export interface PodRoom {
  postId: string;
  /** The Pod's owner. */
  hostId: string;
  capacity: number;
  /** People in the room now, you not counted. */
  present: number;
  /** Whether you may come in, and as what (shared/drop-in.ts). */
  entry: Entry;
  /** Who may drop in: told to the owner only. */
  dropIn?: DropInSetting;
  participants: Participant[];
  messages: ChatMessage[];
  voice: VoiceState[];
  iceServers: IceServer[];
}
type Pose = { x: number; y: number; z: number; yaw: number };
export interface LivePost {
  postId: string;
  userId: string;
  postName: string;
  podId: string;
  podName: string;
  postAssets: unknown;
  user: { userDisplayName: string | null };
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * `session` is read at each call: the host replaces the frame token before it expires. A guest
 * (null) calls without credentials, which the API answers only for public Pods.
 */
export function apiClient(apiOrigin: string, currentSession: () => Session | null) {
  /** A JSON body is sent as JSON; a form as multipart (the browser writes its content type). */
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const session = currentSession();
    const form = body instanceof FormData;
    let response: Response;
    try {
      response = await fetch(`${apiOrigin}/api${path}`, {
        method,
        headers: {
          ...(session ? { authorization: `Bearer ${session.token}` } : {}),
          ...(body === undefined || form ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? null : form ? body : JSON.stringify(body),
      });
    } catch {
      throw new ApiError(0, 'No connection. Please check your internet and try again.');
    }
    const data = (await response.json().catch(() => null)) as { message?: string } | null;
    if (!response.ok) throw new ApiError(response.status, data?.message ?? `The server answered ${response.status}.`);
    return data as T;
  }
  /** The caller's own id, for the paths that carry it; a guest has none and may not call them (the calls are async, so this rejects). */
  const self = () => {
    const session = currentSession();
    if (!session) throw new ApiError(401, 'Please sign in first.');
    return encodeURIComponent(session.userId);
  };
  const live = (eventId: string, action: string) => `/live-events/${encodeURIComponent(eventId)}/${action}/${self()}`;
  const pod = (postId: string) => `/pod-rooms/${encodeURIComponent(postId)}`;
  const inPod = (postId: string, action: string) => `${pod(postId)}/${action}/${self()}`;
  /** A Pod's drop-in room (server/live/pod-room-routes.ts): the same actions as an event's room, on the Pod's paths. */
  const podRoom = {
    get: (postId: string) => call<PodRoom>('GET', pod(postId)),
    ticket: async (postId: string) => (await call<{ ticket: string }>('POST', inPod(postId, 'ticket'))).ticket,
    streamUrl: (postId: string, ticket: string) => `${apiOrigin}/api${inPod(postId, 'stream')}?${new URLSearchParams({ ticket }).toString()}`,
    /** A signed-out visitor's stream: no ticket, they are Visitor. */
    visitorStreamUrl: (postId: string) => `${apiOrigin}/api${pod(postId)}/visitor-stream`,
    move: async (postId: string, pose: Pose) => call<{ moved: boolean }>('POST', inPod(postId, 'moves'), pose),
    visitorMove: async (postId: string, pose: Pose & { visitorId: string; visitorKey: string }) =>
      call<{ moved: boolean }>('POST', `${pod(postId)}/visitor-moves`, pose),
    say: async (postId: string, text: string) => call<ChatMessage>('POST', inPod(postId, 'chat'), { text }),
    react: async (postId: string, emoji: ReactionEmoji) => call<{ emoji: string }>('POST', inPod(postId, 'reactions'), { emoji }),
    signal: async (postId: string, to: string, signal: VoiceSignal) => call<unknown>('POST', inPod(postId, 'signals'), { to, ...signal }),
    setVoice: async (postId: string, voice: { inVoice: boolean; muted: boolean }) =>
      call<VoiceState>('POST', inPod(postId, 'voice'), { inVoice: voice.inVoice, muted: voice.muted }),
    mute: async (postId: string, guestId: string) => call<VoiceState>('POST', inPod(postId, 'voice-mutes'), { guestId }),
    /** The owner removes someone: out at once, refused for 24 hours. */
    remove: async (postId: string, guestId: string) => call<{ guestId: string; until: number }>('POST', inPod(postId, 'removals'), { guestId }),
    /** The owner chooses who may drop in. */
    setDropIn: async (postId: string, dropIn: DropInSetting) => call<{ dropIn: DropInSetting }>('PUT', inPod(postId, 'drop-in'), { dropIn }),
    /** The owner puts one of the Pod's pictures, videos or web pages on the main screen (null: clears it). */
    setScreen: async (postId: string, itemId: string | null) => call<{ screen: ScreenItem | null }>('PUT', inPod(postId, 'screen'), { itemId }),
  };
  return {
    podRoom,
    livePost: (postId: string) => call<LivePost>('GET', `/posts/live/${encodeURIComponent(postId)}`),
    // The server migrates scenes; migrating here too keeps the app working against an older server.
    templateScene: async (podId: string) => migrateScene((await call<{ scene: PodScene | PodSceneV1 }>('GET', `/pods/${encodeURIComponent(podId)}`)).scene),
    // The live event room (live.html): paths carry the caller's own id, as the server requires.
    liveRoom: async (eventId: string) => call<LiveRoom>('GET', live(eventId, 'room')),
    liveTicket: async (eventId: string) => (await call<{ ticket: string }>('POST', live(eventId, 'ticket'))).ticket,
    liveStreamUrl: (eventId: string, ticket: string) => `${apiOrigin}/api${live(eventId, 'stream')}?${new URLSearchParams({ ticket }).toString()}`,
    move: async (eventId: string, pose: { x: number; y: number; z: number; yaw: number }) => call<{ moved: boolean }>('POST', live(eventId, 'moves'), pose),
    say: async (eventId: string, text: string) => call<ChatMessage>('POST', live(eventId, 'chat'), { text }),
    endEvent: async (eventId: string) => call<unknown>('POST', live(eventId, 'end')),
    /** A WebRTC signal for one other person in the room (server/live/signals.ts relays it). */
    signal: async (eventId: string, to: string, signal: VoiceSignal) => call<unknown>('POST', live(eventId, 'signals'), { to, ...signal }),
    /** Your own voice state: in voice or not, muted or not (unmuting in voice lifts a host mute); answers the stored state. */
    setVoice: async (eventId: string, voice: { inVoice: boolean; muted: boolean }) =>
      call<VoiceState>('POST', live(eventId, 'voice'), { inVoice: voice.inVoice, muted: voice.muted }),
    /** Your own avatar, saved on your profile (everyone in a room with you sees it at once). */
    setAvatar: async (avatar: Avatar) => call<Avatar>('PUT', `/users/avatar/${self()}`, avatar),
    /** An emoji reaction, told to everyone in the room (server/live/reactions.ts). */
    react: async (eventId: string, emoji: ReactionEmoji) => call<{ emoji: string }>('POST', live(eventId, 'reactions'), { emoji }),
    /** The host mutes a guest; answers the guest's stored state. */
    muteGuest: async (eventId: string, guestId: string) => call<VoiceState>('POST', live(eventId, 'voice-mutes'), { guestId }),
    /** The host removes a guest: out at once, off the guest list, and out of the Pod's room for 24 hours. */
    removeGuest: async (eventId: string, guestId: string) => call<{ guestId: string; until: number }>('POST', live(eventId, 'removals'), { guestId }),
    /** The host puts one of the Pod's pictures, videos or web pages on the main screen (null: clears it). */
    setScreen: async (eventId: string, itemId: string | null) => call<{ screen: ScreenItem | null }>('PUT', live(eventId, 'screen'), { itemId }),
    saveAssets: async (postId: string, postAssets: PostAssets) => call<LivePost>('PUT', `/posts/${self()}/${encodeURIComponent(postId)}`, { postAssets }),
    /** A picture or video from the device for a frame: the server re-encodes it and answers its address. */
    uploadMedia: async (postId: string, kind: 'image' | 'video', file: Blob) => {
      const form = new FormData();
      form.append('kind', kind);
      form.append('file', file);
      return (await call<{ url: string }>('POST', `/posts/${self()}/${encodeURIComponent(postId)}/media`, form)).url;
    },
    /** The Pod's picture (its arrival view, drawn after a save): the server stores it in the sizes the screens use. */
    uploadPicture: async (postId: string, picture: Blob) => {
      const form = new FormData();
      form.append('file', picture);
      return call<{ postDisplayImage: string; postDisplayImageSet: string | null }>('PUT', `/posts/${self()}/${encodeURIComponent(postId)}/picture`, form);
    },
  };
}
export type ApiClient = ReturnType<typeof apiClient>;

/** Same-site paths ('/media/…') live on the Pods site, not on the pod app's origin. */
export const resolveAssetUrl = (apiOrigin: string, url: string) => (url.startsWith('/') ? `${apiOrigin}${url}` : url);
