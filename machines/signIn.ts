/**
 * Sign in with one of the two account providers (OpenID Connect).
 *
 * - `checking`: on arrival, decides whether the provider has just sent the user back
 *   (an authorization response is in the URL) or the user is here to start.
 * - `idle`: the 'Continue with …' buttons are enabled.
 * - `preparing`: a single-use nonce is fetched from our server and the authorization request
 *   (state, nonce, PKCE) is built; the spinner shows.
 * - `redirecting`: the browser is on its way to the provider; the spinner keeps showing.
 * - `completing`: back from the provider (or from our server, for providers that answer it); the
 *   answer is checked against the request and handed to our server, which exchanges the code,
 *   verifies the ID token and answers with a session.
 * - `signedIn`: the session is started; complete users go to /time-line, others to
 *   /create-account.
 * Failures are logged and shown as a toast; the spinner stops and the user can try again.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { SessionUser } from './session.ts';

export type ProviderId = 'google' | 'apple';

export interface AuthorizationResponse {
  provider: ProviderId;
  params: Record<string, string>;
}

export interface SignInResult {
  sessionToken: string;
  user: SessionUser;
}

export type SignInEvent = { type: 'provider.chosen'; provider: ProviderId };

export const signInMachine = setup({
  types: {
    context: {} as { response: AuthorizationResponse | null; provider: ProviderId | null; error: string | null },
    events: {} as SignInEvent,
    input: {} as { response: AuthorizationResponse | null },
  },
  actors: {
    prepareAuthorization: fromPromise<string, { provider: ProviderId }>(async () => {
      throw new Error('prepareAuthorization is provided by the app');
    }),
    completeAuthorization: fromPromise<SignInResult, AuthorizationResponse>(async () => {
      throw new Error('completeAuthorization is provided by the app');
    }),
  },
  actions: {
    redirectToProvider: (_, _params: { url: string }) => {},
    startSession: (_, _params: SignInResult) => {},
    goToTimeline: () => {},
    goToCreateAccount: () => {},
    reportFailure: (_, _params: { error: unknown }) => {},
    rememberProvider: assign({
      provider: ({ event }) => {
        assertEvent(event, 'provider.chosen');
        return event.provider;
      },
      error: null,
    }),
    rememberError: assign({ error: (_, params: { error: unknown }) => String(params.error) }),
  },
  guards: {
    hasAuthorizationResponse: ({ context }) => context.response !== null,
    isProfileComplete: (_, params: SignInResult) => params.user.userStatus === 'complete',
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({ response: input.response, provider: input.response?.provider ?? null, error: null }),
  initial: 'checking',
  meta: {
    guards: {
      hasAuthorizationResponse: "the address holds the provider's answer (the person is coming back)",
      isProfileComplete: "the person's profile is complete (userStatus 'complete')",
    },
  },
  states: {
    checking: {
      description: 'Opening /signin: is the provider sending the person back?',
      meta: { route: '/signin', spec: '§2 /signin' },
      always: [
        { guard: 'hasAuthorizationResponse', target: 'completing', description: 'Back from the provider: finish the sign-in' },
        { target: 'idle', description: 'Here to start: the provider buttons show' },
      ],
    },
    idle: {
      description: "'Sign In' with 'Continue with Google' and 'Continue with Apple'",
      meta: { route: '/signin', spec: '§2 /signin' },
      on: {
        'provider.chosen': {
          target: 'preparing',
          actions: 'rememberProvider',
          description: "A tap on 'Continue with Google' or 'Continue with Apple'",
        },
      },
    },
    preparing: {
      description: 'Buttons disabled and a spinner while the sign-in is prepared',
      meta: { route: '/signin', spec: '§2 /signin' },
      invoke: {
        src: 'prepareAuthorization',
        input: ({ context }) => ({ provider: context.provider ?? 'google' }),
        onDone: {
          target: 'redirecting',
          actions: { type: 'redirectToProvider', params: ({ event }) => ({ url: event.output }) },
          description: "The browser goes to the provider's sign-in page",
        },
        onError: {
          target: 'idle',
          actions: [
            { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
            { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          ],
          description: "Could not start: the toast 'Sign-in did not complete. Please try again.'",
        },
      },
    },
    redirecting: {
      description: 'The spinner keeps showing while the browser goes to the provider',
      meta: { route: '/signin', spec: '§2 /signin' },
    },
    completing: {
      description: 'Back from the provider: a spinner while the sign-in finishes',
      meta: { route: '/signin', spec: '§2 /signin' },
      invoke: {
        src: 'completeAuthorization',
        input: ({ context }) => context.response ?? { provider: 'google', params: {} },
        onDone: [
          {
            guard: { type: 'isProfileComplete', params: ({ event }) => event.output },
            target: 'signedIn',
            actions: [{ type: 'startSession', params: ({ event }) => event.output }, 'goToTimeline'],
            description: 'Signed in with a complete profile: on to /time-line',
          },
          {
            target: 'signedIn',
            actions: [{ type: 'startSession', params: ({ event }) => event.output }, 'goToCreateAccount'],
            description: 'Signed in, profile not finished: on to /create-account',
          },
        ],
        onError: {
          target: 'idle',
          actions: [
            { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
            { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          ],
          description: "Failed: the toast 'Sign-in did not complete. Please try again.'; the spinner stops",
        },
      },
    },
    signedIn: { type: 'final', description: 'Signed in: left for /time-line or /create-account' },
  },
});

type SignInSnapshot = SnapshotFrom<typeof signInMachine>;
export const selectIsWorking = (s: SignInSnapshot) => !s.matches('idle');
export const selectCanChooseProvider = (s: SignInSnapshot) => s.can({ type: 'provider.chosen', provider: 'google' });
export const selectSignInError = (s: SignInSnapshot) => s.context.error;
