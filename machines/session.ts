/**
 * Session: who is signed in, and what happens when that stops being true.
 *
 * Two regions run side by side:
 * - `auth`
 *   - `signedOut`: no session token; routes that need one redirect to /signin.
 *   - `signedIn`: a session token is stored; every API call carries it.
 *   - `signingOut`: the user logged out; the server is told to expire the token
 *     (`update-session` with `expired`). Whatever it answers, storage is cleared, the live
 *     streams are closed and the user lands on /signin.
 *   Any 401 while signed in (`session.unauthorized`) clears storage, goes to /signin and shows
 *   the toast 'You session has been expired. Please sign in again to continue.'.
 *   A saved name or picture (`profile.updated`) is kept in the session, so every screen shows it.
 * - `expiryModal`
 *   - `hidden` until a caller sets a message; `shown` displays the 'Session Expired' modal with
 *     that message until its 'Sign in' button closes it.
 *
 * Storage, navigation, toasts and stream closing are actions provided by the React edge.
 */
import { assertEvent, assign, setup, fromPromise, type SnapshotFrom } from 'xstate';

export interface SessionUser {
  userId: string;
  userLoginId: string;
  userDisplayName: string | null;
  userDPUrl: string | null;
  userStatus: string;
}

export interface SessionContext {
  sessionToken: string | null;
  user: SessionUser | null;
  expiryMessage: string | null;
}

export type SessionEvent =
  | { type: 'session.started'; sessionToken: string; user: SessionUser }
  | { type: 'session.unauthorized' }
  | { type: 'profile.updated'; userDisplayName?: string | null; userDPUrl?: string | null }
  | { type: 'logout.requested' }
  | { type: 'expiryModal.opened'; message: string }
  | { type: 'expiryModal.closed' };

export const SESSION_EXPIRED_TOAST = 'You session has been expired. Please sign in again to continue.';

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { sessionToken: string | null; user: SessionUser | null },
  },
  actors: {
    expireSession: fromPromise<void, { userId: string }>(async () => {}),
  },
  actions: {
    storeSession: () => {},
    clearStorage: () => {},
    closeStreams: () => {},
    goToSignIn: () => {},
    showExpiredToast: () => {},
    setSession: assign(({ event }) => {
      assertEvent(event, 'session.started');
      return { sessionToken: event.sessionToken, user: event.user };
    }),
    forgetSession: assign({ sessionToken: null, user: null }),
    updateProfile: assign({
      user: ({ context, event }) => {
        assertEvent(event, 'profile.updated');
        if (!context.user) return null;
        // A field the server left empty keeps what the session had.
        const { userDisplayName, userDPUrl } = event;
        return { ...context.user, ...(userDisplayName ? { userDisplayName } : {}), ...(userDPUrl ? { userDPUrl } : {}) };
      },
    }),
    setExpiryMessage: assign({
      expiryMessage: ({ event }) => {
        assertEvent(event, 'expiryModal.opened');
        return event.message;
      },
    }),
    clearExpiryMessage: assign({ expiryMessage: null }),
  },
  guards: {
    hasStoredToken: ({ context }) => context.sessionToken !== null,
  },
}).createMachine({
  id: 'session',
  type: 'parallel',
  context: ({ input }) => ({ sessionToken: input.sessionToken, user: input.user, expiryMessage: null }),
  states: {
    auth: {
      initial: 'restoring',
      states: {
        restoring: {
          always: [{ guard: 'hasStoredToken', target: 'signedIn' }, { target: 'signedOut' }],
        },
        signedOut: {
          on: { 'session.started': { target: 'signedIn', actions: ['setSession', 'storeSession'] } },
        },
        signedIn: {
          on: {
            'session.started': { actions: ['setSession', 'storeSession'] },
            'profile.updated': { actions: ['updateProfile', 'storeSession'] },
            'session.unauthorized': {
              target: 'signedOut',
              actions: ['forgetSession', 'clearStorage', 'closeStreams', 'goToSignIn', 'showExpiredToast'],
            },
            'logout.requested': 'signingOut',
          },
        },
        signingOut: {
          invoke: {
            id: 'expireSession',
        src: 'expireSession',
            input: ({ context }) => ({ userId: context.user?.userId ?? '' }),
            onDone: { target: 'signedOut', actions: ['forgetSession', 'clearStorage', 'closeStreams', 'goToSignIn'] },
            onError: { target: 'signedOut', actions: ['forgetSession', 'clearStorage', 'closeStreams', 'goToSignIn'] },
          },
        },
      },
    },
    expiryModal: {
      initial: 'hidden',
      states: {
        hidden: { on: { 'expiryModal.opened': { target: 'shown', actions: 'setExpiryMessage' } } },
        shown: { on: { 'expiryModal.closed': { target: 'hidden', actions: 'clearExpiryMessage' } } },
      },
    },
  },
});

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;
export const selectIsSignedIn = (s: SessionSnapshot) => s.matches({ auth: 'signedIn' });
export const selectIsSigningOut = (s: SessionSnapshot) => s.matches({ auth: 'signingOut' });
export const selectSessionToken = (s: SessionSnapshot) => s.context.sessionToken;
export const selectSessionUser = (s: SessionSnapshot) => s.context.user;
export const selectExpiryMessage = (s: SessionSnapshot) =>
  s.matches({ expiryModal: 'shown' }) ? s.context.expiryMessage : null;
