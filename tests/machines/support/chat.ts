/**
 * The chat machine under test for tests/machines/chat.test.ts and chat-sending.test.ts: sample
 * messages and chats, and a started machine whose calls (load, send, block, delete, older pages)
 * the test answers, with its effects recorded.
 */
import { vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { chatMachine, type ChatEvent, type ChatLoaded, type ChatMessage, type OlderPage } from '../../../machines/chat.ts';
import { call } from './calls.ts';

export const msg = (messageId: number | null, clientMessageId: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  messageId,
  clientMessageId,
  fromMe: false,
  content: `text ${clientMessageId}`,
  createdAt: 1000,
  read: false,
  ...extra,
});
const partner = { userId: 'p1', userDisplayName: 'Ada', online: true };
export const loadedChat = (extra: Partial<ChatLoaded> = {}): ChatLoaded => ({
  partner,
  blockedByYou: false,
  partnerLastReadId: 0,
  messages: [msg(1, 'c1'), msg(2, 'c2', { fromMe: true })],
  nextCursor: null,
  ...extra,
});

export function start(came?: ChatLoaded) {
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

export async function ready(chat = loadedChat()) {
  const started = start();
  await started.load.resolve(chat);
  return started;
}
