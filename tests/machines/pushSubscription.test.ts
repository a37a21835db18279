import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { pushSubscriptionMachine, type PushInput } from '../../machines/pushSubscription.ts';
import { call } from './support/calls.ts';

const subscription: PushSubscriptionJSON = { endpoint: 'https://push.example/1', keys: { p256dh: 'k', auth: 'a' } };

function start(input: PushInput) {
  const subscribe = call<PushSubscriptionJSON>();
  const send = call<void, { userId: string; subscription: PushSubscriptionJSON }>();
  const effects = { storeSubscriber: vi.fn(), reportFailure: vi.fn() };
  const machine = pushSubscriptionMachine.provide({ actors: { subscribe: subscribe.logic, sendSubscription: send.logic }, actions: effects });
  const actor = createActor(machine, { input }).start();
  return { actor, subscribe, send, effects, snap: () => actor.getSnapshot() };
}

describe('push subscription (spec §4: once per user, where supported)', () => {
  it('does nothing where there is no service worker or push', () => {
    const { snap, subscribe } = start({ userId: 'u1', supported: false, subscriberId: null });
    expect(pushSubscriptionMachine.id).toBe('pushSubscription');
    expect(snap().value).toBe('unsupported');
    expect(snap().status).toBe('done');
    expect(subscribe.count).toBe(0);
  });

  it('does nothing when this browser already subscribed this person', () => {
    const { snap, subscribe } = start({ userId: 'u1', supported: true, subscriberId: 'u1' });
    expect(snap().value).toBe('done');
    expect(snap().status).toBe('done');
    expect(subscribe.count).toBe(0);
  });

  it('subscribes, sends the subscription, then stores the user id as subscriber', async () => {
    const { snap, subscribe, send, effects } = start({ userId: 'u1', supported: true, subscriberId: 'someone-else' });
    expect(snap().value).toBe('subscribing');
    expect(snap().context).toEqual({ userId: 'u1', supported: true, subscriberId: 'someone-else', subscription: null });
    expect(subscribe.count).toBe(1);
    expect(Object.keys(snap().children)).toEqual(['subscribe']);
    await subscribe.resolve(subscription);
    expect(snap().value).toBe('saving');
    expect(snap().context.subscription).toEqual(subscription);
    expect(send.inputs).toEqual([{ userId: 'u1', subscription }]);
    expect(Object.keys(snap().children)).toEqual(['sendSubscription']);
    expect(effects.storeSubscriber).not.toHaveBeenCalled();
    await send.resolve();
    expect(snap().value).toBe('subscribed');
    expect(snap().status).toBe('done');
    expect(effects.storeSubscriber).toHaveBeenCalledWith(expect.anything(), { userId: 'u1' });
  });

  it('a refused subscription fails quietly (tried again next visit)', async () => {
    const { snap, subscribe, send, effects } = start({ userId: 'u1', supported: true, subscriberId: null });
    const error = new Error('NotAllowedError');
    await subscribe.reject(error);
    expect(snap().value).toBe('failed');
    expect(snap().status).toBe('done');
    expect(send.count).toBe(0);
    expect(effects.reportFailure).toHaveBeenCalledWith(expect.anything(), { error });
  });

  it('a failed send does not store the subscriber', async () => {
    const { snap, subscribe, send, effects } = start({ userId: 'u1', supported: true, subscriberId: null });
    await subscribe.resolve(subscription);
    const error = new Error('500');
    await send.reject(error);
    expect(snap().value).toBe('failed');
    expect(effects.storeSubscriber).not.toHaveBeenCalled();
    expect(effects.reportFailure).toHaveBeenCalledWith(expect.anything(), { error });
  });
});
