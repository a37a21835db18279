import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  selectCanChooseProvider,
  selectIsWorking,
  selectSignInError,
  signInMachine,
  type AuthorizationResponse,
  type ProviderId,
  type SignInResult,
} from '../../machines/signIn.ts';
import { call } from './support/calls.ts';

const result = (userStatus: string): SignInResult => ({
  sessionToken: 'tok',
  user: { userId: 'u1', userLoginId: 'google|1', userDisplayName: null, userDPUrl: null, userStatus },
});

function start(response: AuthorizationResponse | null, fakes: { prepare?: () => Promise<string>; complete?: () => Promise<SignInResult> } = {}) {
  const effects = { redirectToProvider: vi.fn(), startSession: vi.fn(), goToTimeline: vi.fn(), goToCreateAccount: vi.fn(), reportFailure: vi.fn() };
  const machine = signInMachine.provide({
    actions: {
      redirectToProvider: (_, params) => effects.redirectToProvider(params),
      startSession: (_, params) => effects.startSession(params),
      goToTimeline: effects.goToTimeline,
      goToCreateAccount: effects.goToCreateAccount,
      reportFailure: (_, params) => effects.reportFailure(params),
    },
    actors: {
      prepareAuthorization: fromPromise(fakes.prepare ?? (async () => 'https://issuer.example/authorize?x=1')),
      completeAuthorization: fromPromise(fakes.complete ?? (async () => result('new'))),
    },
  });
  return { actor: createActor(machine, { input: { response } }).start(), effects };
}

const answer: AuthorizationResponse = { provider: 'google', params: { code: 'c', state: 's' } };

describe('signIn', () => {
  it('waits for a provider, then prepares the request and redirects to it', async () => {
    const { actor, effects } = start(null);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'provider.chosen', provider: 'apple' });
    expect(selectIsWorking(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(effects.redirectToProvider).toHaveBeenCalledWith({ url: 'https://issuer.example/authorize?x=1' });
  });

  it('stops the spinner and reports a failed preparation', async () => {
    const { actor, effects } = start(null, { prepare: async () => Promise.reject(new Error('offline')) });
    actor.send({ type: 'provider.chosen', provider: 'google' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(selectIsWorking(actor.getSnapshot())).toBe(false);
    expect(selectSignInError(actor.getSnapshot())).toContain('offline');
    expect(effects.reportFailure).toHaveBeenCalledTimes(1);
  });

  it('completes a returning answer: new users go to /create-account', async () => {
    const { actor, effects } = start(answer);
    await waitFor(actor, (s) => s.status === 'done');
    expect(effects.startSession).toHaveBeenCalledWith(result('new'));
    expect(effects.goToCreateAccount).toHaveBeenCalledTimes(1);
    expect(effects.goToTimeline).not.toHaveBeenCalled();
  });

  it('sends complete users to /time-line', async () => {
    const { actor, effects } = start(answer, { complete: async () => result('complete') });
    await waitFor(actor, (s) => s.status === 'done');
    expect(effects.goToTimeline).toHaveBeenCalledTimes(1);
  });

  it('returns to idle when the answer is refused', async () => {
    const { actor, effects } = start(answer, { complete: async () => Promise.reject(new Error('state mismatch')) });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(effects.startSession).not.toHaveBeenCalled();
    expect(effects.reportFailure).toHaveBeenCalledTimes(1);
  });

  describe('the calls and what the screen is told', () => {
    function controlled(response: AuthorizationResponse | null) {
      const prepare = call<string, { provider: ProviderId }>();
      const complete = call<SignInResult, AuthorizationResponse>();
      const effects = { redirectToProvider: vi.fn(), startSession: vi.fn(), goToTimeline: vi.fn(), goToCreateAccount: vi.fn(), reportFailure: vi.fn() };
      const machine = signInMachine.provide({ actions: effects, actors: { prepareAuthorization: prepare.logic, completeAuthorization: complete.logic } });
      const actor = createActor(machine, { input: { response } }).start();
      return { actor, prepare, complete, effects };
    }

    it('asks for the chosen provider and remembers it; the buttons are off meanwhile', async () => {
      const { actor, prepare, effects } = controlled(null);
      expect(signInMachine.id).toBe('signIn');
      expect(actor.getSnapshot().context).toEqual({ response: null, provider: null, error: null });
      expect(selectCanChooseProvider(actor.getSnapshot())).toBe(true);
      expect(selectIsWorking(actor.getSnapshot())).toBe(false);
      actor.send({ type: 'provider.chosen', provider: 'apple' });
      expect(actor.getSnapshot().value).toBe('preparing');
      expect(actor.getSnapshot().context.provider).toBe('apple');
      expect(prepare.inputs).toEqual([{ provider: 'apple' }]);
      expect(selectCanChooseProvider(actor.getSnapshot())).toBe(false);
      await prepare.resolve('https://appleid.example/auth');
      expect(effects.redirectToProvider).toHaveBeenCalledWith(expect.anything(), { url: 'https://appleid.example/auth' });
      expect(selectIsWorking(actor.getSnapshot())).toBe(true);
    });

    it('a failed preparation shows its reason, reports it, and a new choice clears the reason', async () => {
      const { actor, prepare, effects } = controlled(null);
      actor.send({ type: 'provider.chosen', provider: 'google' });
      const error = new Error('offline');
      await prepare.reject(error);
      expect(selectSignInError(actor.getSnapshot())).toBe('Error: offline');
      expect(effects.reportFailure).toHaveBeenCalledWith(expect.anything(), { error });
      actor.send({ type: 'provider.chosen', provider: 'google' });
      expect(selectSignInError(actor.getSnapshot())).toBeNull();
    });

    it("finishes the provider's answer it came back with, for that provider", async () => {
      const appleAnswer: AuthorizationResponse = { provider: 'apple', params: { code: 'c' } };
      const { actor, complete, effects } = controlled(appleAnswer);
      expect(actor.getSnapshot().value).toBe('completing');
      expect(actor.getSnapshot().context.provider).toBe('apple');
      expect(complete.inputs).toEqual([appleAnswer]);
      const signedIn = result('complete');
      await complete.resolve(signedIn);
      expect(actor.getSnapshot().value).toBe('signedIn');
      expect(effects.startSession).toHaveBeenCalledWith(expect.anything(), signedIn);
      expect(effects.goToTimeline).toHaveBeenCalledTimes(1);
      expect(effects.goToCreateAccount).not.toHaveBeenCalled();
    });

    it('a refused answer shows its reason and reports it; the buttons come back', async () => {
      const { actor, complete, effects } = controlled(answer);
      const error = new Error('state mismatch');
      await complete.reject(error);
      expect(actor.getSnapshot().value).toBe('idle');
      expect(selectSignInError(actor.getSnapshot())).toBe('Error: state mismatch');
      expect(effects.reportFailure).toHaveBeenCalledWith(expect.anything(), { error });
      expect(selectCanChooseProvider(actor.getSnapshot())).toBe(true);
    });
  });
});
