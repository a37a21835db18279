/**
 * The host page around a pod app frame (/3d-app and /live-event, spec §2 /3d-app, §9 'Iframe auth
 * resend after 1 s'): setting the frame up, signing it in, keeping its token fresh, and its failures.
 *
 * - `settingUp`: the pod app's address and (signed in) a short-lived frame token are read; the
 *   loading animation shows. If that fails, `setupFailed`.
 * - `signedIn` / `guest`: the frame is on screen. Signed in, the host runs the iframeAuth
 *   handshake (machines/iframeAuth.ts, invoked as `handshake`: it asks for each `auth` to be sent
 *   and the host sends it with the current token); the Pod shows once the frame answers, and a
 *   fresh token is sent 60 s before the current one expires, again after each fresh token. If the
 *   handshake fails, `signedIn.failed`. A signed-out visitor (`guest`) gets the
 *   protocol's guest mode: `guest` is sent each time the frame loads, and the Pod shows.
 * - `screenFailed`: the screen's own wait failed (the live event did not load); its message shows.
 *
 * The loading cover (the Pod's picture, its progress and 'Back') stays over a frame that is
 * ready until the frame says `shown`: its first frame is drawn, or it shows a message of its own
 * (`frameShown`). Before that the frame has nothing to show but its own loading text.
 *
 * Each failure has its own state and says so; 'Try again' always starts over: the address and a
 * fresh token are read again and the frame loads anew (after the screen's failure, the screen
 * waits again too). The calls, the messages to the frame and the frame's reload are the edge's.
 */
import { assign, fromPromise, sendParent, sendTo, setup, type SnapshotFrom } from 'xstate';
import { iframeAuthMachine } from './iframeAuth.ts';

