/**
 * The chat machine (spec §4 Chat): loading, a chat that came with the screen, live messages and
 * read receipts, earlier pages, and the options menu's block and delete. Sending and the composer
 * (and mergeMessages) are in chat-sending.test.ts; the machine under test is support/chat.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  chatMachine,
  selectCanSend,
  selectConfirming,
  selectIsBlockedByYou,
  selectIsLoading,
  selectLoadFailed,
  selectLoadingOlder,
  selectOptionsBusy,
} from '../../machines/chat.ts';
import { loadedChat, msg, ready, start } from './support/chat.ts';

describe('chat (spec §4 Chat, §5 Chat composer)', () => {
  it("says 'Loading...' until the chat arrives, then opens at the newest message, live", async () => {
    const { actor, load, effects, snap, liveInputs } = start();
    expect(chatMachine.id).toBe('chat');
    expect(selectIsLoading(snap())).toBe(true);
    expect(snap().context).toEqual({ partnerId: 'p1', chat: null, text: '', image: null, file: null, outbox: [], error: null });
    expect(load.inputs).toEqual([{ partnerId: 'p1' }]);
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['load']);
    expect(selectCanSend(snap())).toBe(false);
    expect(selectIsBlockedByYou(snap())).toBe(false);
    await load.resolve(loadedChat());
    expect(selectIsLoading(snap())).toBe(false);
    expect(snap().value).toEqual({ ready: { composer: 'idle', history: 'idle', options: 'closed' } });
    expect(snap().context.chat).toEqual(loadedChat());
    expect(effects.scrollToEnd).toHaveBeenCalledTimes(1);
    expect(effects.markRead).toHaveBeenCalledTimes(1);
    expect(liveInputs).toEqual([{ partnerId: 'p1' }]);
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['live']);
  });

  it('a chat that came with the screen opens on it at once, at the newest message, live, and reads nothing', async () => {
    const { actor, load, effects, snap, liveInputs } = start(loadedChat({ nextCursor: 'older' }));
    expect(selectIsLoading(snap())).toBe(false);
    expect(snap().value).toEqual({ ready: { composer: 'idle', history: 'idle', options: 'closed' } });
    expect(snap().context.chat).toEqual(loadedChat({ nextCursor: 'older' }));
    expect(load.inputs).toEqual([]);
    expect(effects.scrollToEnd).toHaveBeenCalledTimes(1);
    expect(effects.markRead).toHaveBeenCalledTimes(1);
    expect(liveInputs).toEqual([{ partnerId: 'p1' }]);
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['live']);
  });

  it("a failed load shows the reason and 'Try again' reads again", async () => {
    const { actor, load, snap } = start();
    const error = new Error('404');
    await load.reject(error);
    expect(selectLoadFailed(snap())).toBe(true);
    expect(snap().context.error).toBe(error);
    actor.send({ type: 'retry' });
    expect(selectIsLoading(snap())).toBe(true);
    await load.resolve(loadedChat());
    expect(snap().context.error).toBeNull();
  });

  it('live messages and read receipts merge in; the list scrolls and what was seen is marked read', async () => {
    const { actor, effects, messages, snap } = await ready(loadedChat({ nextCursor: 'older-1' }));
    actor.send({
      type: 'messages.received',
      chat: loadedChat({ partnerLastReadId: 2, messages: [msg(2, 'c2', { fromMe: true }), msg(5, 'c5')], nextCursor: 'x' }),
    });
    expect(messages().map((m) => m.messageId)).toEqual([1, 2, 5]);
    expect(messages()[1]!.read).toBe(true);
    expect(snap().context.chat!.nextCursor).toBe('older-1');
    expect(snap().context.chat!.partnerLastReadId).toBe(2);
    expect(effects.scrollToEnd).toHaveBeenCalledTimes(2);
    expect(effects.markRead).toHaveBeenCalledTimes(2);
  });

  it("'Load earlier messages' reads the page before the oldest shown and puts it on top", async () => {
    const { actor, loadOlder, snap, messages, effects } = await ready(loadedChat({ messages: [msg(5, 'c5')], nextCursor: 'cur-5' }));
    actor.send({ type: 'older.requested' });
    expect(selectLoadingOlder(snap())).toBe(true);
    expect(loadOlder.inputs).toEqual([{ partnerId: 'p1', cursor: 'cur-5' }]);
    expect(Object.keys(actor.getSnapshot().children).sort()).toEqual(['live', 'loadOlder']);
    await loadOlder.resolve({ messages: [msg(3, 'c3'), msg(4, 'c4')], nextCursor: null });
    expect(selectLoadingOlder(snap())).toBe(false);
    expect(messages().map((m) => m.messageId)).toEqual([3, 4, 5]);
    expect(snap().context.chat!.nextCursor).toBeNull();
    actor.send({ type: 'older.requested' });
    expect(selectLoadingOlder(snap())).toBe(false);
    expect(loadOlder.count).toBe(1);
    expect(effects.reportFailure).not.toHaveBeenCalled();
  });

  it('earlier messages that fail to load leave the list as it was, with a toast', async () => {
    const { actor, loadOlder, snap, effects, messages } = await ready(loadedChat({ nextCursor: 'cur' }));
    actor.send({ type: 'older.requested' });
    const error = new Error('offline');
    await loadOlder.reject(error);
    expect(selectLoadingOlder(snap())).toBe(false);
    expect(effects.reportFailure).toHaveBeenCalledWith(expect.anything(), { error });
    expect(messages()).toHaveLength(2);
    expect(snap().context.chat!.nextCursor).toBe('cur');
  });

  it("'Block' asks first; 'Cancel' leaves things as they were; confirmed, nothing more can be sent", async () => {
    const { actor, block, snap, effects } = await ready();
    actor.send({ type: 'block' });
    expect(selectConfirming(snap())).toBe('block');
    actor.send({ type: 'dismiss' });
    expect(selectConfirming(snap())).toBeNull();
    expect(block.count).toBe(0);
    actor.send({ type: 'block' });
    actor.send({ type: 'confirm' });
    expect(selectOptionsBusy(snap())).toBe(true);
    expect(block.inputs).toEqual([{ partnerId: 'p1' }]);
    expect(Object.keys(actor.getSnapshot().children).sort()).toEqual(['block', 'live']);
    await block.resolve();
    expect(selectOptionsBusy(snap())).toBe(false);
    expect(selectIsBlockedByYou(snap())).toBe(true);
    expect(effects.announceBlocked).toHaveBeenCalledTimes(1);
    actor.send({ type: 'draft.changed', text: 'hello?' });
    expect(selectCanSend(snap())).toBe(false);
    actor.send({ type: 'block' });
    expect(selectConfirming(snap())).toBeNull();
  });

  it('a failed block says so and changes nothing', async () => {
    const { actor, block, snap, effects } = await ready();
    actor.send({ type: 'block' });
    actor.send({ type: 'confirm' });
    const error = new Error('500');
    await block.reject(error);
    expect(snap().value).toMatchObject({ ready: { options: 'closed' } });
    expect(selectIsBlockedByYou(snap())).toBe(false);
    expect(effects.reportFailure).toHaveBeenCalledWith(expect.anything(), { error });
    expect(effects.announceBlocked).not.toHaveBeenCalled();
  });

  it("'Delete chat' asks first; confirmed, the chat so far disappears for you and you go back to the inbox", async () => {
    const { actor, deleteChat, snap, effects, messages } = await ready(loadedChat({ nextCursor: 'cur' }));
    actor.send({ type: 'deleteChat' });
    expect(selectConfirming(snap())).toBe('delete');
    actor.send({ type: 'dismiss' });
    expect(selectConfirming(snap())).toBeNull();
    actor.send({ type: 'draft.changed', text: 'pending one' });
    actor.send({ type: 'send', clientMessageId: 'n1', now: 1 });
    actor.send({ type: 'deleteChat' });
    actor.send({ type: 'confirm' });
    expect(selectOptionsBusy(snap())).toBe(true);
    expect(deleteChat.inputs).toEqual([{ partnerId: 'p1' }]);
    expect(Object.keys(actor.getSnapshot().children).sort()).toEqual(['deleteChat', 'live', 'send']);
    await deleteChat.resolve();
    expect(snap().value).toMatchObject({ ready: { options: 'closed' } });
    expect(selectOptionsBusy(snap())).toBe(false);
    expect(messages().map((m) => m.clientMessageId)).toEqual(['n1']);
    expect(snap().context.chat!.nextCursor).toBeNull();
    expect(effects.leave).toHaveBeenCalledTimes(1);
  });

  it('a failed delete keeps the chat, with a toast', async () => {
    const { actor, deleteChat, effects, messages, snap } = await ready();
    actor.send({ type: 'deleteChat' });
    actor.send({ type: 'confirm' });
    const error = new Error('500');
    await deleteChat.reject(error);
    expect(snap().value).toMatchObject({ ready: { options: 'closed' } });
    expect(messages()).toHaveLength(2);
    expect(effects.leave).not.toHaveBeenCalled();
    expect(effects.reportFailure).toHaveBeenCalledWith(expect.anything(), { error });
  });
});
