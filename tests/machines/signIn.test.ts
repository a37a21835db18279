import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { selectIsWorking, selectSignInError, signInMachine, type AuthorizationResponse, type SignInResult } from '../../machines/signIn.ts';

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
});
