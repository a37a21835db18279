import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import {
  MAX_BACKOFF_MS,
  backoffMs,
  notificationsMachine,
  selectDots,
  type LiveNotification,
  type MessageSignal,
  type StreamMessage,
} from '../../machines/notifications.ts';
import { call } from './support/calls.ts';

const follower: LiveNotification = { notificationId: 11, notificationType: 'New Follower', kind: 'follower', notificationText: 'Ada followed you' };
const invitation: LiveNotification = { notificationId: 12, notificationType: 'Event Invitation', kind: 'event', notificationText: 'Party' };

function start() {
  const streams: { userId: string; lastEventId: number | null }[] = [];
  let open = 0;
  const stream = fromCallback<StreamMessage, { userId: string; lastEventId: number | null }>(({ input }) => {
    streams.push(input);
    open += 1;
    return () => (open -= 1);
  });
  const loadUnread = call<{ follower: number; event: number }, { userId: string }>();
  const effects = { announce: vi.fn(), markRead: vi.fn(), relayMessage: vi.fn() };
  const actor = createActor(notificationsMachine.provide({ actors: { stream, loadUnread: loadUnread.logic }, actions: effects })).start();
  return { actor, streams, loadUnread, effects, openStreams: () => open };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('live notifications (spec §4 Live notifications)', () => {
  it('backs off 1 s, 2 s, 4 s … at most 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(backoffMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(MAX_BACKOFF_MS).toBe(30_000);
  });

  it('nobody signed in: no stream, no dots', () => {
    const { actor, streams } = start();
    expect(notificationsMachine.id).toBe('notifications');
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ userId: null, lastEventId: null, attempt: 0, unread: { follower: 0, event: 0 } });
    expect(selectDots(actor.getSnapshot())).toEqual({ friends: false, events: false });
    expect(streams).toEqual([]);
  });

  it('signing in opens the stream for the user; connected, it reads the unread counts once', async () => {
    const { actor, streams, loadUnread } = start();
    actor.send({ type: 'start', userId: 'u1' });
    expect(actor.getSnapshot().value).toEqual({ live: 'connecting' });
    expect(streams).toEqual([{ userId: 'u1', lastEventId: null }]);
    expect(loadUnread.count).toBe(0);
    actor.send({ type: 'stream.opened' });
    expect(actor.getSnapshot().value).toEqual({ live: { connected: 'counting' } });
    expect(loadUnread.inputs).toEqual([{ userId: 'u1' }]);
    expect(Object.keys(actor.getSnapshot().children).sort()).toEqual(['loadUnread', 'stream']);
    await loadUnread.resolve({ follower: 2, event: 0 });
    expect(actor.getSnapshot().value).toEqual({ live: { connected: 'counted' } });
    expect(selectDots(actor.getSnapshot())).toEqual({ friends: true, events: false });
  });

  it('unread counts that fail to load leave the dots as they are', async () => {
    const { actor, loadUnread } = start();
    actor.send({ type: 'start', userId: 'u1' });
    actor.send({ type: 'stream.opened' });
    await loadUnread.reject();
    expect(actor.getSnapshot().value).toEqual({ live: { connected: 'counted' } });
    expect(selectDots(actor.getSnapshot())).toEqual({ friends: false, events: false });
  });

  it("'New Follower' lights Friends' dot, 'Event Invitation' Events', each with a browser notification", () => {
    const { actor, effects } = start();
    actor.send({ type: 'start', userId: 'u1' });
    actor.send({ type: 'stream.notification', notification: follower });
    expect(selectDots(actor.getSnapshot())).toEqual({ friends: true, events: false });
    expect(effects.announce).toHaveBeenLastCalledWith(expect.anything(), { notification: follower });
    actor.send({ type: 'stream.notification', notification: invitation });
    expect(selectDots(actor.getSnapshot())).toEqual({ friends: true, events: true });
    expect(actor.getSnapshot().context.unread).toEqual({ follower: 1, event: 1 });
    expect(actor.getSnapshot().context.lastEventId).toBe(12);
    actor.send({ type: 'stream.notification', notification: { ...follower, notificationId: 13 } });
    expect(actor.getSnapshot().context.unread).toEqual({ follower: 2, event: 1 });
  });

  it("'Dropped In' (someone followed came into the person's Pod) is announced and lights no dot", () => {
    const { actor, effects } = start();
    actor.send({ type: 'start', userId: 'u1' });
    const droppedIn: LiveNotification = { notificationId: 14, notificationType: 'Dropped In', kind: 'pod', notificationText: 'Ada dropped into your Pod' };
    actor.send({ type: 'stream.notification', notification: droppedIn });
    expect(actor.getSnapshot().context.unread).toEqual({ follower: 0, event: 0 });
    expect(actor.getSnapshot().context.lastEventId).toBe(14);
    expect(effects.announce).toHaveBeenLastCalledWith(expect.anything(), { notification: droppedIn });
  });

  it('opening Friends or Events marks that kind read: its dot goes out and the server is told', () => {
    const { actor, effects } = start();
    actor.send({ type: 'start', userId: 'u1' });
    actor.send({ type: 'stream.notification', notification: follower });
    actor.send({ type: 'stream.notification', notification: invitation });
    actor.send({ type: 'read', kind: 'follower' });
    expect(selectDots(actor.getSnapshot())).toEqual({ friends: false, events: true });
    expect(actor.getSnapshot().context.unread).toEqual({ follower: 0, event: 1 });
    expect(effects.markRead).toHaveBeenCalledWith(expect.anything(), { kind: 'follower' });
  });

  it('messaging signals are relayed and remembered as the last id seen', () => {
    const { actor, effects } = start();
    actor.send({ type: 'start', userId: 'u1' });
    const signal: MessageSignal = { notificationId: 40, type: 'New Message', partnerId: 'p1', messageId: 3 };
    actor.send({ type: 'stream.message', signal });
    expect(effects.relayMessage).toHaveBeenCalledWith(expect.anything(), { signal });
    expect(actor.getSnapshot().context.lastEventId).toBe(40);
    expect(actor.getSnapshot().context.unread).toEqual({ follower: 0, event: 0 });
  });

  it('a dropped stream reopens after the back-off, asking for what was missed; the dots stay', async () => {
    const { actor, streams, openStreams, effects } = start();
    actor.send({ type: 'start', userId: 'u1' });
    actor.send({ type: 'stream.opened' });
    actor.send({ type: 'stream.notification', notification: follower });
    actor.send({ type: 'stream.failed' });
    expect(actor.getSnapshot().value).toBe('reconnecting');
    expect(openStreams()).toBe(0);
    expect(selectDots(actor.getSnapshot())).toEqual({ friends: true, events: false });
    // Reading while reconnecting still puts the dot out.
    actor.send({ type: 'read', kind: 'follower' });
    expect(selectDots(actor.getSnapshot()).friends).toBe(false);
    expect(effects.markRead).toHaveBeenCalledWith(expect.anything(), { kind: 'follower' });
    await vi.advanceTimersByTimeAsync(999);
    expect(streams).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toEqual({ live: 'connecting' });
    expect(streams.at(-1)).toEqual({ userId: 'u1', lastEventId: 11 });
    expect(actor.getSnapshot().context.attempt).toBe(1);
    // The second failure waits 2 s.
    actor.send({ type: 'stream.failed' });
    await vi.advanceTimersByTimeAsync(1999);
    expect(streams).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(streams).toHaveLength(3);
    expect(actor.getSnapshot().context.attempt).toBe(2);
    // Once connected, the back-off starts again from 1 s.
    actor.send({ type: 'stream.opened' });
    expect(actor.getSnapshot().context.attempt).toBe(0);
  });

  it('logging out closes the stream and puts the dots out; signing in again starts fresh', () => {
    const { actor, streams, openStreams } = start();
    actor.send({ type: 'start', userId: 'u1' });
    actor.send({ type: 'stream.notification', notification: invitation });
    actor.send({ type: 'stop' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(openStreams()).toBe(0);
    expect(actor.getSnapshot().context).toEqual({ userId: null, lastEventId: null, attempt: 0, unread: { follower: 0, event: 0 } });
    actor.send({ type: 'start', userId: 'u2' });
    expect(actor.getSnapshot().value).toEqual({ live: 'connecting' });
    expect(streams.at(-1)).toEqual({ userId: 'u2', lastEventId: null });
  });

  it('events that do not belong to a state change nothing', () => {
    const { actor } = start();
    actor.send({ type: 'stream.opened' });
    actor.send({ type: 'read', kind: 'event' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'start', userId: 'u1' });
    actor.send({ type: 'start', userId: 'u9' });
    expect(actor.getSnapshot().context.userId).toBe('u1');
  });
});
