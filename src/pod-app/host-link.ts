/**
 * The pod app's side of the link with the Pods host page that frames it: it waits for the host's
 * `auth` message (user id and a frame-scoped token), answers `authenticated`, and sends the
 * host requests (back, fullscreen, open a link). Messages are accepted only from the parent
 * window and the Pods site's origin.
 *
 * Stop-gap until the shared frame protocol (src/frame-protocol/, branch `frames`) is merged: the
 * messages follow its v1 shapes ({ v: 1, type, ... }), and this file is the only one to switch over.
 */
import type { Session } from './api.ts';

export type FrameRequest =
  | { type: 'authenticated' }
  | { type: 'navigateBack' }
  | { type: 'toggleFullscreen' }
  | { type: 'openLink'; url: string }
  | { type: 'openPodSettings'; postId: string }
  | { type: 'openOtherProfile'; otherUserId: string };

export interface HostLink {
  session: Promise<Session>;
  send: (message: FrameRequest) => void;
  framed: boolean;
}

export function connectHost(hostOrigin: string): HostLink {
  const parent = window.parent;
  const framed = parent !== window;
  const send = (message: FrameRequest) => {
    if (framed) parent.postMessage({ v: 1, ...message }, hostOrigin);
  };
  const session = new Promise<Session>((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== parent || event.origin !== hostOrigin) return;
      const data = event.data as { v?: unknown; type?: unknown; userId?: unknown; token?: unknown } | null;
      if (!data || data.v !== 1 || data.type !== 'auth' || typeof data.userId !== 'string' || typeof data.token !== 'string' || !data.userId || !data.token) return;
      send({ type: 'authenticated' });
      window.removeEventListener('message', onMessage);
      resolve({ userId: data.userId, token: data.token });
    };
    window.addEventListener('message', onMessage);
  });
  return { session, send, framed };
}
