/**
 * onboarding (spec §4 Onboarding): the redirect the page's loader reads, the Pod the editor opens,
 * and arrivals on the interests page.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { offTrackRedirect, onboardingMachine, selectRedirect, type Arrival, type OnboardingUser } from '../../machines/onboarding.ts';

const noAccount: OnboardingUser = { userName: null, userStatus: 'new', interestCount: 0 };
const noPod: OnboardingUser = { userName: 'ada', userStatus: 'new', interestCount: 0 };
const complete: OnboardingUser = { userName: 'ada', userStatus: 'complete', interestCount: 0 };
const arrive = (path: string, user: OnboardingUser | null): { type: 'route.entered' } & Arrival => ({
  type: 'route.entered',
  path,
  changePodTheme: false,
  user,
});

function start() {
  const effects = { goToPodTemplates: vi.fn(), goToEditor: vi.fn(), goToInterests: vi.fn() };
  return { actor: createActor(onboardingMachine.provide({ actions: effects })).start(), effects };
}

describe('offTrackRedirect', () => {
  it('takes any number of trailing slashes off the path', () => {
    expect(offTrackRedirect('account', { path: '/create-account//', changePodTheme: false, user: noAccount })).toBeNull();
    expect(offTrackRedirect('template', { path: '/pod-templates///', changePodTheme: false, user: noPod })).toBeNull();
  });
});

describe('onboarding', () => {
  it('redirects nowhere before the first page is read', () => {
    const { actor } = start();
    expect(selectRedirect(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().context).toEqual({ redirectTo: null, postId: null });
  });

  it('after registering, the redirect to /create-account is gone and /pod-templates opens', () => {
    const { actor, effects } = start();
    actor.send(arrive('/time-line', noAccount));
    expect(selectRedirect(actor.getSnapshot())).toBe('/create-account');
    actor.send({ type: 'account.created' });
    expect(selectRedirect(actor.getSnapshot())).toBeNull();
    expect(effects.goToPodTemplates).toHaveBeenCalledTimes(1);
  });

  it("'Start Editing' opens the chosen Pod in the editor", () => {
    const { actor, effects } = start();
    actor.send(arrive('/pod-templates', noPod));
    actor.send({ type: 'pod.chosen', postId: 'post-9' });
    actor.send({ type: 'editing.chosen' });
    expect(effects.goToEditor).toHaveBeenCalledTimes(1);
    expect(effects.goToEditor.mock.calls[0]![1]).toEqual({ postId: 'post-9' });
  });

  function onInterests() {
    const started = start();
    started.actor.send(arrive('/pod-templates', noPod));
    started.actor.send({ type: 'pod.chosen', postId: 'post-9' });
    started.actor.send({ type: 'exploring.chosen' });
    expect(started.actor.getSnapshot().matches('choosingInterests')).toBe(true);
    return started.actor;
  }

  it('reloading /interests-selection/ (trailing slashes too) keeps the interests step', () => {
    for (const path of ['/interests-selection', '/interests-selection/', '/interests-selection//']) {
      const actor = onInterests();
      actor.send(arrive(path, complete));
      expect(actor.getSnapshot().value, path).toBe('choosingInterests');
      expect(selectRedirect(actor.getSnapshot())).toBeNull();
    }
  });

  it('on the interests page, a user without an account goes to /create-account, and without a session to /signin', () => {
    const actor = onInterests();
    actor.send(arrive('/interests-selection', noAccount));
    expect(actor.getSnapshot().value).toBe('creatingAccount');
    expect(selectRedirect(actor.getSnapshot())).toBe('/create-account');
    const other = onInterests();
    other.send(arrive('/interests-selection', null));
    expect(other.getSnapshot().value).toBe('signedOut');
    expect(selectRedirect(other.getSnapshot())).toBe('/signin');
  });
});
