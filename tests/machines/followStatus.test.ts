/**
 * followStatus's button (spec §4 Follow status): its label, the question it asks, the busy flag the
 * view disables buttons by, what a follow announces, and the failure each call reports.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { followLabel, followStatusMachine, selectBusy, selectQuestion, selectShown, type FollowStatus } from '../../machines/followStatus.ts';

type Call = 'sendFollow' | 'sendUnfollow' | 'sendBlock' | 'sendUnblock';
const never = () => new Promise<never>(() => {});

function start(status: FollowStatus, calls: Partial<Record<Call, () => Promise<unknown>>> = {}, isPrivate = false) {
  const effects = { announceFollowed: vi.fn(), reportFailure: vi.fn() };
  const actor = (name: Call) => fromPromise(() => (calls[name] ?? never)() as Promise<never>) as never;
  const machine = followStatusMachine.provide({
    actions: effects,
    actors: { sendFollow: actor('sendFollow'), sendUnfollow: actor('sendUnfollow'), sendBlock: actor('sendBlock'), sendUnblock: actor('sendUnblock') },
  });
  return { actor: createActor(machine, { input: { status, isPrivate } }).start(), effects };
}

describe('followLabel', () => {
  it("reads 'Follow', 'Following', 'Requested', 'Blocked', or nothing for yourself", () => {
    expect(followLabel(false)).toBe('Follow');
    expect(followLabel('accepted')).toBe('Following');
    expect(followLabel('pending')).toBe('Requested');
    expect(followLabel('blocked')).toBe('Blocked');
    expect(followLabel('self')).toBe('');
  });
  it("reads 'Follow Back' on the own followers list, and 'Follow' on other users' lists", () => {
    expect(followLabel(false, true)).toBe('Follow Back');
    expect(followLabel(false, false)).toBe('Follow');
    expect(followLabel('accepted', true)).toBe('Following');
  });
});

describe('followStatus questions and busy states', () => {
  it("asks before unfollowing, blocking and unblocking; 'Cancel' closes the question", () => {
    const { actor } = start('accepted');
    expect(selectQuestion(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'unfollow' });
    expect(selectQuestion(actor.getSnapshot())).toBe('unfollow');
    actor.send({ type: 'dismiss' });
    expect(selectQuestion(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'block' });
    expect(selectQuestion(actor.getSnapshot())).toBe('block');
    const blocked = start('blocked').actor;
    blocked.send({ type: 'unblock' });
    expect(selectQuestion(blocked.getSnapshot())).toBe('unblock');
  });

  it('is busy while each call is out, and not at rest or while asking', () => {
    const cases: [FollowStatus, ('follow' | 'unfollow' | 'confirm' | 'cancelRequest' | 'block' | 'unblock')[]][] = [
      [false, ['follow']],
      ['accepted', ['unfollow', 'confirm']],
      ['pending', ['cancelRequest']],
      [false, ['block', 'confirm']],
      ['blocked', ['unblock', 'confirm']],
    ];
    for (const [status, events] of cases) {
      const { actor } = start(status);
      expect(selectBusy(actor.getSnapshot())).toBe(false);
      for (const type of events) {
        expect(selectBusy(actor.getSnapshot())).toBe(false);
        actor.send({ type });
      }
      expect(selectBusy(actor.getSnapshot()), `${String(status)} → ${events.join(', ')}`).toBe(true);
    }
  });

  it("shows 'Following' at once for a public profile, 'Requested' for a private one", () => {
    const open = start(false).actor;
    open.send({ type: 'follow' });
    expect(selectShown(open.getSnapshot())).toBe('accepted');
    const closed = start(false, {}, true).actor;
    closed.send({ type: 'follow' });
    expect(selectShown(closed.getSnapshot())).toBe('pending');
  });
});

describe('followStatus answers', () => {
  it('announces a follow with the status the server answered', async () => {
    for (const answer of ['accepted', 'pending'] as const) {
      const { actor, effects } = start(false, { sendFollow: async () => answer });
      actor.send({ type: 'follow' });
      await waitFor(actor, (s) => s.matches(answer));
      expect(effects.announceFollowed).toHaveBeenCalledTimes(1);
      expect(effects.announceFollowed.mock.calls[0]![1]).toEqual({ status: answer });
      expect(selectShown(actor.getSnapshot())).toBe(answer);
    }
  });

  it('reports the error of every failed call, and shows what the server last said', async () => {
    const failure = new Error('offline');
    const fail = async () => Promise.reject(failure);
    const cases: [
      FollowStatus,
      Call,
      ('follow' | 'unfollow' | 'confirm' | 'cancelRequest' | 'block' | 'unblock')[],
      'notFollowing' | 'accepted' | 'pending' | 'blocked',
      FollowStatus,
    ][] = [
      [false, 'sendFollow', ['follow'], 'notFollowing', false],
      ['accepted', 'sendUnfollow', ['unfollow', 'confirm'], 'accepted', 'accepted'],
      ['pending', 'sendUnfollow', ['cancelRequest'], 'pending', 'pending'],
      ['accepted', 'sendBlock', ['block', 'confirm'], 'accepted', 'accepted'],
      ['blocked', 'sendUnblock', ['unblock', 'confirm'], 'blocked', 'blocked'],
    ];
    for (const [status, call, events, back, shown] of cases) {
      const { actor, effects } = start(status, { [call]: fail });
      for (const type of events) actor.send({ type });
      await waitFor(actor, (s) => s.matches(back) && !selectBusy(s));
      expect(effects.reportFailure, `${call} from ${String(status)}`).toHaveBeenCalledTimes(1);
      expect(effects.reportFailure.mock.calls[0]![1]).toEqual({ error: failure });
      expect(selectShown(actor.getSnapshot())).toBe(shown);
    }
  });
});
