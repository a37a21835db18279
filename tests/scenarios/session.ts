/**
 * The session, from the spec's words (§4 Session, §4 Logout, §8 '401 on any call', §3 Session).
 * Events are the ones the model test drives through the real app (tests/model/session.test.tsx),
 * with the same payloads; it starts with nothing stored, as the model test does.
 */
import type { SessionEvent, SessionUser } from '../../machines/session.ts';
import type { ScenarioTable } from './scenario.ts';

type Event = SessionEvent | { type: 'xstate.done.actor.expireSession'; output: undefined } | { type: 'xstate.error.actor.expireSession'; error: unknown };
type Input = { sessionToken: string | null; user: SessionUser | null };

const TOKEN = 'test-session-token';
const USER: SessionUser = { userId: 'user-1', userLoginId: 'google|1', userDisplayName: 'Ada', userDPUrl: null, userStatus: 'complete' };
const MESSAGE = 'Your session ended on another device.';
const NOTHING_STORED: Input = { sessionToken: null, user: null };

const signIn: Event = { type: 'session.started', sessionToken: TOKEN, user: USER };
const unauthorized: Event = { type: 'session.unauthorized' };
const logout: Event = { type: 'logout.requested' };
const loggedOut: Event = { type: 'xstate.done.actor.expireSession', output: undefined };
const logoutFailed: Event = { type: 'xstate.error.actor.expireSession', error: new Error('network') };
const renamed: Event = { type: 'profile.updated', userDisplayName: 'Ada Lovelace', userDPUrl: '/media/ada.webp' };
const expiryOpened: Event = { type: 'expiryModal.opened', message: MESSAGE };
const expiryClosed: Event = { type: 'expiryModal.closed' };

const TOAST = 'You session has been expired. Please sign in again to continue.';
const SIGN_IN_HEADING = 'Sign In';

