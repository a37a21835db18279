/**
 * The /chat/zoe screen for the chat model test: rendered over a fake gateway that keeps the
 * conversation as a server would and holds every call until the test releases it, with the live
 * stream's signals relayed by hand; queries for its parts; and the drivers that make each event
 * of the chat chart happen on screen.
 */
import { expect, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ChatEvent, ChatLoaded, ChatMessage, OlderPage } from '../../../machines/chat.ts';
import { failure, installFakeApi } from './fake-api.ts';
import { renderRouted } from './routed.tsx';

type Call = 'load' | 'loadOlder' | 'send' | 'block' | 'deleteChat';
type DriverEvent = ChatEvent['type'] | `xstate.${'done' | 'error'}.actor.${Call}`;
const OPERATION: Record<Call, string> = { load: 'Chat', loadOlder: 'Chat', send: 'SendMessage', block: 'BlockFromChat', deleteChat: 'DeleteChat' };
export const OOPS = 'Something went wrong on our side. Please try again.';

const PARTNER = { userId: 'zoe', userName: 'zoe', userDisplayName: 'Zoe', userDPUrl: null, online: true };
export const LOADED: ChatLoaded = {
  partner: PARTNER,
  blockedByYou: false,
  partnerLastReadId: 6,
  nextCursor: 'older-5',
  messages: [
    { messageId: 5, clientMessageId: 'z-5', fromMe: false, content: 'Hi there', createdAt: 1_700_000_000, read: true },
    { messageId: 6, clientMessageId: 'me-6', fromMe: true, content: 'Hello Zoe', createdAt: 1_700_000_060, read: true },
  ],
};
export const OLDER: OlderPage = {
  nextCursor: null,
  messages: [{ messageId: 3, clientMessageId: 'z-3', fromMe: false, content: 'From last week', createdAt: 1_699_000_000, read: true }],
};

type ServerMessage = ReturnType<typeof serverMessage>;
const serverMessage = (m: ChatMessage) => ({
  messageId: m.messageId!,
  clientMessageId: m.clientMessageId,
  fromMe: m.fromMe,
  content: m.content,
  createdAt: m.createdAt,
  read: m.read,
  image: m.image ?? null,
  file: m.file ?? null,
});

/** The fake server's side of the conversation (messages as the app sent them, with its own ids). */
let conversation: ServerMessage[] = [];
/** The fake gateway of the last mount (a live binding: importers see each mount's own). */
export let api: ReturnType<typeof installFakeApi>;
let signals: typeof import('../../../src/app/message-signals.ts');
let navigate: ReturnType<typeof vi.fn<(to: string, options?: { replace?: boolean }) => void>>;

const chatAnswer = (chat: ChatLoaded) => ({
  getChat: {
    partner: chat.partner,
    blockedByYou: chat.blockedByYou,
    partnerLastReadId: chat.partnerLastReadId,
    nextCursor: chat.nextCursor,
    messages: chat.blockedByYou ? [] : conversation.map((m) => ({ ...m, read: m.fromMe ? m.messageId <= chat.partnerLastReadId : true })),
  },
});

/**
 * Renders the chat with Zoe, every gateway call held; resolves once its first load is in flight,
 * or, for a screen that came with the chat (`came`: read on the way in, or with the page), once it shows.
 */
export async function mount(came?: ChatLoaded) {
  vi.resetModules();
  sessionStorage.setItem('userId', 'me');
  sessionStorage.setItem('sessionToken', 'token-1');
  if (came) (await import('../../../src/lib/read-cache.ts')).keepRead('chat:zoe', came);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  // The live stream itself is the notifications test's business: here signals are relayed by hand.
  vi.doMock('../../../src/app/notifications.ts', () => ({}));
  conversation = came ? came.messages.map(serverMessage) : [];
  api = installFakeApi({
    Chat: () => chatAnswer(LOADED),
    SendMessage: () => ({ sendMessage: null }),
    MarkChatRead: () => ({ markChatRead: { lastReadMessageId: 1 } }),
    BlockFromChat: () => ({ blockUser: { userId: 'zoe', status: 'blocked' } }),
    DeleteChat: () => ({ deleteChat: { deleted: true } }),
  });
  for (const operation of Object.values(OPERATION)) api.holdWhere(operation, () => true);
  signals = await import('../../../src/app/message-signals.ts');
  navigate = vi.fn<(to: string, options?: { replace?: boolean }) => void>();
  (await import('../../../src/lib/navigation.ts')).setNavigate(navigate);
  const { ChatScreen } = await import('../../../src/features/messages/ChatScreen.tsx');
  const { Toasts } = await import('../../../src/app/Toasts.tsx');
  renderRouted(
    <>
      <ChatScreen partnerId="zoe" />
      <Toasts />
    </>,
    '/chat/zoe',
  );
  if (came) await screen.findByRole('log', { name: 'Messages with Zoe' });
  else await vi.waitFor(() => expect(api.isHeld('Chat')).toBe(true));
}

/** Undoes what mount() set up (run it after each test). */
export function unmountChat() {
  cleanup();
  vi.doUnmock('../../../src/app/notifications.ts');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
}

export const eventually = (check: () => void) => vi.waitFor(check, { timeout: 3000 });
export const log = () => screen.getByRole('log', { name: 'Messages with Zoe' });
export const textbox = () => screen.getByRole('textbox', { name: 'Message Zoe' }) as HTMLTextAreaElement;
export const sendButton = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
export const form = () => screen.getByRole('form', { name: 'Write to Zoe' });

