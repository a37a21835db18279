/**
 * Sending and receiving frame protocol messages: a message is sent to one exact origin, and a
 * received message counts only when it comes from the expected window AND origin and parses.
 */
import {
  PROTOCOL_VERSION,
  parseFrameMessage,
  parseHostMessage,
  type FrameMessage,
  type FrameMessageInput,
  type HostMessage,
  type HostMessageInput,
} from './messages.ts';

/** The part of a window these helpers use (a real Window, or a fake in tests). */
export interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}
export interface MessageSource {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface ListenOptions<M> {
  /** The window messages are received on (the host's or the frame's own window). */
  on: MessageSource;
  /** The window a message must come from: the frame's contentWindow, or the host (window.parent). Read at each message. */
  from: () => unknown;
  /** The exact origin a message must come from. */
  origin: string;
  onMessage: (message: M) => void;
}

/** Origin of a URL ('http://localhost:8081'), or null when it is not an http(s) URL. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

function listen<M>(parse: (data: unknown) => M | null, { on, from, origin, onMessage }: ListenOptions<M>): () => void {
  const listener = (event: MessageEvent) => {
    const expected = from();
    if (!expected || event.source !== expected || event.origin !== origin) return;
    const message = parse(event.data);
    if (message) onMessage(message);
  };
  on.addEventListener('message', listener);
  return () => on.removeEventListener('message', listener);
}

/** Host side: receives the frame's messages; answers a function that stops listening. */
export const listenToFrame = (options: ListenOptions<FrameMessage>) => listen(parseFrameMessage, options);

/** Frame side: receives the host's messages; answers a function that stops listening. */
export const listenToHost = (options: ListenOptions<HostMessage>) => listen(parseHostMessage, options);

/** Host side: sends to the frame, only to the pod app's exact origin. */
export function sendToFrame(frame: MessageTarget, targetOrigin: string, message: HostMessageInput) {
  if (targetOrigin === '*' || !originOf(targetOrigin)) throw new Error('An exact target origin is required');
  frame.postMessage({ v: PROTOCOL_VERSION, ...message }, targetOrigin);
}

/** Frame side: sends to the host, only to the host's exact origin. */
export function sendToHost(host: MessageTarget, targetOrigin: string, message: FrameMessageInput) {
  if (targetOrigin === '*' || !originOf(targetOrigin)) throw new Error('An exact target origin is required');
  host.postMessage({ v: PROTOCOL_VERSION, ...message }, targetOrigin);
}