export interface FrameToken {
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export interface FrameSetup {
  podAppUrl: string;
  /** Null when signed out (or when the server gave none). */
  token: FrameToken | null;
}

type HandshakeSnapshot = SnapshotFrom<typeof iframeAuthMachine>;

export type FrameHostEvent =
  | { type: 'frame.loaded' }
  | { type: 'frame.authenticated' }
  | { type: 'frame.gone' }
  /** The frame drew its first frame, or shows a message of its own. */
  | { type: 'frame.shown' }
  | { type: 'screen.failed' }
  | { type: 'retry' }
  /** The handshake asks for `auth` to be sent (its `sendAuth`). */
  | { type: 'handshake.sendAuth' }
  /** The handshake moved on (XState's snapshot event of the invoked `handshake`). */
  | { type: 'xstate.snapshot.handshake'; snapshot: HandshakeSnapshot };

export const TOKEN_REFRESH_MARGIN_MS = 60_000;
/** setTimeout's longest delay (about 24.8 days); a longer one would fire at once. */
const LONGEST_DELAY_MS = 2_147_483_647;

interface Context {
  userId: string | null;
  podAppUrl: string | null;
  token: FrameToken | null;
  /** Counts the frame's fresh starts (the view keys the iframe with it). */
  loads: number;
  /** The frame has drawn its first frame or shows a message of its own (this start). */
  frameShown: boolean;
}

/** The handshake as the host runs it: each `auth` it sends goes through the host (which has the token). */
export const hostedHandshake = iframeAuthMachine.provide({
  actions: {
    sendAuth: sendParent({ type: 'handshake.sendAuth' }),
    // The host never sends the handshake `retry`: its 'Try again' starts everything over.
    reloadFrame: () => {},
  },
});

const inHandshake = (snapshot: HandshakeSnapshot) => snapshot.matches('idle') || snapshot.matches('handshaking');

export const frameHostMachine = setup({
  types: {
    context: {} as Context,
    events: {} as FrameHostEvent,
    input: {} as { userId: string | null },
  },
  actors: {
    setUp: fromPromise<FrameSetup, { userId: string | null }>(async () => {
      throw new Error('setUp is provided by the app');
    }),
    refreshToken: fromPromise<FrameToken | null, { userId: string }>(async () => {
      throw new Error('refreshToken is provided by the app');
    }),
    handshake: hostedHandshake,
  },
  actions: {
    keepSetup: assign((_, setup: FrameSetup) => ({ podAppUrl: setup.podAppUrl, token: setup.token })),
    keepToken: assign((_, token: FrameToken | null) => ({ token })),
    startOver: assign(({ context }) => ({ loads: context.loads + 1, frameShown: false })),
    markShown: assign({ frameShown: true }),
    forwardToHandshake: sendTo('handshake', ({ event }) => event),
    /** Sends `auth` (user id and frame token) to the frame, on the pod app's exact origin. */
    sendAuth: (_, _params: { userId: string; token: FrameToken | null }) => {},
    /** Sends `guest` (nothing secret) to the frame, on the pod app's exact origin. */
    sendGuest: () => {},
    /** The screen waits again (the live event restarts its wait for 'loaded'). */
    retryScreen: () => {},
    /** A failure that shows nothing more is logged. */
    logError: (_, _params: { what: string; error: unknown }) => {},
  },
  guards: {
    signedIn: ({ context }) => context.userId !== null,
    hasToken: ({ context }) => context.token !== null,
    handshakeAnswered: ({ event }) => event.type === 'xstate.snapshot.handshake' && event.snapshot.matches('authenticated'),
    handshakeFailed: ({ event }) => event.type === 'xstate.snapshot.handshake' && event.snapshot.matches('failed'),
    handshakeStartedAgain: ({ event }) => event.type === 'xstate.snapshot.handshake' && inHandshake(event.snapshot),
  },
  delays: {
    /** 60 s before the current token expires (at once when that has passed). */
    tokenRefresh: ({ context }) =>
      context.token ? Math.min(LONGEST_DELAY_MS, Math.max(0, context.token.expiresAt - Date.now() - TOKEN_REFRESH_MARGIN_MS)) : 0,
  },
}).createMachine({
  id: 'frameHost',
  context: ({ input }) => ({ userId: input.userId, podAppUrl: null, token: null, loads: 0, frameShown: false }),
  initial: 'settingUp',
  meta: {
    guards: {
      signedIn: 'the person is signed in',
      hasToken: 'the frame has a token',
      handshakeAnswered: 'the frame answered that it is signed in',
      handshakeFailed: 'the frame did not answer within 20 s, or went away',
      handshakeStartedAgain: 'the frame loaded again, so signing in starts over',
    },
  },
  on: {
    'frame.shown': {
      actions: 'markShown',
      description: 'The frame drew its first frame, or shows a message of its own: the loading cover can go',
    },
    'screen.failed': {
      target: '.screenFailed',
      description: "The screen's own wait failed (the live event did not load): its message shows",
    },
  },
  states: {
    settingUp: {
      description: "The loading animation (logo and spinner, e.g. 'Opening the Pod') with 'Back'; the frame is not there yet",
      meta: { route: '/3d-app', spec: '§2 /3d-app' },
      invoke: {
        id: 'setUp',
        src: 'setUp',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: [
          {
            guard: 'signedIn',
            target: 'signedIn',
            actions: { type: 'keepSetup', params: ({ event }) => event.output },
            description: "The pod app's address and a frame token arrived: the frame loads and signing in starts",
          },
          {
            target: 'guest',
            actions: { type: 'keepSetup', params: ({ event }) => event.output },
            description: "The pod app's address arrived: the frame loads in guest mode (no token for a signed-out visitor)",
          },
        ],
        onError: {
          target: 'setupFailed',
          actions: { type: 'logError', params: ({ event }) => ({ what: 'Pod app frame', error: event.error }) },
          description: "The pod app's address or the frame token could not be read",
        },
      },
    },
    setupFailed: {
      description: "'The Pod did not open. Please check your connection and try again.' with 'Try again' and 'Back' (the frame could not be set up)",
      meta: { route: '/3d-app', spec: '§2 /3d-app' },
      on: { retry: { target: 'settingUp', actions: 'startOver', description: "'Try again' reads the address and a token again" } },
    },
    signedIn: {
      description: 'The frame signs in with the handshake (machines/iframeAuth.ts)',
      initial: 'handshaking',
      invoke: { id: 'handshake', src: 'handshake', onSnapshot: [] },
      on: {
        'frame.loaded': { actions: 'forwardToHandshake', description: 'The frame loaded: the handshake hears of it' },
        'frame.authenticated': { actions: 'forwardToHandshake', description: 'The frame answered: the handshake hears of it' },
        'frame.gone': { actions: 'forwardToHandshake', description: 'The frame went away: the handshake hears of it' },
        'handshake.sendAuth': {
          actions: { type: 'sendAuth', params: ({ context }) => ({ userId: context.userId!, token: context.token }) },
          description: "The handshake sends the person's user id and frame token to the frame",
        },
      },
      states: {
        handshaking: {
          description: "The loading animation with 'Back' while the frame loads and signs in (auth sent again every 1 s)",
          meta: { route: '/3d-app', spec: '§2 /3d-app' },
          on: {
            'xstate.snapshot.handshake': [
              { guard: 'handshakeAnswered', target: 'authenticated', description: 'The frame is signed in: the Pod shows' },
              { guard: 'handshakeFailed', target: 'failed', description: 'The frame did not sign in' },
            ],
          },
        },
        authenticated: {
          description: 'The Pod (or the live event) shows; its token is kept fresh',
          meta: { route: '/3d-app', spec: '§2 /3d-app' },
          initial: 'tokenFresh',
          on: {
            'xstate.snapshot.handshake': {
              guard: 'handshakeStartedAgain',
              target: 'handshaking',
              description: 'The frame loaded again (it navigated): the loading animation, and signing in starts over',
            },
          },
          states: {
            tokenFresh: {
              description: 'The Pod shows; a fresh token is due 60 s before this one expires',
              after: {
                tokenRefresh: { guard: 'hasToken', target: 'refreshingToken', description: 'The token expires in 60 s: a fresh one is asked for' },
              },
            },
            refreshingToken: {
              description: 'The Pod shows while a fresh token is read',
              invoke: {
                id: 'refreshToken',
                src: 'refreshToken',
                input: ({ context }) => ({ userId: context.userId! }),
                onDone: {
                  target: 'tokenFresh',
                  actions: [
                    { type: 'keepToken', params: ({ event }) => event.output },
                    { type: 'sendAuth', params: ({ context, event }) => ({ userId: context.userId!, token: event.output }) },
                  ],
                  description: 'The fresh token goes to the frame; the next one is due 60 s before it expires',
                },
                onError: {
                  target: 'tokenKept',
                  actions: { type: 'logError', params: ({ event }) => ({ what: 'Frame token', error: event.error }) },
                  description: 'No fresh token: the frame keeps the one it has (logged)',
                },
              },
            },
            tokenKept: { description: 'The Pod shows; no fresh token came, so the frame keeps its token until it loads again' },
          },
        },
        failed: {
          description: "'The Pod did not open. Please check your connection and try again.' with 'Try again' and 'Back' (the frame did not sign in)",
          meta: { route: '/3d-app', spec: '§2 /3d-app' },
          on: {
            retry: {
              target: '#frameHost.settingUp',
              actions: 'startOver',
              description: "'Try again' starts over: the address and a fresh token, a new frame, a new handshake",
            },
          },
        },
      },
    },
    guest: {
      description: 'A signed-out visitor: the Pod read-only, with Sign in',
      initial: 'loading',
      states: {
        loading: {
          description: "The loading animation with 'Back' and 'Sign in' while the frame loads",
          meta: { route: '/3d-app', spec: '§2 /3d-app' },
          on: {
            'frame.loaded': { target: 'shown', actions: 'sendGuest', description: 'The frame loaded: it is told to show the Pod to a guest' },
          },
        },
        shown: {
          description: "The Pod, read-only, with 'Sign in'",
          meta: { route: '/3d-app', spec: '§2 /3d-app' },
          on: {
            'frame.loaded': { actions: 'sendGuest', description: 'The frame loaded again (it navigated): it is told again' },
          },
        },
      },
    },
    screenFailed: {
      description: "The screen's own message (the live event: 'The live event did not open. Please try again.') with 'Try again' and 'Back'",
      meta: { route: '/live-event', spec: '§2 /live-event' },
      on: {
        retry: {
          target: 'settingUp',
          actions: ['startOver', 'retryScreen'],
          description: "'Try again' starts over, and the screen waits again",
        },
      },
    },
  },
});

type FrameHostSnapshot = SnapshotFrom<typeof frameHostMachine>;

/** The iframe is on the page (hidden behind the failure of the screen's own wait, if any). */
export const selectShowsFrame = (s: FrameHostSnapshot) =>
  s.context.podAppUrl !== null && (s.matches('signedIn') || s.matches('guest') || s.matches('screenFailed'));
/** The frame is ready to be seen: signed in (or loaded for a guest), and it has drawn its first frame or a message. */
export const selectFrameReady = (s: FrameHostSnapshot) => (s.matches({ signedIn: 'authenticated' }) || s.matches({ guest: 'shown' })) && s.context.frameShown;
/** Which failure shows, if any. */
export const selectFailure = (s: FrameHostSnapshot): 'setup' | 'handshake' | 'screen' | null =>
  s.matches('setupFailed') ? 'setup' : s.matches({ signedIn: 'failed' }) ? 'handshake' : s.matches('screenFailed') ? 'screen' : null;