const openMenu = (item: 'Block' | 'Delete chat') => {
  fireEvent.click(screen.getByRole('button', { name: 'Chat options for Zoe' }));
  fireEvent.click(screen.getByRole('button', { name: item }));
};

/** Answers the held call of `operation`. */
async function release(operation: string, value: unknown) {
  await eventually(() => expect(api.isHeld(operation)).toBe(true));
  await act(async () => api.settle(operation, value));
}

/** The drivers: each event of the chart made to happen on screen or at the fake gateway. */
export const events = {
  'xstate.done.actor.load': async (event: { output: ChatLoaded }) => {
    conversation = event.output.messages.map(serverMessage);
    await release('Chat', chatAnswer(event.output));
  },
  'xstate.error.actor.load': () => release('Chat', failure(404, 'User not found')),
  'older.requested': () => void fireEvent.click(screen.getByRole('button', { name: 'Load earlier messages' })),
  'xstate.done.actor.loadOlder': async (event: { output: OlderPage }) => {
    await eventually(() => expect(api.isHeld('Chat', (v) => v.cursor === 'older-5')).toBe(true));
    const answer = {
      getChat: {
        partner: PARTNER,
        blockedByYou: false,
        partnerLastReadId: LOADED.partnerLastReadId,
        nextCursor: event.output.nextCursor,
        messages: event.output.messages.map(serverMessage),
      },
    };
    await act(async () => api.settle('Chat', answer, (v) => v.cursor === 'older-5'));
    await screen.findByText(event.output.messages[0]!.content);
  },
  'xstate.error.actor.loadOlder': async () => {
    await eventually(() => expect(api.isHeld('Chat', (v) => v.cursor === 'older-5')).toBe(true));
    await act(async () => api.settle('Chat', failure(500, OOPS), (v) => v.cursor === 'older-5'));
    await screen.findByText(OOPS);
  },
  retry: () => {
    const tryAgain = screen.queryByRole('button', { name: 'Try again' });
    fireEvent.click(tryAgain ?? within(log()).getByRole('button', { name: 'Retry' }));
  },
  'draft.changed': (event: { text: string }) => void fireEvent.change(textbox(), { target: { value: event.text } }),
  'image.picked': () =>
    void fireEvent.change(document.getElementById('chat-image')!, {
      target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' })] },
    }),
  'image.removed': () => void fireEvent.click(screen.getByRole('button', { name: 'Remove picture photo.png' })),
  'file.picked': () =>
    void fireEvent.change(document.getElementById('chat-file')!, { target: { files: [new File(['Meet at five'], 'notes.txt', { type: 'text/plain' })] } }),
  'file.removed': () => void fireEvent.click(screen.getByRole('button', { name: 'Remove file notes.txt' })),
  send: () => void fireEvent.keyDown(textbox(), { key: 'Enter' }),
  /** The server keeps the message under the app's own client id and answers with it. */
  'xstate.done.actor.send': async (event: { output: ChatMessage }) => {
    await eventually(() => expect(api.isHeld('SendMessage')).toBe(true));
    const call = api.calls.findLast((c) => c.operation === 'SendMessage')!;
    const sent = { ...serverMessage(event.output), clientMessageId: (call.variables.input as { clientMessageId: string }).clientMessageId };
    conversation.push(sent);
    await act(async () => api.settle('SendMessage', { sendMessage: sent }));
  },
  'xstate.error.actor.send': () => release('SendMessage', failure(500, OOPS)),
  /** A signal on the live stream (a new message from Zoe, her read receipt): the chat is read again. */
  'messages.received': async (event: { chat: ChatLoaded }) => {
    for (const message of event.chat.messages) if (!conversation.some((m) => m.messageId === message.messageId)) conversation.push(serverMessage(message));
    const reads = api.calls.filter((c) => c.operation === 'Chat').length;
    act(() => signals.relayMessageSignal({ notificationId: 1, type: 'New Message', partnerId: 'zoe', messageId: 99 }));
    await eventually(() => expect(api.calls.filter((c) => c.operation === 'Chat').length).toBe(reads + 1));
    await release('Chat', chatAnswer(event.chat));
  },
  block: () => openMenu('Block'),
  deleteChat: () => openMenu('Delete chat'),
  confirm: () => void fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /^(Block|Delete chat)$/ })),
  dismiss: () => void fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' })),
  'xstate.done.actor.block': async () => {
    await release('BlockFromChat', { blockUser: { userId: 'zoe', status: 'blocked' } });
    await screen.findByText('User Blocked');
  },
  'xstate.error.actor.block': async () => {
    await release('BlockFromChat', failure(500, OOPS));
    await screen.findByText(OOPS);
  },
  'xstate.done.actor.deleteChat': async () => {
    await release('DeleteChat', { deleteChat: { deleted: true } });
    conversation = [];
    await screen.findByText('Chat deleted');
    expect(navigate).toHaveBeenCalledWith('/messages', { replace: true });
  },
  'xstate.error.actor.deleteChat': async () => {
    await release('DeleteChat', failure(500, OOPS));
    await screen.findByText(OOPS);
  },
} satisfies Record<DriverEvent, (event: never) => void | Promise<void>>;
