import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { likeMachine, selectShown, type LikeState } from '../../machines/like.ts';
import { call } from './support/calls.ts';

function start(like: LikeState, signedIn = true) {
  const save = call<LikeState, { liked: boolean }>();
  const effects = { goToSignIn: vi.fn(), reportFailure: vi.fn() };
  const actor = createActor(likeMachine.provide({ actors: { saveLike: save.logic }, actions: effects }), { input: { ...like, signedIn } }).start();
  const shown = () => selectShown(actor.getSnapshot());
  return { actor, save, effects, shown };
}

describe('like (spec §4 Like)', () => {
  it('shows the heart and count as read', () => {
    const { actor, shown } = start({ liked: false, count: 7 });
    expect(likeMachine.id).toBe('like');
    expect(actor.getSnapshot().value).toBe('idle');
    expect(shown()).toEqual({ liked: false, count: 7 });
    expect(actor.getSnapshot().context.confirmed).toEqual({ liked: false, count: 7 });
  });

  it('a tap likes at once (+1), then the call goes out; the server answer is kept', async () => {
    const { actor, save, shown } = start({ liked: false, count: 7 });
    actor.send({ type: 'toggled' });
    expect(shown()).toEqual({ liked: true, count: 8 });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(save.inputs).toEqual([{ liked: true }]);
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['saveLike']);
    await save.resolve({ liked: true, count: 10 });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(shown()).toEqual({ liked: true, count: 10 });
    expect(actor.getSnapshot().context.confirmed).toEqual({ liked: true, count: 10 });
  });

  it('a tap on a liked heart unlikes at once (−1)', () => {
    const { actor, save, shown } = start({ liked: true, count: 3 });
    actor.send({ type: 'toggled' });
    expect(shown()).toEqual({ liked: false, count: 2 });
    expect(save.inputs).toEqual([{ liked: false }]);
  });

  it('taps while saving change the heart at once, and the last tap is sent after the first call', async () => {
    const { actor, save, shown } = start({ liked: false, count: 7 });
    actor.send({ type: 'toggled' });
    actor.send({ type: 'toggled' });
    expect(shown()).toEqual({ liked: false, count: 7 });
    expect(save.count).toBe(1);
    await save.resolve({ liked: true, count: 8 });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(save.inputs).toEqual([{ liked: true }, { liked: false }]);
    expect(actor.getSnapshot().context.confirmed).toEqual({ liked: true, count: 8 });
    expect(shown()).toEqual({ liked: false, count: 7 });
    await save.resolve({ liked: false, count: 7 });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(shown()).toEqual({ liked: false, count: 7 });
  });

  it('a failed call puts back what the server last confirmed, and reports it', async () => {
    const { actor, save, effects, shown } = start({ liked: false, count: 7 });
    actor.send({ type: 'toggled' });
    const error = new Error('offline');
    await save.reject(error);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(shown()).toEqual({ liked: false, count: 7 });
    expect(effects.reportFailure).toHaveBeenCalledWith(expect.anything(), { error });
  });

  it('a signed-out tap goes to /signin and changes nothing', () => {
    const { actor, save, effects, shown } = start({ liked: false, count: 7 }, false);
    actor.send({ type: 'toggled' });
    expect(effects.goToSignIn).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(shown()).toEqual({ liked: false, count: 7 });
    expect(save.count).toBe(0);
  });

  it('a signed-in tap does not go to /signin', () => {
    const { actor, effects } = start({ liked: false, count: 7 });
    actor.send({ type: 'toggled' });
    expect(effects.goToSignIn).not.toHaveBeenCalled();
  });

  it('a fresh read is shown when idle, and ignored while a call is out', async () => {
    const { actor, save, shown } = start({ liked: false, count: 7 });
    actor.send({ type: 'read', like: { liked: true, count: 20 } });
    expect(shown()).toEqual({ liked: true, count: 20 });
    expect(actor.getSnapshot().context.confirmed).toEqual({ liked: true, count: 20 });
    actor.send({ type: 'toggled' });
    actor.send({ type: 'read', like: { liked: true, count: 50 } });
    expect(shown()).toEqual({ liked: false, count: 19 });
    await save.reject();
    expect(shown()).toEqual({ liked: true, count: 20 });
  });
});
