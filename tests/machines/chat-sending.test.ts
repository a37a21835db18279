/**
 * Sending in the chat machine (spec §5 Chat composer): what can be sent, a message shown at once
 * and replaced by the answer, the queue, failures and Retry; and mergeMessages, which keeps pending
 * messages after the server's. Loading, live messages, earlier pages, block and delete are in
 * chat.test.ts; the machine under test is support/chat.ts.
 */
import { describe, expect, it } from 'vitest';
import { mergeMessages, selectCanSend, selectSendFailed, type ChatMessage } from '../../machines/chat.ts';
import { loadedChat, msg, ready } from './support/chat.ts';

const image = { name: 'cat.png', data: 'png-bytes' };
const file = { name: 'notes.pdf', data: 'pdf-bytes' };

describe('chat (spec §4 Chat, §5 Chat composer)', () => {
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
