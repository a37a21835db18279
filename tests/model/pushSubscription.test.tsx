// @vitest-environment jsdom
/**
 * Model-based test of the Web Push subscription: every transition of the pushSubscription chart,
 * for a browser without push, one that already subscribed this person, and a new one, is driven
 * through the app's own flow (startPush) with a fake service worker and push manager the test
 * controls and a fake gateway; what it registered, sent and stored is checked in every state.
 */
import { expect, vi } from 'vitest';
import { act } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { pushSubscriptionMachine, type PushInput } from '../../machines/pushSubscription.ts';
import { failure, installFakeApi } from './support/fake-api.ts';
import { installJsdomPlatform } from './support/jsdom-platform.ts';
import { describeModel, type Drivers } from './support/model-test.ts';

type Snap = SnapshotFrom<typeof pushSubscriptionMachine>;
const SUBSCRIPTION = { endpoint: 'https://push.example/abc', expirationTime: null, keys: { p256dh: 'p256', auth: 'auth' } };
const KEY = 'BPjJ8RxF3X0nZ3Xw1dJ2o9mJQn4i2y0nVXb5x7m2mQ3w0p6Vq1e8yQ9n1kG3h2l5';

let api: ReturnType<typeof installFakeApi>;
let register: ReturnType<typeof vi.fn>;
let pendingRegistration: { resolve: (value: unknown) => void; reject: (error: Error) => void } | null = null;

async function mount(input: PushInput) {
  vi.resetModules();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.clear();
  if (input.subscriberId) localStorage.setItem('notificationSubscriberId', input.subscriberId);
  register = vi.fn(() => new Promise((resolve, reject) => (pendingRegistration = { resolve, reject })));
  if (input.supported) {
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register } });
    vi.stubGlobal('PushManager', class {});
  } else {
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: undefined });
    delete (window as { PushManager?: unknown }).PushManager;
  }
  api = installFakeApi({ VapidPublicKey: () => ({ getVapidPublicKey: { publicKey: KEY } }), SubscribePush: () => ({ subscribePush: { subscribed: true } }) });
  api.holdWhere('SubscribePush', () => true);
  const { startPush } = await import('../../src/features/notifications/push.ts');
  startPush('bob');
}

const eventually = (check: () => void) => vi.waitFor(check, { timeout: 2000 });
const sent = () => api.calls.filter((c) => c.operation === 'SubscribePush');

const states = {
  unsupported: async () => {
    expect(register).not.toHaveBeenCalled();
    expect(api.calls).toHaveLength(0);
  },
  done: async () => {
    expect(register).not.toHaveBeenCalled();
    expect(localStorage.getItem('notificationSubscriberId')).toBe('bob');
  },
  subscribing: () => eventually(() => expect(register).toHaveBeenCalledWith('/sw.js', { updateViaCache: 'none' })),
  saving: () =>
    eventually(() => {
      expect(api.isHeld('SubscribePush')).toBe(true);
      expect(sent().at(-1)!.variables).toEqual({ userId: 'bob', input: SUBSCRIPTION });
    }),
  subscribed: () => eventually(() => expect(localStorage.getItem('notificationSubscriberId')).toBe('bob')),
  failed: async () => {
    await act(async () => {});
    // Not stored as this person's subscriber, so the next visit tries again.
    expect(localStorage.getItem('notificationSubscriberId')).not.toBe('bob');
  },
} satisfies Record<string, (snapshot: Snap) => Promise<void>>;

const registration = () => ({
  pushManager: {
    getSubscription: async () => null,
    subscribe: async (options: { applicationServerKey: Uint8Array; userVisibleOnly: boolean }) => {
      expect(options.userVisibleOnly).toBe(true);
      expect(options.applicationServerKey).toBeInstanceOf(Uint8Array);
      return { toJSON: () => SUBSCRIPTION };
    },
  },
});

const events = {
  'xstate.done.actor.subscribe': async () => {
    await eventually(() => expect(pendingRegistration).not.toBeNull());
    await act(async () => pendingRegistration!.resolve(registration()));
  },
  'xstate.error.actor.subscribe': async () => {
    await eventually(() => expect(pendingRegistration).not.toBeNull());
    await act(async () => pendingRegistration!.reject(new Error('Registration failed: permission denied')));
  },
  'xstate.done.actor.sendSubscription': async () => {
    await eventually(() => expect(api.isHeld('SubscribePush')).toBe(true));
    await act(async () => api.settle('SubscribePush', { subscribePush: { subscribed: true } }));
  },
  'xstate.error.actor.sendSubscription': async () => {
    await eventually(() => expect(api.isHeld('SubscribePush')).toBe(true));
    await act(async () => api.settle('SubscribePush', failure(400, 'endpoint must match format "uri"')));
  },
} satisfies Drivers<typeof pushSubscriptionMachine>;

const sampleEvents = [
  { type: 'xstate.done.actor.subscribe', output: SUBSCRIPTION },
  { type: 'xstate.error.actor.subscribe', error: new Error('denied') },
  { type: 'xstate.done.actor.sendSubscription', output: undefined },
  { type: 'xstate.error.actor.sendSubscription', error: new Error('refused') },
];
const inputs: PushInput[] = [
  { userId: 'bob', supported: false, subscriberId: null },
  { userId: 'bob', supported: true, subscriberId: 'bob' },
  { userId: 'bob', supported: true, subscriberId: 'someone-else' },
];

describeModel('pushSubscription', {
  machine: pushSubscriptionMachine,
  inputs: Object.fromEntries(inputs.map((input) => [JSON.stringify(input), input])),
  mount: async (input) => {
    await mount(input);
  },
  beforeAll: installJsdomPlatform,
  afterEach: () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    pendingRegistration = null;
    localStorage.clear();
  },
  states,
  drivers: events,
  events: sampleEvents as never,
  arrival: true,
});
