/**
 * The pod app's side of the frame protocol (shared/frame-protocol): it waits for the host's `auth`
 * message (user id and a frame-scoped, short-lived token), answers `authenticated` to every one
 * (the host re-sends until it hears it, and sends a fresh token before the old one expires), and
 * sends the host its requests (back, fullscreen, open a link). A signed-out visitor's host sends
 * `guest` instead: the frame then goes on without a session (read-only) and answers nothing, as
 * there is no sign-in to confirm. Only messages from the parent window and the Pods site's exact
 * origin that parse as protocol messages count.
 */
import { listenToHost, sendToHost, type FrameMessageInput } from '../shared/frame-protocol/index.ts';
import type { Session } from './api.ts';

export interface HostLink {
  /** The first word from the host: a session, or null for a signed-out visitor (guest mode). */
  session: Promise<Session | null>;
  /** The latest session (the token is replaced when the host refreshes it); null for a guest. */
  current: () => Session | null;
  send: (message: FrameMessageInput) => void;
  framed: boolean;
}

export function connectHost(hostOrigin: string): HostLink {
  const parent = window.parent;
  const framed = parent !== window;
  let latest: Session | null = null;
  const send = (message: FrameMessageInput) => {
    if (framed) sendToHost(parent, hostOrigin, message);
  };
  const session = new Promise<Session | null>((resolve) => {
    listenToHost({
      on: window,
      from: () => (framed ? parent : null),
      origin: hostOrigin,
      onMessage: (message) => {
        if (message.type === 'guest') return resolve(null);
        latest = { userId: message.userId, token: message.token };
        send({ type: 'authenticated' });
        resolve(latest);
      },
    });
  });
  return { session, current: () => latest, send, framed };
}
