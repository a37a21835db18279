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
 *   A saved name or picture (`profile.updated`) is kept in the session, so every screen shows it;
 *   so is the account's status as a read of the user last found it ('complete' once onboarding is
 *   done), so a visit that cannot read the user (offline) still knows where the person belongs.
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
  | { type: 'profile.updated'; userDisplayName?: string | null; userDPUrl?: string | null; userStatus?: string }
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
        const { userDisplayName, userDPUrl, userStatus } = event;
        return { ...context.user, ...(userDisplayName ? { userDisplayName } : {}), ...(userDPUrl ? { userDPUrl } : {}), ...(userStatus ? { userStatus } : {}) };
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
  meta: {
    guards: {
      hasStoredToken: 'a session from an earlier visit is stored',
    },
  },
  states: {
    auth: {
      description: 'Who is signed in',
      initial: 'restoring',
      states: {
        restoring: {
          description: 'The app is opening and reads the stored session',
          always: [
            { guard: 'hasStoredToken', target: 'signedIn', description: 'A stored session signs the person in' },
            { target: 'signedOut', description: 'No stored session' },
          ],
        },
        signedOut: {
          description: 'Signed out: pages that need a session go to /signin',
          on: {
            'session.started': { target: 'signedIn', actions: ['setSession', 'storeSession'], description: 'Sign-in finished: the session is stored' },
          },
        },
        signedIn: {
          description: 'Signed in: every screen is open and every call carries the session',
          on: {
            'session.started': { actions: ['setSession', 'storeSession'], description: 'A new sign-in replaces the stored session' },
            'profile.updated': {
              actions: ['updateProfile', 'storeSession'],
              description: "A saved name or picture shows on every screen; the account's status as last read is kept",
            },
            'session.unauthorized': {
              target: 'signedOut',
              actions: ['forgetSession', 'clearStorage', 'closeStreams', 'goToSignIn', 'showExpiredToast'],
              description: "Any 401: to /signin, toast 'You session has been expired. Please sign in again to continue.'",
            },
            'logout.requested': { target: 'signingOut', description: "'Log out' ends the session" },
          },
        },
        signingOut: {
          description: 'Logging out: the server is told to expire the session',
          invoke: {
            id: 'expireSession',
            src: 'expireSession',
            input: ({ context }) => ({ userId: context.user?.userId ?? '' }),
            onDone: {
              target: 'signedOut',
              actions: ['forgetSession', 'clearStorage', 'closeStreams', 'goToSignIn'],
              description: 'Storage cleared, live streams closed, on to /signin',
            },
            onError: {
              target: 'signedOut',
              actions: ['forgetSession', 'clearStorage', 'closeStreams', 'goToSignIn'],
              description: 'Server call failed anyway: storage cleared, streams closed, on to /signin',
            },
          },
        },
      },
    },
    expiryModal: {
      description: "The 'Session Expired' dialog",
      initial: 'hidden',
      states: {
        hidden: {
          description: "No 'Session Expired' dialog",
          on: { 'expiryModal.opened': { target: 'shown', actions: 'setExpiryMessage', description: "A message is set: the 'Session Expired' dialog opens" } },
        },
        shown: {
          description: "The dialog 'Session Expired' with the message and a 'Sign in' button",
          meta: { spec: '§4 Session' },
          on: { 'expiryModal.closed': { target: 'hidden', actions: 'clearExpiryMessage', description: "'Sign in' (or Escape) closes the dialog" } },
        },
      },
    },
  },
});

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;
export const selectIsSignedIn = (s: SessionSnapshot) => s.matches({ auth: 'signedIn' });
export const selectIsSigningOut = (s: SessionSnapshot) => s.matches({ auth: 'signingOut' });
export const selectSessionToken = (s: SessionSnapshot) => s.context.sessionToken;
export const selectSessionUser = (s: SessionSnapshot) => s.context.user;
export const selectExpiryMessage = (s: SessionSnapshot) => (s.matches({ expiryModal: 'shown' }) ? s.context.expiryMessage : null);
