/**
 * The pod app's side of the frame protocol (src/frame-protocol): it waits for the host's `auth`
 * message (user id and a frame-scoped, short-lived token), answers `authenticated` to every one
 * (the host re-sends until it hears it, and sends a fresh token before the old one expires), and
 * sends the host its requests (back, fullscreen, open a link). Only messages from the parent
 * window and the Pods site's exact origin that parse as protocol messages count.
 */
import { listenToHost, sendToHost, type FrameMessageInput } from '../frame-protocol/index.ts';
import type { Session } from './api.ts';

export interface HostLink {
  /** The first session the host sends. */
  session: Promise<Session>;
  /** The latest session (the token is replaced when the host refreshes it). */
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
  const session = new Promise<Session>((resolve) => {
    listenToHost({
      on: window,
      from: () => (framed ? parent : null),
      origin: hostOrigin,
      onMessage: (message) => {
        if (message.type !== 'auth') return;
        latest = { userId: message.userId, token: message.token };
        send({ type: 'authenticated' });
        resolve(latest);
      },
    });
  });
  return { session, current: () => latest, send, framed };
}
