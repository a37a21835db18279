/**
 * The host's handshake with a pod app frame (spec §9: resend after 1 s).
 *
 * - `idle`: the frame is loading; nothing is sent yet.
 * - `handshaking`: once the frame has loaded, the host sends `auth` (user id and frame token) and
 *   sends it again every `resend` (1 s) until the frame answers `authenticated`. If it does not
 *   within `handshakeTimeout`, or the frame goes away, the handshake has `failed`.
 * - `authenticated`: the frame is signed in; a reload of the frame (it navigated, or the host
 *   reloaded it) starts the handshake again.
 * - `failed`: the view offers a retry, which reloads the frame (`reloadFrame`) and starts over.
 *
 * Sending and reloading are actions the React edge provides; the delays are injected.
 */
import { assign, setup } from 'xstate';

export type IframeAuthEvent = { type: 'frame.loaded' } | { type: 'frame.authenticated' } | { type: 'frame.gone' } | { type: 'retry' };

export const RESEND_MS = 1_000;
export const HANDSHAKE_TIMEOUT_MS = 20_000;

export const iframeAuthMachine = setup({
  types: {
    context: {} as { sent: number },
    events: {} as IframeAuthEvent,
  },
  actions: {
    sendAuth: () => {},
    reloadFrame: () => {},
    countSend: assign({ sent: ({ context }) => context.sent + 1 }),
    resetCount: assign({ sent: 0 }),
  },
  delays: {
    resend: RESEND_MS,
    handshakeTimeout: HANDSHAKE_TIMEOUT_MS,
  },
}).createMachine({
  id: 'iframeAuth',
  context: { sent: 0 },
  initial: 'idle',
  states: {
    idle: {
      description: "The frame is loading: the loading animation with 'Back'",
      on: { 'frame.loaded': { target: 'handshaking', description: 'The frame finished loading: signing in starts' } },
    },
    handshaking: {
      description: "Still the loading animation: the person's user id and token are sent to the frame",
      entry: 'resetCount',
      initial: 'sending',
      after: { handshakeTimeout: { target: 'failed', description: 'No answer within 20 s: the Pod did not open' } },
      on: {
        'frame.authenticated': { target: 'authenticated', description: 'The frame answers that it is signed in' },
        'frame.gone': { target: 'failed', description: 'The frame went away before it answered' },
      },
      states: {
        sending: {
          description: 'The loading animation; the sign-in is sent again every 1 s until the frame answers',
          entry: ['sendAuth', 'countSend'],
          after: { resend: { target: 'sending', reenter: true, description: 'No answer after 1 s: the sign-in is sent again' } },
        },
      },
    },
    authenticated: {
      description: 'The frame is signed in: the Pod (or the live event) shows',
      on: { 'frame.loaded': { target: 'handshaking', description: 'The frame loaded again (it navigated, or was reloaded): signing in starts over' } },
    },
    failed: {
      description: "'The Pod did not open. Please check your connection and try again.' with 'Try again' and 'Back'",
      on: { retry: { target: 'idle', actions: 'reloadFrame', description: "'Try again' reloads the frame and starts over" } },
    },
  },
});
