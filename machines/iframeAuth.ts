/**
 * The host's handshake with a pod app frame (spec §9: resend after 1 s).
 *
 * - `idle`: the frame is loading; nothing is sent yet.
 * - `handshaking`: once the frame has loaded, the host sends `auth` (user id and frame token) and
 *   sends it again every `resend` (1 s) until the frame answers `authenticated`. If it does not
 *   within `handshakeTimeout`, or the frame goes away, the handshake has `failed`.
 * - `authenticated`: the frame is signed in; a reload of the frame starts the handshake again.
 * - `failed`: the view offers a retry, which reloads the frame (`reloadFrame`) and starts over.
 *
 * Sending and reloading are actions the React edge provides; the delays are injected.
 */
import { assign, setup } from 'xstate';

export type IframeAuthEvent =
  | { type: 'frame.loaded' }
  | { type: 'frame.authenticated' }
  | { type: 'frame.gone' }
  | { type: 'retry' };

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
      on: { 'frame.loaded': 'handshaking', 'frame.gone': 'failed' },
    },
    handshaking: {
      entry: 'resetCount',
      initial: 'sending',
      after: { handshakeTimeout: 'failed' },
      on: {
        'frame.authenticated': 'authenticated',
        'frame.gone': 'failed',
      },
      states: {
        sending: {
          entry: ['sendAuth', 'countSend'],
          after: { resend: { target: 'sending', reenter: true } },
        },
      },
    },
    authenticated: {
      on: { 'frame.loaded': 'handshaking', 'frame.gone': 'failed' },
    },
    failed: {
      on: { retry: { target: 'idle', actions: 'reloadFrame' } },
    },
  },
});
