// @vitest-environment jsdom
/**
 * Model-based test of signing in: every arrow of the signIn chart is driven through the real
 * /signin screen (<SignInScreen> with the toast area), for a person arriving to start and for one
 * coming back from the provider. The two calls to our server are held by the test and answered
 * or failed; every state is checked on screen, in the session storage and in the route.
 */
import { expect, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { signInMachine, type AuthorizationResponse, type ProviderId, type SignInResult } from '../../machines/signIn.ts';
import { installJsdomPlatform } from './support/jsdom-platform.ts';
import { describeModel, type Drivers, type ModelStep } from './support/model-test.ts';
import { renderRouted } from './support/routed.tsx';

const RETURNING: AuthorizationResponse = { provider: 'google', params: { code: 'code-1', state: 'state-1' } };
const COMPLETE: SignInResult = {
  sessionToken: 'token-ada',
  user: { userId: 'ada', userLoginId: 'google|1', userDisplayName: 'Ada', userDPUrl: null, userStatus: 'complete' },
};
const NEW_PERSON: SignInResult = {
  sessionToken: 'token-ben',
  user: { userId: 'ben', userLoginId: 'google|2', userDisplayName: null, userDPUrl: null, userStatus: 'incomplete' },
} as unknown as SignInResult;
const FAILED_TOAST = 'Sign-in did not complete. Please try again.';

interface Held<T> {
  resolve: (value: T) => void;
  reject: (error: Error) => void;
}
let preparing: Held<string> | null;
let completing: Held<SignInResult> | null;
let asked: ProviderId[];
let router: ReturnType<typeof renderRouted>['router'];

async function mount(input: { response: AuthorizationResponse | null }) {
  vi.resetModules();
  sessionStorage.clear();
  preparing = null;
  completing = null;
  asked = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
  // The provider's answer in the address (or none), and our server's two calls, held by the test.
  vi.doMock('../../src/features/auth/oidc.ts', async (original) => ({
    ...(await original<typeof import('../../src/features/auth/oidc.ts')>()),
    readAuthorizationResponse: () => input.response,
  }));
  vi.doMock('../../src/features/auth/sign-in-actors.ts', () => ({
    prepareAuthorization: (provider: ProviderId) =>
      new Promise<string>((resolve, reject) => {
        asked.push(provider);
        preparing = { resolve, reject };
      }),
    completeAuthorization: () =>
      new Promise<SignInResult>((resolve, reject) => {
        completing = { resolve, reject };
      }),
  }));
  const { SignInScreen } = await import('../../src/features/auth/SignInScreen.tsx');
  const { Toasts } = await import('../../src/app/Toasts.tsx');
  ({ router } = renderRouted(
    <>
      <SignInScreen />
      <Toasts />
    </>,
    '/signin',
  ));
  await screen.findByRole('heading', { name: 'Sign In' });
}

const button = (label: 'Continue with Google' | 'Continue with Apple') => screen.getByRole('button', { name: label }) as HTMLButtonElement;
const buttonsEnabled = (enabled: boolean) => {
  expect(button('Continue with Google').disabled).toBe(!enabled);
  expect(button('Continue with Apple').disabled).toBe(!enabled);
};
const spinner = () => screen.queryByRole('progressbar', { name: 'Signing in' });
const failedBefore = ({ events }: ModelStep) => events.some((event) => event.type.startsWith('xstate.error.actor.'));

describeModel('signIn', {
  machine: signInMachine,
  inputs: { arriving: { response: null }, returning: { response: RETURNING } },
  mount,
  beforeAll: installJsdomPlatform,
  afterEach: () => {
    cleanup();
    vi.doUnmock('../../src/features/auth/oidc.ts');
    vi.doUnmock('../../src/features/auth/sign-in-actors.ts');
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    sessionStorage.clear();
  },
  states: {
    idle: (_s, step) => {
      buttonsEnabled(true);
      expect(spinner()).toBeNull();
      expect(sessionStorage.getItem('sessionToken')).toBeNull();
      // Each failure's toast shows for 2 s (a path takes less).
      if (failedBefore(step)) expect(screen.getAllByText(FAILED_TOAST).length).toBeGreaterThan(0);
      else expect(screen.queryByText(FAILED_TOAST)).toBeNull();
    },
    preparing: async (_s, step) => {
      buttonsEnabled(false);
      expect(spinner()).toBeTruthy();
      const chosen = step.events.findLast((event) => event.type === 'provider.chosen')!;
      await vi.waitFor(() => expect(asked.at(-1)).toBe(chosen.provider));
    },
    redirecting: (_s, step) => {
      buttonsEnabled(false);
      expect(spinner()).toBeTruthy();
      if (!failedBefore(step)) expect(screen.queryByText(FAILED_TOAST)).toBeNull();
    },
    completing: async () => {
      buttonsEnabled(false);
      expect(spinner()).toBeTruthy();
      await vi.waitFor(() => expect(completing).not.toBeNull());
    },
    signedIn: async (_s, step) => {
      const complete = (step.last!.output as SignInResult).user.userStatus === 'complete';
      await vi.waitFor(() => expect(router.state.location.pathname).toBe(complete ? '/time-line' : '/create-account'));
      expect(sessionStorage.getItem('sessionToken')).toBe(complete ? 'token-ada' : 'token-ben');
    },
  },
  // The chart's invocations have no id: XState names their answers after the state (actor 0 of it).
  drivers: {
    'provider.chosen': (event: { provider: ProviderId }) =>
      void fireEvent.click(button(event.provider === 'google' ? 'Continue with Google' : 'Continue with Apple')),
    'xstate.done.actor.0.signIn.preparing': async () => {
      await vi.waitFor(() => expect(preparing).not.toBeNull());
      // The browser would leave for the provider here (jsdom does not navigate).
      await act(async () => preparing!.resolve('https://accounts.example/authorize?state=s'));
    },
    'xstate.error.actor.0.signIn.preparing': async () => {
      await vi.waitFor(() => expect(preparing).not.toBeNull());
      await act(async () => preparing!.reject(new Error('offline')));
      await screen.findAllByText(FAILED_TOAST);
    },
    'xstate.done.actor.0.signIn.completing': async (event: { output: SignInResult }) => {
      await vi.waitFor(() => expect(completing).not.toBeNull());
      await act(async () => completing!.resolve(event.output));
    },
    'xstate.error.actor.0.signIn.completing': async () => {
      await vi.waitFor(() => expect(completing).not.toBeNull());
      await act(async () => completing!.reject(new Error('the code was refused')));
      await screen.findAllByText(FAILED_TOAST);
    },
  } satisfies Drivers<typeof signInMachine>,
  events: [
    { type: 'provider.chosen', provider: 'google' },
    { type: 'provider.chosen', provider: 'apple' },
    { type: 'xstate.done.actor.0.signIn.preparing', output: 'https://accounts.example/authorize?state=s' },
    { type: 'xstate.error.actor.0.signIn.preparing', error: new Error('offline') },
    { type: 'xstate.done.actor.0.signIn.completing', output: COMPLETE },
    { type: 'xstate.done.actor.0.signIn.completing', output: NEW_PERSON },
    { type: 'xstate.error.actor.0.signIn.completing', error: new Error('the code was refused') },
  ],
  serializeState: ({ value, context }) => `${JSON.stringify(value)} ${context.provider} ${context.error !== null}`,
  navigated: () => router.state.location.pathname,
});
