import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  SESSION_EXPIRED_TOAST,
  selectExpiryMessage,
  selectIsSignedIn,
  selectIsSigningOut,
  selectSessionToken,
  selectSessionUser,
  sessionMachine,
} from '../../machines/session.ts';

const user = { userId: 'u1', userLoginId: 'google|1', userDisplayName: 'Ada', userDPUrl: null, userStatus: 'new' };

function start(stored: { sessionToken: string | null; user?: typeof user | null }, expire: () => Promise<void> = async () => {}) {
  const effects = { storeSession: vi.fn(), clearStorage: vi.fn(), closeStreams: vi.fn(), goToSignIn: vi.fn(), showExpiredToast: vi.fn() };
  const expireSession = vi.fn((_input: { userId: string }) => expire());
  const machine = sessionMachine.provide({ actions: effects, actors: { expireSession: fromPromise(({ input }) => expireSession(input as never)) } });
  const actor = createActor(machine, {
    input: { sessionToken: stored.sessionToken, user: stored.user !== undefined ? stored.user : stored.sessionToken ? user : null },
  }).start();
  return { actor, effects, expireSession };
}

describe('session', () => {
  it('restores a stored token as signed in, and no token as signed out', () => {
    expect(selectIsSignedIn(start({ sessionToken: 'tok' }).actor.getSnapshot())).toBe(true);
    expect(selectIsSignedIn(start({ sessionToken: null }).actor.getSnapshot())).toBe(false);
  });

  it('stores a started session', () => {
    const { actor, effects } = start({ sessionToken: null });
    actor.send({ type: 'session.started', sessionToken: 'new-token', user });
    expect(selectSessionToken(actor.getSnapshot())).toBe('new-token');
    expect(effects.storeSession).toHaveBeenCalledTimes(1);
  });

  it('on a 401 clears storage, closes streams, goes to /signin and shows the toast', () => {
    const { actor, effects } = start({ sessionToken: 'tok' });
    actor.send({ type: 'session.unauthorized' });
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(false);
    expect(selectSessionToken(actor.getSnapshot())).toBeNull();
    for (const effect of ['clearStorage', 'closeStreams', 'goToSignIn', 'showExpiredToast'] as const) expect(effects[effect]).toHaveBeenCalledTimes(1);
  });

  it('logs out through the server, and still clears everything when that call fails', async () => {
    for (const expire of [async () => {}, async () => Promise.reject(new Error('offline'))]) {
      const { actor, effects, expireSession } = start({ sessionToken: 'tok' }, expire);
      actor.send({ type: 'logout.requested' });
      await waitFor(actor, (s) => s.matches({ auth: 'signedOut' }));
      expect(expireSession).toHaveBeenCalledWith({ userId: 'u1' });
      expect(effects.clearStorage).toHaveBeenCalledTimes(1);
      expect(effects.goToSignIn).toHaveBeenCalledTimes(1);
      expect(effects.showExpiredToast).not.toHaveBeenCalled();
    }
  });

  it('shows the expiry modal with its message until closed', () => {
    const { actor } = start({ sessionToken: null });
    expect(selectExpiryMessage(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'expiryModal.opened', message: 'Please sign in again.' });
    expect(selectExpiryMessage(actor.getSnapshot())).toBe('Please sign in again.');
    actor.send({ type: 'expiryModal.closed' });
    expect(selectExpiryMessage(actor.getSnapshot())).toBeNull();
  });

  it("the 401 toast reads 'You session has been expired. Please sign in again to continue.'", () => {
    expect(SESSION_EXPIRED_TOAST).toBe('You session has been expired. Please sign in again to continue.');
  });

  it('gives the signed-in user, and says when it is signing out', () => {
    const { actor } = start({ sessionToken: 'tok' }, () => new Promise(() => {}));
    expect(selectSessionUser(actor.getSnapshot())).toEqual(user);
    expect(selectIsSigningOut(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'logout.requested' });
    expect(selectIsSigningOut(actor.getSnapshot())).toBe(true);
  });

  it('a stored token without a user: a saved name adds no user, and logging out tells the server an empty userId', async () => {
    const { actor, expireSession } = start({ sessionToken: 'tok', user: null });
    actor.send({ type: 'profile.updated', userDisplayName: 'Ada L.' });
    expect(selectSessionUser(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'logout.requested' });
    await waitFor(actor, (s) => s.matches({ auth: 'signedOut' }));
    expect(expireSession).toHaveBeenCalledWith({ userId: '' });
  });
});
