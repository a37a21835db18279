/**
 * The frame protocol, version 1: the messages the host (/3d-app, /live-event) and the pod app
 * frames exchange with postMessage. Shared by both sides; every message is validated on receipt.
 *
 * Two ways in (issue 18):
 * - signed in: the host sends `auth` (user id and a frame token) until the frame answers
 *   `authenticated` (machines/iframeAuth.ts);
 * - guest mode: a signed-out visitor's host sends `guest` (no identity, no token) each time the frame
 *   loads. The frame then reads the Pod without credentials (the API serves public Pods to anyone
 *   and answers 404 for the rest) and shows it read-only; it never answers `authenticated`, so no
 *   handshake is faked. Signing in (to like or follow) is the host page's 'Sign in', not the frame's.
 */
import * as z from 'zod/mini';

// zod's mini build: these messages are parsed in the pod app's entry, before its first frame, where
// the full build would be ~90 KB of the critical path (issue 18's first-frame budget).
// The app's pages forbid eval (server/web/csp.ts): zod would probe for it with Function('') on its
// first parse (a CSP violation report each time) to compile faster parsers these small messages do not need.
z.config({ jitless: true });

export const PROTOCOL_VERSION = 1;

const id = z.string().check(z.minLength(1), z.maxLength(200));

/** Only http and https links may be opened (never javascript:, data:, file: ...). */
const httpUrl = z.string().check(
  z.maxLength(2048),
  z.refine((value) => {
    try {
      const { protocol } = new URL(value);
      return protocol === 'http:' || protocol === 'https:';
    } catch {
      return false;
    }
  }, 'only http and https links'),
);

const message = <T extends string, S extends z.core.$ZodShape>(type: T, shape: S) =>
  z.strictObject({ v: z.literal(PROTOCOL_VERSION), type: z.literal(type), ...shape });

/** Host → frame. */
export const hostMessageSchema = z.discriminatedUnion('type', [
  message('auth', { userId: id, token: z.string().check(z.minLength(1), z.maxLength(4096)), postId: z.optional(id) }),
  message('guest', { postId: z.optional(id) }),
]);

/** Frame → host: the pod app (/3d-app) and the live event app (/live-event). */
export const frameMessageSchema = z.discriminatedUnion('type', [
  message('authenticated', {}),
  message('navigateBack', {}),
  message('openPodSettings', { postId: id }),
  message('openOtherProfile', { otherUserId: id }),
  message('toggleFullscreen', {}),
  message('openLink', { url: httpUrl }),
  message('loaded', {}),
  message('eventEnded', {}),
  message('openHostProfilePage', {}),
  message('openHostProfilePageFromHost', {}),
  message('fullScreenOpen', {}),
  message('fullScreenClose', {}),
  // The frame shows something of its own: its first frame, or a message with its way on. The host's
  // loading cover (the Pod's picture) stays until then.
  message('shown', {}),
]);

export type HostMessage = z.infer<typeof hostMessageSchema>;
export type FrameMessage = z.infer<typeof frameMessageSchema>;
export type FrameMessageType = FrameMessage['type'];

/** A message without its version, as callers write it (`send` adds `v`). */
type Unversioned<M> = M extends unknown ? Omit<M, 'v'> : never;
export type HostMessageInput = Unversioned<HostMessage>;
export type FrameMessageInput = Unversioned<FrameMessage>;

/** The host's message, or null for anything else (wrong shape, type or version). */
export const parseHostMessage = (data: unknown): HostMessage | null => {
  const result = hostMessageSchema.safeParse(data);
  return result.success ? result.data : null;
};

/** The frame's message, or null for anything else (wrong shape, type or version, unsafe link). */
export const parseFrameMessage = (data: unknown): FrameMessage | null => {
  const result = frameMessageSchema.safeParse(data);
  return result.success ? result.data : null;
};
