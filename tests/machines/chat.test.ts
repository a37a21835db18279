import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import {
  chatMachine,
  mergeMessages,
  selectCanSend,
  selectConfirming,
  selectIsBlockedByYou,
  selectIsLoading,
  selectLoadFailed,
  selectLoadingOlder,
  selectOptionsBusy,
  selectSendFailed,
  type ChatEvent,
  type ChatLoaded,
  type ChatMessage,
  type OlderPage,
} from '../../machines/chat.ts';
import { call } from './support/calls.ts';

const msg = (messageId: number | null, clientMessageId: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  messageId,
  clientMessageId,
  fromMe: false,
  content: `text ${clientMessageId}`,
  createdAt: 1000,
  read: false,
  ...extra,
});
const partner = { userId: 'p1', userDisplayName: 'Ada', online: true };
const loadedChat = (extra: Partial<ChatLoaded> = {}): ChatLoaded => ({
  partner,
  blockedByYou: false,
  partnerLastReadId: 0,
  messages: [msg(1, 'c1'), msg(2, 'c2', { fromMe: true })],
  nextCursor: null,
  ...extra,
});
const image = { name: 'cat.png', data: 'png-bytes' };
const file = { name: 'notes.pdf', data: 'pdf-bytes' };

function start(came?: ChatLoaded) {
  const load = call<ChatLoaded, { partnerId: string }>();
  const send = call<ChatMessage, { partnerId: string; message: ChatMessage }>();
  const block = call<void, { partnerId: string }>();
  const deleteChat = call<void, { partnerId: string }>();
  const loadOlder = call<OlderPage, { partnerId: string; cursor: string }>();
  const liveInputs: { partnerId: string }[] = [];
  const live = fromCallback<ChatEvent, { partnerId: string }>(({ input }) => {
    liveInputs.push(input);
  });
  const effects = { scrollToEnd: vi.fn(), markRead: vi.fn(), reportFailure: vi.fn(), announceBlocked: vi.fn(), leave: vi.fn() };
  const machine = chatMachine.provide({
    actors: { load: load.logic, send: send.logic, block: block.logic, deleteChat: deleteChat.logic, loadOlder: loadOlder.logic, live },
    actions: effects,
  });
  const actor = createActor(machine, { input: came ? { partnerId: 'p1', chat: came } : { partnerId: 'p1' } }).start();
  const snap = () => actor.getSnapshot();
  const messages = () => snap().context.chat!.messages;
  return { actor, load, send, block, deleteChat, loadOlder, liveInputs, effects, snap, messages };
}

