/**
 * One chat with one person (/chat/{userId}, spec §4 Chat, §5 Chat composer).
 *
 * - `opening`: a passing moment. A chat the screen came with (read moments ago, on the way in, or
 *   with a page the server rendered) opens at once, at its newest message; otherwise it is read.
 * - `loading`: the partner and the newest page of messages are read; the screen says 'Loading...'.
 * - `loadFailed`: that read failed (the server's reason is shown); `retry` reads again.
 * - `ready`: the conversation is on screen and kept live (the `live` actor hears the person's
 *   stream and reports newer messages and read receipts). Three parts run side by side:
 *   - `composer` holds text, an image and a file; `send` does nothing when the text is empty
 *     after trimming and there is no image and no file, or when you blocked the person. A sent
 *     message is appended at once (read false, pending), the composer cleared and the list
 *     scrolled to the end. `sending`: the oldest queued message is on its way (more sends queue
 *     behind it, in order); the server's answer replaces the pending copy. `failed`: the send
 *     failed; the message stays on screen marked failed (nothing is lost) with the reason, and
 *     `retry` (or sending another message) sends it again with the same client id, so the server
 *     never keeps it twice.
 *   - `history`: the newest page comes first; `older.requested` (the 'Load earlier messages'
 *     button) reads the page before the oldest one shown (`loadingOlder`) and puts it on top.
 *   - `options` is the menu's two actions, each asked first: Block (`confirmingBlock` →
 *     `blocking`; afterwards nothing can be sent) and Delete chat (`confirmingDelete` →
 *     `deleting`; the chat so far disappears for you only and you go back to the inbox).
 */