export const sessionScenarios: ScenarioTable<Event, Input> = {
  machine: 'session',
  scenarios: [
    {
      rule: 'Session: present when a session token exists (a sign-in stores it)',
      spec: '§4 Session; §3 Session',
      input: NOTHING_STORED,
      given: [],
      givenState: 'auth.signedOut',
      when: signIn,
      then: {
        state: ['auth.signedIn', 'expiryModal.hidden'],
        effects: { storeSession: 1, clearStorage: 0, goToSignIn: 0 },
        context: { sessionToken: TOKEN, user: USER },
      },
    },
    {
      rule: 'A session token stored earlier is a session: the app opens signed in',
      spec: '§4 Session; §3 Session',
      input: { sessionToken: TOKEN, user: USER },
      given: [],
      givenState: 'auth.signedIn',
      when: renamed,
      machineOnly: 'the screen test starts with nothing stored',
      then: { state: 'auth.signedIn', effects: { storeSession: 1, goToSignIn: 0 }, context: { sessionToken: TOKEN } },
    },
    {
      rule: "Any 401 response clears all stored data, goes to /signin and shows the toast 'You session has been expired. Please sign in again to continue.'",
      spec: '§4 Session; §8 401 on any call',
      input: NOTHING_STORED,
      given: [signIn],
      givenState: 'auth.signedIn',
      when: unauthorized,
      then: {
        state: 'auth.signedOut',
        effects: { clearStorage: 1, goToSignIn: 1, showExpiredToast: 1, storeSession: 0, expireSession: 0 },
        context: { sessionToken: null, user: null },
        screen: { shows: [TOAST, SIGN_IN_HEADING], navigatesTo: '/signin' },
      },
    },
    {
      rule: "Logout: first set session status 'expired' on the server (update-session); nothing is cleared before that",
      spec: '§4 Logout; §7 Users (update-session)',
      input: NOTHING_STORED,
      given: [signIn],
      when: logout,
      then: { state: 'auth.signingOut', effects: { expireSession: 1, clearStorage: 0, goToSignIn: 0, showExpiredToast: 0 }, context: { sessionToken: TOKEN } },
    },
    {
      rule: 'Logout: clear session and local storage, close the live event stream, clear the user id, go to /signin',
      spec: '§4 Logout; §2 /settings (Log out goes to /signin)',
      input: NOTHING_STORED,
      given: [signIn, logout],
      givenState: 'auth.signingOut',
      when: loggedOut,
      then: {
        state: 'auth.signedOut',
        effects: { clearStorage: 1, closeStreams: 1, goToSignIn: 1, showExpiredToast: 0 },
        context: { sessionToken: null, user: null },
        screen: { shows: [SIGN_IN_HEADING], hides: [TOAST], navigatesTo: '/signin' },
      },
    },
    {
      rule: 'Logout still clears everything and goes to /signin when setting the status fails (other failures are only logged)',
      spec: '§4 Logout; §8 Other failures are only logged',
      input: NOTHING_STORED,
      given: [signIn, logout],
      when: logoutFailed,
      then: {
        state: 'auth.signedOut',
        effects: { clearStorage: 1, closeStreams: 1, goToSignIn: 1, showExpiredToast: 0 },
        context: { sessionToken: null, user: null },
        screen: { shows: [SIGN_IN_HEADING], hides: [TOAST], navigatesTo: '/signin' },
      },
    },
    {
      rule: 'Logout without a session does nothing: there is no session to expire',
      spec: '§4 Logout; §4 Session',
      input: NOTHING_STORED,
      given: [],
      when: logout,
      then: { state: 'auth.signedOut', effects: { expireSession: 0, clearStorage: 0, goToSignIn: 0 } },
    },
    {
      rule: 'A new sign-in replaces the stored session',
      spec: '§4 Session; §3 Session',
      input: NOTHING_STORED,
      given: [signIn],
      when: { type: 'session.started', sessionToken: TOKEN, user: { ...USER, userDisplayName: 'Ada L.' } },
      then: { state: 'auth.signedIn', effects: { storeSession: 1, clearStorage: 0 }, context: { sessionToken: TOKEN, user: { userDisplayName: 'Ada L.' } } },
    },
    {
      rule: 'Session storage holds userDPUrl and userDisplayName: a saved name and picture are stored in the session',
      spec: '§3 Session; §5 Edit profile',
      input: NOTHING_STORED,
      given: [signIn],
      when: renamed,
      then: {
        state: 'auth.signedIn',
        effects: { storeSession: 1, clearStorage: 0 },
        context: { sessionToken: TOKEN, user: { userId: 'user-1', userDisplayName: 'Ada Lovelace', userDPUrl: '/media/ada.webp' } },
      },
    },
    {
      rule: "The 'Session Expired' modal is hidden until a message is set; then it shows the title, the caller's message and 'Sign in'",
      spec: '§4 Session; §2 Desktop shell',
      input: NOTHING_STORED,
      given: [],
      givenState: 'expiryModal.hidden',
      when: expiryOpened,
      then: {
        state: ['expiryModal.shown', 'auth.signedOut'],
        effects: { goToSignIn: 0, clearStorage: 0 },
        context: { expiryMessage: MESSAGE },
        screen: { shows: ['Session Expired', MESSAGE, 'Sign in'] },
      },
    },
    {
      rule: "The 'Session Expired' modal's 'Sign in' button closes it (and does nothing else)",
      spec: '§4 Session',
      input: NOTHING_STORED,
      given: [signIn, expiryOpened],
      givenState: 'expiryModal.shown',
      when: expiryClosed,
      then: {
        state: ['expiryModal.hidden', 'auth.signedIn'],
        effects: { goToSignIn: 0, clearStorage: 0, storeSession: 0 },
        context: { expiryMessage: null, sessionToken: TOKEN },
        screen: { hides: ['Session Expired', MESSAGE] },
      },
    },
  ],
};
