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
  states: {
    checking: {
      always: [{ guard: 'hasAuthorizationResponse', target: 'completing' }, { target: 'idle' }],
    },
    idle: {
      on: { 'provider.chosen': { target: 'preparing', actions: 'rememberProvider' } },
    },
    preparing: {
      invoke: {
        src: 'prepareAuthorization',
        input: ({ context }) => ({ provider: context.provider ?? 'google' }),
        onDone: {
          target: 'redirecting',
          actions: { type: 'redirectToProvider', params: ({ event }) => ({ url: event.output }) },
        },
        onError: {
          target: 'idle',
          actions: [
            { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
            { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    redirecting: {},
    completing: {
      invoke: {
        src: 'completeAuthorization',
        input: ({ context }) => context.response ?? { provider: 'google', params: {} },
        onDone: [
          {
            guard: { type: 'isProfileComplete', params: ({ event }) => event.output },
            target: 'signedIn',
            actions: [{ type: 'startSession', params: ({ event }) => event.output }, 'goToTimeline'],
          },
          {
            target: 'signedIn',
            actions: [{ type: 'startSession', params: ({ event }) => event.output }, 'goToCreateAccount'],
          },
        ],
        onError: {
          target: 'idle',
          actions: [
            { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
            { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    signedIn: { type: 'final' },
  },
});

type SignInSnapshot = SnapshotFrom<typeof signInMachine>;
export const selectIsWorking = (s: SignInSnapshot) => !s.matches('idle');
export const selectCanChooseProvider = (s: SignInSnapshot) => s.can({ type: 'provider.chosen', provider: 'google' });
export const selectSignInError = (s: SignInSnapshot) => s.context.error;
