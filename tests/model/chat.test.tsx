// @vitest-environment jsdom
/**
 * Model-based test of one chat: every transition of the chat chart is driven through the real
 * /chat/{userId} screen (composer, attachments, the options menu and its questions, the live
 * stream's signals) over a fake gateway that keeps the conversation as a server would and whose
 * answers the test releases. Every state is checked on screen: the messages (sending, sent, read,
 * not sent), the draft, the questions and the calls in flight. The screen, its fake gateway and
 * the drivers of each event are support/chat-screen.tsx; here are the model and the checks.
 */
import { expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { EventObject, SnapshotFrom } from 'xstate';
import { chatMachine } from '../../machines/chat.ts';
import { installJsdomPlatform } from './support/jsdom-platform.ts';
import { describeModel } from './support/model-test.ts';
import { api, eventually, events, form, LOADED, log, mount, OLDER, OOPS, sendButton, textbox, unmountChat } from './support/chat-screen.tsx';

type Snap = SnapshotFrom<typeof chatMachine>;
type SampleEvent = EventObject & Record<string, unknown>;
const YOU_BLOCKED = 'You have blocked this user. Unblock them to send messages.';

const noQuestion = () => expect(screen.queryByRole('dialog')).toBeNull();
const question = (title: string) => expect(screen.getByRole('dialog', { name: title })).toBeTruthy();
const has = (element: HTMLElement, role: string, name: string | RegExp) => within(element).queryByRole(role, { name }) !== null;

function checkMessages(s: Snap) {
  const messages = s.context.chat!.messages;
  if (messages.length === 0) {
    expect(within(log()).getByText('No messages yet')).toBeTruthy();
    return;
  }
  const items = within(log()).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toHaveLength(messages.length);
  messages.forEach((message, i) => {
    const item = items[i]!;
    expect(item.textContent).toContain(message.fromMe ? 'You:' : 'Zoe:');
    expect(item.textContent).toContain(message.content);
    expect(has(item, 'img', 'Picture'), 'picture').toBe(Boolean(message.image ?? message.outgoing?.image));
    expect(item.textContent?.includes('notes.txt'), 'file').toBe(Boolean(message.file ?? message.outgoing?.file));
    if (!message.fromMe) return;
    expect(has(item, 'img', 'Sending'), 'sending').toBe(message.pending === 'sending');
    expect(has(item, 'img', 'Read'), 'read').toBe(message.read && !message.pending);
    expect(has(item, 'button', 'Retry'), 'not sent').toBe(message.pending === 'failed');
  });
}

function checkDraft(s: Snap) {
  const { text, image, file, chat } = s.context;
  if (chat!.blockedByYou) {
    expect(screen.getByText(YOU_BLOCKED)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message Zoe' })).toBeNull();
    return;
  }
  expect(textbox().value).toBe(text);
  expect(screen.queryByRole('button', { name: /^Remove picture/ }) !== null, 'picture preview').toBe(image !== null);
  expect(screen.queryByRole('button', { name: /^Remove file/ }) !== null, 'file preview').toBe(file !== null);
  expect(sendButton().disabled).toBe(!(text.trim() || image || file));
}

const sendFailure = () => (screen.queryByRole('form', { name: 'Write to Zoe' }) ? within(form()).queryByRole('alert') : null);

const states = {
  loading: () =>
    eventually(() => {
      expect(screen.getByText('Loading...').getAttribute('role')).toBe('status');
      expect(screen.queryByRole('log')).toBeNull();
    }),
  loadFailed: () =>
    eventually(() => {
      const alert = screen.getByRole('alert');
      expect(within(alert).getByRole('heading', { name: 'This chat did not load' })).toBeTruthy();
      expect(alert.textContent).toContain('User not found');
      expect(screen.queryByRole('log')).toBeNull();
    }),
  'ready.composer.idle': (s: Snap) =>
    eventually(() => {
      expect(screen.getByRole('heading', { name: 'Zoe', level: 1 })).toBeTruthy();
      checkMessages(s);
      checkDraft(s);
      expect(sendFailure()).toBeNull();
    }),
  'ready.composer.sending': async (s: Snap) => {
    await eventually(() => {
      checkMessages(s);
      checkDraft(s);
      expect(api.isHeld('SendMessage')).toBe(true);
    });
    // The head of the queue is what is on its way, with its attachments.
    const head = s.context.chat!.messages.find((m) => m.clientMessageId === s.context.outbox[0])!;
    const call = api.calls.findLast((c) => c.operation === 'SendMessage')!;
    expect((call.variables.input as { content: string }).content).toBe(head.content);
    expect(call.files.map((f) => f.name).sort()).toEqual([head.outgoing?.file?.name, head.outgoing?.image?.name].filter(Boolean).sort());
  },
  'ready.composer.failed': (s: Snap) =>
    eventually(() => {
      checkMessages(s);
      checkDraft(s);
      expect(sendFailure()?.textContent).toBe(OOPS);
    }),
  'ready.history.idle': (s: Snap) =>
    eventually(() => {
      const earlier = screen.queryByRole('button', { name: 'Load earlier messages' }) as HTMLButtonElement | null;
      expect(earlier !== null).toBe(Boolean(s.context.chat!.nextCursor));
      if (earlier) expect(earlier.disabled).toBe(false);
    }),
  'ready.history.loadingOlder': () =>
    eventually(() => {
      expect((screen.getByRole('button', { name: 'Loading earlier messages…' }) as HTMLButtonElement).disabled).toBe(true);
      expect(api.isHeld('Chat', (v) => v.cursor === 'older-5')).toBe(true);
    }),
  'ready.options.closed': () => eventually(noQuestion),
  'ready.options.confirmingBlock': () => eventually(() => question('Block this user?')),
  'ready.options.blocking': () =>
    eventually(() => {
      noQuestion();
      expect(api.isHeld('BlockFromChat')).toBe(true);
    }),
  'ready.options.confirmingDelete': () => eventually(() => question('Delete this chat?')),
  'ready.options.deleting': () =>
    eventually(() => {
      noQuestion();
      expect(api.isHeld('DeleteChat')).toBe(true);
    }),
} satisfies Record<string, (snapshot: Snap) => void | Promise<void>>;

/** What the draft holds: E(mpty), T(ext), I(mage), F(ile) or a mix. */
const draftOf = ({ context }: Snap) => `${context.text.trim() ? 'T' : ''}${context.image ? 'I' : ''}${context.file ? 'F' : ''}` || 'E';
const nextId = (s: Snap) => Math.max(0, ...s.context.chat!.messages.map((m) => m.messageId ?? 0)) + 1;

/**
 * The events offered in each state: every transition of the chart, from states a person reaches.
 * Draft changes start from a calm composer (one change at a time), and a second message is typed
 * while one is on its way or has failed, so queueing and retry-with-the-next are covered.
 */
function eventsFor(s: Snap): SampleEvent[] {
  const c = s.context;
  if (s.matches('loading'))
    return [
      { type: 'xstate.done.actor.load', output: LOADED },
      { type: 'xstate.error.actor.load', error: new Error('User not found') },
    ];
  if (s.matches('loadFailed')) return [{ type: 'retry' }];
  if (s.matches({ ready: { history: 'loadingOlder' } }))
    return [
      { type: 'xstate.done.actor.loadOlder', output: OLDER },
      { type: 'xstate.error.actor.loadOlder', error: new Error(OOPS) },
    ];
  if (s.matches({ ready: { options: 'confirmingBlock' } }) || s.matches({ ready: { options: 'confirmingDelete' } }))
    return [{ type: 'confirm' }, { type: 'dismiss' }];
  if (s.matches({ ready: { options: 'blocking' } })) return [{ type: 'xstate.done.actor.block' }, { type: 'xstate.error.actor.block', error: new Error(OOPS) }];
  if (s.matches({ ready: { options: 'deleting' } }))
    return [{ type: 'xstate.done.actor.deleteChat' }, { type: 'xstate.error.actor.deleteChat', error: new Error(OOPS) }];
  const chat = c.chat!;
  const mine = chat.messages.filter((m) => m.fromMe && m.messageId !== null).map((m) => m.messageId!);
  // Zoe writes (and has read all of yours); with a block in place the server sends nothing new.
  const received: SampleEvent = chat.blockedByYou
    ? { type: 'messages.received', chat: { ...chat, messages: [] } }
    : {
        type: 'messages.received',
        chat: {
          ...chat,
          partnerLastReadId: Math.max(0, ...mine),
          messages: [
            ...chat.messages.filter((m) => m.messageId !== null),
            {
              messageId: nextId(s),
              clientMessageId: `z-${nextId(s)}`,
              fromMe: false,
              content: `Still there? #${nextId(s)}`,
              createdAt: 1_700_000_500,
              read: true,
            },
          ],
        },
      };
  if (chat.blockedByYou) return [received];
  const draft = draftOf(s);
  const send = { type: 'send', clientMessageId: `c-${chat.messages.length}`, now: 1_700_000_400 };
  const typed = { type: 'draft.changed', text: 'See you at five' };
  const head = chat.messages.find((m) => m.clientMessageId === c.outbox[0]);
  const done = head && {
    type: 'xstate.done.actor.send',
    output: {
      ...head,
      messageId: nextId(s),
      pending: undefined,
      outgoing: undefined,
      read: false,
      image: head.outgoing?.image ? { url: '/api/messages/attachment/me/1/image', width: 4, height: 3 } : null,
      file: head.outgoing?.file ? { url: '/api/messages/attachment/me/1/file', name: 'notes.txt', size: 12, type: 'txt' } : null,
    },
  };
  const failed = { type: 'xstate.error.actor.send', error: new Error(OOPS) };
  if (s.matches({ ready: { composer: 'idle' } })) {
    if (draft === 'E') {
      const older = chat.nextCursor ? [{ type: 'older.requested' }] : [];
      return [
        typed,
        { type: 'image.picked', image: { name: 'photo.png', data: new Blob() } },
        { type: 'file.picked', file: { name: 'notes.txt', data: new Blob() } },
        received,
        { type: 'block' },
        { type: 'deleteChat' },
        ...older,
      ];
    }
    if (draft === 'I') return [{ type: 'image.removed' }, send];
    if (draft === 'F') return [{ type: 'file.removed' }, send];
    return [send];
  }
  if (s.matches({ ready: { composer: 'sending' } })) {
    if (c.outbox.length > 1) return [done!];
    return draft === 'E' ? [done!, failed, typed] : [send];
  }
  return draft === 'E' ? [{ type: 'retry' }, typed] : [send];
}

// What the screen does next depends on the state, the draft, a block and the queue.
const serializeState = (snapshot: unknown) => {
  const s = snapshot as Snap;
  return `${JSON.stringify(s.value)} ${draftOf(s)} blocked:${s.context.chat?.blockedByYou === true} queued:${s.context.outbox.length} older:${Boolean(s.context.chat?.nextCursor)}`;
};

describeModel('chat', {
  machine: chatMachine,
  input: { partnerId: 'zoe' },
  mount: () => mount(),
  beforeAll: installJsdomPlatform,
  afterEach: unmountChat,
  states,
  drivers: events,
  events: eventsFor,
  serializeState,
  tests: () => {
    it('sends nothing when the text is empty after trimming and nothing is attached; Shift+Enter is a new line', async () => {
      await mount();
      await events['xstate.done.actor.load']({ output: LOADED });
      fireEvent.change(textbox(), { target: { value: '   ' } });
      fireEvent.keyDown(textbox(), { key: 'Enter' });
      expect(sendButton().disabled).toBe(true);
      fireEvent.click(sendButton());
      fireEvent.change(textbox(), { target: { value: 'Two\nlines' } });
      fireEvent.keyDown(textbox(), { key: 'Enter', shiftKey: true });
      await act(async () => {});
      expect(api.calls.filter((c) => c.operation === 'SendMessage')).toHaveLength(0);
      expect(textbox().value).toBe('Two\nlines');
    });

    it('tells the server what Zoe sent is seen, and scrolls to the newest message (smoothly after the first time)', async () => {
      const scrolls: ScrollToOptions[] = [];
      const original = HTMLElement.prototype.scrollTo;
      HTMLElement.prototype.scrollTo = function (options?: ScrollToOptions | number) {
        if (typeof options === 'object') scrolls.push(options);
      } as typeof HTMLElement.prototype.scrollTo;
      await mount();
      await events['xstate.done.actor.load']({ output: LOADED });
      await eventually(() => expect(api.calls.filter((c) => c.operation === 'MarkChatRead')).toHaveLength(1));
      await eventually(() => expect(scrolls.map((s) => s.behavior)).toEqual(['auto']));
      fireEvent.change(textbox(), { target: { value: 'On my way' } });
      fireEvent.keyDown(textbox(), { key: 'Enter' });
      await eventually(() => expect(scrolls.map((s) => s.behavior)).toEqual(['auto', 'smooth']));
      HTMLElement.prototype.scrollTo = original;
    });

    it('closes the options menu on Escape (focus back on its button) and on a click outside', async () => {
      await mount();
      await events['xstate.done.actor.load']({ output: LOADED });
      const options = screen.getByRole('button', { name: 'Chat options for Zoe' });
      fireEvent.click(options);
      expect(screen.getByRole('button', { name: 'Delete chat' })).toBeTruthy();
      fireEvent.keyDown(document, { key: 'Escape' });
      await eventually(() => expect(screen.queryByRole('button', { name: 'Delete chat' })).toBeNull());
      expect(document.activeElement).toBe(options);
      fireEvent.click(options);
      fireEvent.pointerDown(log());
      await eventually(() => expect(screen.queryByRole('button', { name: 'Delete chat' })).toBeNull());
    });

    it('refuses a picture that is not an image and a file over 10 MB, saying why', async () => {
      await mount();
      await events['xstate.done.actor.load']({ output: LOADED });
      fireEvent.change(document.getElementById('chat-image')!, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
      await screen.findByText('Only image files are allowed.');
      const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
      Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
      fireEvent.change(document.getElementById('chat-file')!, { target: { files: [big] } });
      await screen.findByText('Attachments must be 10 MB or smaller.');
      expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    });
  },
});