async function ready(chat = loadedChat()) {
  const started = start();
  await started.load.resolve(chat);
  return started;
}

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

  it('nothing is sent when the text is empty after trimming and there is no image or file', async () => {
    const { actor, send, snap } = await ready();
    actor.send({ type: 'draft.changed', text: '   ' });
    expect(selectCanSend(snap())).toBe(false);
    actor.send({ type: 'send', clientMessageId: 'n1', now: 5 });
    expect(send.count).toBe(0);
    expect(snap().value).toMatchObject({ ready: { composer: 'idle' } });
    actor.send({ type: 'image.picked', image });
    expect(selectCanSend(snap())).toBe(true);
    actor.send({ type: 'image.removed' });
    expect(snap().context.image).toBeNull();
    actor.send({ type: 'file.picked', file });
    expect(selectCanSend(snap())).toBe(true);
    actor.send({ type: 'file.removed' });
    expect(snap().context.file).toBeNull();
    expect(selectCanSend(snap())).toBe(false);
    actor.send({ type: 'draft.changed', text: ' hi ' });
    expect(selectCanSend(snap())).toBe(true);
  });

  it('a sent message appears at once (read false), the composer clears and the list scrolls; the answer replaces it', async () => {
    const { actor, send, effects, snap, messages } = await ready();
    actor.send({ type: 'draft.changed', text: '  hello  ' });
    actor.send({ type: 'image.picked', image });
    actor.send({ type: 'file.picked', file });
    actor.send({ type: 'send', clientMessageId: 'n1', now: 5000 });
    expect(snap().value).toMatchObject({ ready: { composer: 'sending' } });
    const queued: ChatMessage = {
      messageId: null,
      clientMessageId: 'n1',
      fromMe: true,
      content: 'hello',
      createdAt: 5000,
      read: false,
      pending: 'sending',
      outgoing: { image, file },
    };
    expect(messages().at(-1)).toEqual(queued);
    expect(snap().context).toMatchObject({ text: '', image: null, file: null, outbox: ['n1'] });
    expect(effects.scrollToEnd).toHaveBeenCalledTimes(2);
    expect(send.inputs).toEqual([{ partnerId: 'p1', message: queued }]);
    expect(Object.keys(actor.getSnapshot().children).sort()).toEqual(['live', 'send']);
    const saved = msg(3, 'n1', { fromMe: true, content: 'hello' });
    await send.resolve(saved);
    expect(snap().value).toMatchObject({ ready: { composer: 'idle' } });
    expect(messages().map((m) => m.clientMessageId)).toEqual(['c1', 'c2', 'n1']);
    expect(messages().at(-1)).toEqual(saved);
    expect(snap().context.outbox).toEqual([]);
  });

  it('a sent message the partner has already read shows its check mark', async () => {
    const { actor, send, messages } = await ready(loadedChat({ partnerLastReadId: 5 }));
    actor.send({ type: 'draft.changed', text: 'hi' });
    actor.send({ type: 'send', clientMessageId: 'n1', now: 1 });
    expect(messages().at(-1)!.read).toBe(false);
    await send.resolve(msg(4, 'n1', { fromMe: true }));
    expect(messages().at(-1)!.read).toBe(true);
  });

  it('messages sent while one is on its way queue behind it, in order', async () => {
    const { actor, send, snap, messages, effects } = await ready();
    actor.send({ type: 'draft.changed', text: 'one' });
    actor.send({ type: 'send', clientMessageId: 'n1', now: 1 });
    actor.send({ type: 'draft.changed', text: 'two' });
    const scrolls = effects.scrollToEnd.mock.calls.length;
    actor.send({ type: 'send', clientMessageId: 'n2', now: 2 });
    expect(effects.scrollToEnd).toHaveBeenCalledTimes(scrolls + 1);
    actor.send({ type: 'send', clientMessageId: 'n3', now: 3 }); // empty: ignored
    expect(snap().context.outbox).toEqual(['n1', 'n2']);
    expect(send.count).toBe(1);
    await send.resolve(msg(3, 'n1', { fromMe: true }));
    expect(snap().value).toMatchObject({ ready: { composer: 'sending' } });
    expect(send.inputs.at(-1)!.message.clientMessageId).toBe('n2');
    expect(snap().context.outbox).toEqual(['n2']);
    await send.resolve(msg(4, 'n2', { fromMe: true }));
    expect(snap().value).toMatchObject({ ready: { composer: 'idle' } });
    expect(messages().map((m) => m.messageId)).toEqual([1, 2, 3, 4]);
  });

  it("a failed send keeps the message marked failed with the reason; 'Retry' sends it again with the same client id", async () => {
    const { actor, send, snap, messages } = await ready();
    actor.send({ type: 'draft.changed', text: 'hi' });
    actor.send({ type: 'send', clientMessageId: 'n1', now: 1 });
    const error = new Error('offline');
    await send.reject(error);
    expect(selectSendFailed(snap())).toBe(true);
    expect(messages().at(-1)).toMatchObject({ clientMessageId: 'n1', pending: 'failed', content: 'hi' });
    expect(snap().context.error).toBe(error);
    expect(messages()[0]!.pending).toBeUndefined();
    actor.send({ type: 'retry' });
    expect(selectSendFailed(snap())).toBe(false);
    expect(messages().at(-1)).toMatchObject({ clientMessageId: 'n1', pending: 'sending' });
    expect(snap().context.error).toBeNull();
    expect(send.inputs.at(-1)!.message.clientMessageId).toBe('n1');
    await send.resolve(msg(3, 'n1', { fromMe: true }));
    expect(messages().at(-1)!.pending).toBeUndefined();
  });

  it('a new message after a failure sends the failed one first, then the new one', async () => {
    const { actor, send, snap, effects } = await ready();
    actor.send({ type: 'draft.changed', text: 'first' });
    actor.send({ type: 'send', clientMessageId: 'n1', now: 1 });
    await send.reject();
    actor.send({ type: 'send', clientMessageId: 'n2', now: 2 }); // empty: stays failed
    expect(selectSendFailed(snap())).toBe(true);
    actor.send({ type: 'draft.changed', text: 'second' });
    const scrolls = effects.scrollToEnd.mock.calls.length;
    actor.send({ type: 'send', clientMessageId: 'n2', now: 2 });
    expect(effects.scrollToEnd).toHaveBeenCalledTimes(scrolls + 1);
    expect(snap().context.outbox).toEqual(['n1', 'n2']);
    expect(send.inputs.at(-1)!.message).toMatchObject({ clientMessageId: 'n1', pending: 'sending' });
    await send.resolve(msg(3, 'n1', { fromMe: true }));
    expect(send.inputs.at(-1)!.message).toMatchObject({ clientMessageId: 'n2', content: 'second' });
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

describe('mergeMessages: server rows win, in id order; pending ones stay at the end', () => {
  it('orders confirmed messages by id and keeps unconfirmed ones last', () => {
    const pending = msg(null, 'n1', { fromMe: true, pending: 'sending' });
    const merged = mergeMessages([msg(2, 'c2'), pending, msg(1, 'c1')], [msg(3, 'c3')], 0);
    expect(merged.map((m) => m.clientMessageId)).toEqual(['c1', 'c2', 'c3', 'n1']);
  });

  it('a page holding the server copy among others drops the pending copy', () => {
    const merged = mergeMessages([msg(null, 'n1', { pending: 'sending' })], [msg(9, 'n1'), msg(10, 'x')], 0);
    expect(merged.map((m) => m.clientMessageId)).toEqual(['n1', 'x']);
  });

  it('a message not yet confirmed never shows read', () => {
    const merged = mergeMessages([msg(null, 'n1', { fromMe: true, pending: 'sending' })], [], 5);
    expect(merged[0]!.read).toBe(false);
  });

  it('a server copy replaces the pending one with the same client id', () => {
    const merged = mergeMessages([msg(null, 'n1', { pending: 'sending' })], [msg(9, 'n1', { content: 'saved' })], 0);
    expect(merged).toEqual([msg(9, 'n1', { content: 'saved' })]);
  });

  it('my messages up to what the partner read show read; theirs and later ones do not', () => {
    const merged = mergeMessages([msg(1, 'a', { fromMe: true }), msg(2, 'b'), msg(3, 'c', { fromMe: true })], [], 2);
    expect(merged.map((m) => m.read)).toEqual([true, false, false]);
  });
});