import { assertEvent, assign, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { mergeMessages, type AttachmentDraft, type ChatLoaded, type ChatMessage, type OlderPage } from './chat-messages.ts';

export { mergeMessages, type AttachmentDraft, type ChatLoaded, type ChatMessage, type ChatPartner, type OlderPage } from './chat-messages.ts';

export type ChatEvent =
  | { type: 'retry' }
  | { type: 'draft.changed'; text: string }
  | { type: 'image.picked'; image: AttachmentDraft }
  | { type: 'image.removed' }
  | { type: 'file.picked'; file: AttachmentDraft }
  | { type: 'file.removed' }
  | { type: 'send'; clientMessageId: string; now: number }
  | { type: 'messages.received'; chat: ChatLoaded }
  | { type: 'older.requested' }
  | { type: 'block' }
  | { type: 'deleteChat' }
  | { type: 'confirm' }
  | { type: 'dismiss' };

interface Context {
  partnerId: string;
  chat: ChatLoaded | null;
  text: string;
  image: AttachmentDraft | null;
  file: AttachmentDraft | null;
  /** Client ids waiting to be sent, oldest first (the head is the one being sent). */
  outbox: string[];
  /** Why the chat did not load, or why the last send failed (shown with Retry). */
  error: unknown;
}

const update = (context: Context, change: (messages: ChatMessage[]) => ChatMessage[]) =>
  context.chat ? { chat: { ...context.chat, messages: change(context.chat.messages) } } : {};
const markHead = (context: Context, pending: 'sending' | 'failed') =>
  update(context, (messages) => messages.map((m) => (m.clientMessageId === context.outbox[0] ? { ...m, pending } : m)));

export const chatMachine = setup({
  types: {
    context: {} as Context,
    events: {} as ChatEvent,
    input: {} as { partnerId: string; chat?: ChatLoaded },
  },
  actors: {
    load: fromPromise<ChatLoaded, { partnerId: string }>(async () => {
      throw new Error('load is provided by the app');
    }),
    send: fromPromise<ChatMessage, { partnerId: string; message: ChatMessage }>(async () => {
      throw new Error('send is provided by the app');
    }),
    block: fromPromise<void, { partnerId: string }>(async () => {
      throw new Error('block is provided by the app');
    }),
    deleteChat: fromPromise<void, { partnerId: string }>(async () => {
      throw new Error('deleteChat is provided by the app');
    }),
    loadOlder: fromPromise<OlderPage, { partnerId: string; cursor: string }>(async () => {
      throw new Error('loadOlder is provided by the app');
    }),
    live: fromCallback<ChatEvent, { partnerId: string }>(() => () => {}),
  },
  actions: {
    keep: assign((_, chat: ChatLoaded) => ({ chat, error: null })),
    setText: assign((_, text: string) => ({ text })),
    setImage: assign((_, image: AttachmentDraft | null) => ({ image })),
    setFile: assign((_, file: AttachmentDraft | null) => ({ file })),
    queueDraft: assign(({ context, event }) => {
      assertEvent(event, 'send');
      const message: ChatMessage = {
        messageId: null,
        clientMessageId: event.clientMessageId,
        fromMe: true,
        content: context.text.trim(),
        createdAt: event.now,
        read: false,
        pending: 'sending',
        outgoing: { image: context.image, file: context.file },
      };
      return {
        ...update(context, (messages) => [...messages, message]),
        text: '',
        image: null,
        file: null,
        outbox: [...context.outbox, event.clientMessageId],
      };
    }),
    settle: assign(({ context }, sent: ChatMessage) => ({
      ...update(context, (messages) => mergeMessages(messages, [sent], context.chat?.partnerLastReadId ?? 0)),
      outbox: context.outbox.filter((id) => id !== sent.clientMessageId),
    })),
    markFailed: assign(({ context }, error: unknown) => ({ ...markHead(context, 'failed'), error })),
    markSending: assign(({ context }) => ({ ...markHead(context, 'sending'), error: null })),
    noteError: assign((_, error: unknown) => ({ error })),
    // A fresh newest page: its cursor is not the one to the older pages already shown, so that one stays.
    merge: assign(({ context }, chat: ChatLoaded) =>
      context.chat
        ? { chat: { ...chat, nextCursor: context.chat.nextCursor, messages: mergeMessages(context.chat.messages, chat.messages, chat.partnerLastReadId) } }
        : { chat },
    ),
    prepend: assign(({ context }, page: OlderPage) =>
      context.chat
        ? {
            chat: {
              ...context.chat,
              nextCursor: page.nextCursor,
              messages: mergeMessages(context.chat.messages, page.messages, context.chat.partnerLastReadId),
            },
          }
        : {},
    ),
    noteBlocked: assign(({ context }) => (context.chat ? { chat: { ...context.chat, blockedByYou: true } } : {})),
    forgetMessages: assign(({ context }) =>
      context.chat ? { chat: { ...context.chat, nextCursor: null, messages: context.chat.messages.filter((m) => m.messageId === null) } } : {},
    ),
    /** The list scrolls smoothly to the newest message. */
    scrollToEnd: () => {},
    /** What the partner sent is now seen: the server is told (their check marks). */
    markRead: () => {},
    /** Blocking or deleting did not work: the screen says so. */
    reportFailure: (_, _params: { error: unknown }) => {},
    announceBlocked: () => {},
    /** The chat is gone for you: back to the inbox. */
    leave: () => {},
  },
  guards: {
    cameWithChat: ({ context }) => context.chat !== null,
    canSend: ({ context }) => !context.chat?.blockedByYou && (context.text.trim() !== '' || context.image !== null || context.file !== null),
    hasMoreQueued: ({ context }) => context.outbox.length > 1,
    canBlock: ({ context }) => context.chat?.blockedByYou !== true,
    hasOlder: ({ context }) => Boolean(context.chat?.nextCursor),
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({ partnerId: input.partnerId, chat: input.chat ?? null, text: '', image: null, file: null, outbox: [], error: null }),
  initial: 'opening',
  meta: {
    guards: {
      cameWithChat: 'the screen came with the chat',
      canSend: 'there is text, a picture or a file, and you have not blocked the person',
      hasMoreQueued: 'more messages wait to be sent',
      canBlock: 'you have not blocked the person yet',
      hasOlder: 'earlier messages exist',
    },
  },
  states: {
    opening: {
      description: 'A passing moment: whether the screen came with the chat',
      always: [
        {
          guard: 'cameWithChat',
          target: 'ready',
          actions: ['scrollToEnd', 'markRead'],
          description: 'The chat came with the screen (read moments ago, or with the page): it opens at the newest message',
        },
        { target: 'loading', description: 'Nothing came with the screen: the chat is read' },
      ],
    },
    loading: {
      description: "'Loading...' under the header",
      meta: { route: '/chat/{userId}', spec: '§4 Chat' },
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ partnerId: context.partnerId }),
        onDone: {
          target: 'ready',
          actions: [{ type: 'keep', params: ({ event }) => event.output }, 'scrollToEnd', 'markRead'],
          description: 'The chat arrived: it opens at the newest message',
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'noteError', params: ({ event }: { event: { error: unknown } }) => event.error },
          description: "The chat did not load: 'This chat did not load' with the reason",
        },
      },
    },
    loadFailed: {
      description: "'This chat did not load', the reason, 'Try again' and 'Back to messages'",
      meta: { route: '/chat/{userId}', spec: '§4 Chat' },
      on: { retry: { target: 'loading', description: "'Try again' reads the chat again" } },
    },
    ready: {
      description: 'The conversation, kept live, with the composer and the options menu',
      meta: { route: '/chat/{userId}', spec: '§4 Chat' },
      type: 'parallel',
      invoke: { id: 'live', src: 'live', input: ({ context }) => ({ partnerId: context.partnerId }) },
      on: {
        'messages.received': {
          actions: [{ type: 'merge', params: ({ event }) => event.chat }, 'scrollToEnd', 'markRead'],
          description: 'New messages or read receipts arrive live; the list scrolls to the end',
        },
        'draft.changed': { actions: { type: 'setText', params: ({ event }) => event.text }, description: "Typing in 'Type a message...'" },
        'image.picked': { actions: { type: 'setImage', params: ({ event }) => event.image }, description: 'A picture is attached; its preview shows' },
        'image.removed': { actions: { type: 'setImage', params: null }, description: '× on the picture removes it' },
        'file.picked': { actions: { type: 'setFile', params: ({ event }) => event.file }, description: 'A file is attached; its preview shows' },
        'file.removed': { actions: { type: 'setFile', params: null }, description: '× on the file removes it' },
      },
      states: {
        composer: {
          description: 'The composer and the messages being sent',
          initial: 'idle',
          states: {
            idle: {
              description: "The composer: 'Type a message...', a picture, a file and Send",
              on: {
                send: {
                  guard: 'canSend',
                  target: 'sending',
                  actions: ['queueDraft', 'scrollToEnd'],
                  description: 'Send (or Enter): the message shows at once, the composer clears, the list scrolls down',
                },
              },
            },
            sending: {
              description: 'The message is on screen while it is sent; more messages queue behind it',
              invoke: {
                id: 'send',
                src: 'send',
                input: ({ context }) => ({
                  partnerId: context.partnerId,
                  message: context.chat!.messages.find((m) => m.clientMessageId === context.outbox[0])!,
                }),
                onDone: [
                  {
                    guard: 'hasMoreQueued',
                    target: 'sending',
                    reenter: true,
                    actions: { type: 'settle', params: ({ event }) => event.output },
                    description: 'Sent: the next queued message goes',
                  },
                  {
                    target: 'idle',
                    actions: { type: 'settle', params: ({ event }) => event.output },
                    description: 'Sent: a check mark once the person has read it',
                  },
                ],
                onError: {
                  target: 'failed',
                  actions: { type: 'markFailed', params: ({ event }: { event: { error: unknown } }) => event.error },
                  description: "Not sent: the message stays, marked 'Not sent.' with 'Retry'",
                },
              },
              on: {
                send: { guard: 'canSend', actions: ['queueDraft', 'scrollToEnd'], description: 'Another message while one is on its way queues behind it' },
              },
            },
            failed: {
              description: "The message stays marked 'Not sent.' with 'Retry'; the reason shows above the composer",
              on: {
                retry: { target: 'sending', actions: 'markSending', description: "'Retry' sends the failed message again" },
                // A new message goes after the failed one, which is tried again first (order kept).
                send: {
                  guard: 'canSend',
                  target: 'sending',
                  actions: ['queueDraft', 'markSending', 'scrollToEnd'],
                  description: 'A new message: the failed one is tried again first, then this one',
                },
              },
            },
          },
        },
        history: {
          description: 'Earlier messages, read a page at a time',
          initial: 'idle',
          states: {
            idle: {
              description: "'Load earlier messages' at the top when there are earlier ones",
              on: { 'older.requested': { guard: 'hasOlder', target: 'loadingOlder', description: "'Load earlier messages'" } },
            },
            loadingOlder: {
              description: "'Loading earlier messages…' at the top",
              invoke: {
                id: 'loadOlder',
                src: 'loadOlder',
                input: ({ context }) => ({ partnerId: context.partnerId, cursor: context.chat!.nextCursor! }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'prepend', params: ({ event }) => event.output },
                  description: 'The earlier messages appear on top',
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
                  description: "Not loaded: a toast with the reason, else 'That did not work. Please try again.'",
                },
              },
            },
          },
        },
        options: {
          description: "The options menu: 'Block' and 'Delete chat', each asked first",
          initial: 'closed',
          states: {
            closed: {
              description: "The options menu offers 'Block' (shown 'Blocked' once done) and 'Delete chat'",
              on: {
                block: { guard: 'canBlock', target: 'confirmingBlock', description: "'Block' in the menu asks first" },
                deleteChat: { target: 'confirmingDelete', description: "'Delete chat' in the menu asks first" },
              },
            },
            confirmingBlock: {
              description: "'Block this user?' (no messages either way; follows removed) with 'Block' and 'Cancel'",
              meta: { route: '/chat/{userId}', spec: '§2 /messages and /chat/{userId}' },
              on: {
                confirm: { target: 'blocking', description: "'Block' confirms" },
                dismiss: { target: 'closed', description: "'Cancel' leaves things as they were" },
              },
            },
            blocking: {
              description: 'The block is on its way',
              invoke: {
                id: 'block',
                src: 'block',
                input: ({ context }) => ({ partnerId: context.partnerId }),
                onDone: {
                  target: 'closed',
                  actions: ['noteBlocked', 'announceBlocked'],
                  description: "Blocked: the toast 'User Blocked'; the composer says 'You have blocked this user. …'",
                },
                onError: {
                  target: 'closed',
                  actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
                  description: 'Not blocked: a toast with the reason',
                },
              },
            },
            confirmingDelete: {
              description: "'Delete this chat?' (gone for you only) with 'Delete chat' and 'Cancel'",
              meta: { route: '/chat/{userId}', spec: '§2 /messages and /chat/{userId}' },
              on: {
                confirm: { target: 'deleting', description: "'Delete chat' confirms" },
                dismiss: { target: 'closed', description: "'Cancel' keeps the chat" },
              },
            },
            deleting: {
              description: 'The chat is being deleted for you',
              invoke: {
                id: 'deleteChat',
                src: 'deleteChat',
                input: ({ context }) => ({ partnerId: context.partnerId }),
                onDone: { target: 'closed', actions: ['forgetMessages', 'leave'], description: "Deleted for you: the toast 'Chat deleted', back to /messages" },
                onError: {
                  target: 'closed',
                  actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
                  description: 'Not deleted: a toast with the reason',
                },
              },
            },
          },
        },
      },
    },
  },
});

type Snapshot = SnapshotFrom<typeof chatMachine>;
export const selectIsLoading = (s: Snapshot) => s.matches('loading');
export const selectLoadFailed = (s: Snapshot) => s.matches('loadFailed');
export const selectSendFailed = (s: Snapshot) => s.matches({ ready: { composer: 'failed' } });
export const selectIsBlockedByYou = (s: Snapshot) => s.context.chat?.blockedByYou === true;
export const selectCanSend = (s: Snapshot) => s.matches('ready') && s.can({ type: 'send', clientMessageId: '', now: 0 });
export const selectConfirming = (s: Snapshot) =>
  s.matches({ ready: { options: 'confirmingBlock' } }) ? 'block' : s.matches({ ready: { options: 'confirmingDelete' } }) ? 'delete' : null;
export const selectLoadingOlder = (s: Snapshot) => s.matches({ ready: { history: 'loadingOlder' } });
export const selectOptionsBusy = (s: Snapshot) => s.matches({ ready: { options: 'blocking' } }) || s.matches({ ready: { options: 'deleting' } });
