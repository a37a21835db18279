// @vitest-environment jsdom
/**
 * Model-based test of one chat: every transition of the chat chart is driven through the real
 * /chat/{userId} screen (composer, attachments, the options menu and its questions, the live
 * stream's signals) over a fake gateway that keeps the conversation as a server would and whose
 * answers the test releases. Every state is checked on screen against what the path's own events
 * say it should show (never the model's context): the messages (sending, sent, read, not sent),
 * the draft, the questions and the calls in flight. The screen, its fake gateway and the drivers
 * are support/chat-screen.tsx, the sample events support/chat-samples.ts; here are the rules and the checks.
 * The screen details the chart does not model (Shift+Enter, scrolling, closing the options menu,
 * refused attachments) are in chat-screen-details.test.tsx.
 */
import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { chatMachine, type ChatLoaded, type ChatMessage, type OlderPage } from '../../machines/chat.ts';
import { installJsdomPlatform } from './support/jsdom-platform.ts';
import { describeModel, type ModelStep, type SampleEvent } from './support/model-test.ts';
import { api, eventually, events, form, LOADED, log, mount, OOPS, sendButton, textbox, unmountChat } from './support/chat-screen.tsx';
import { chatEvents, serializeChat } from './support/chat-samples.ts';

const YOU_BLOCKED = 'You have blocked this user. Unblock them to send messages.';

// ── what the screen should show, from the path's events and the spec's rules ─────────────────

/** A message as the screen should show it: who wrote it, its text and attachments, and (yours) its mark. */
interface Shown {
  clientId: string;
  /** The server's id, once it has the message (null while it is on its way or not sent). */
  id: number | null;
  mine: boolean;
  content: string;
  picture: boolean;
  file: boolean;
  /** Yours: on its way, not sent, sent, or read by Zoe. */
  mark?: 'sending' | 'failed' | 'sent' | 'read';
}

interface Expected {
  loaded: boolean;
  messages: Shown[];
  draft: { text: string; picture: boolean; file: boolean };
  blocked: boolean;
  /** 'Load earlier messages' is offered. */
  older: boolean;
  /** Your messages waiting to be sent, oldest first (the first is the one on its way). */
  queue: string[];
  /** The newest of your messages Zoe has read, as the server last said. */
  lastRead: number;
}

/** The messages the server has, oldest first, then yours still on their way, in the order sent. */
const inOrder = (messages: Shown[]) => [...messages.filter((m) => m.id !== null).sort((a, b) => a.id! - b.id!), ...messages.filter((m) => m.id === null)];
/** A message as the server gives it: yours with a check mark once Zoe has read it. */
const fromServer = (m: ChatMessage, lastRead: number): Shown => ({
  clientId: m.clientMessageId,
  id: m.messageId,
  mine: m.fromMe,
  content: m.content,
  picture: Boolean(m.image),
  file: Boolean(m.file),
  ...(m.fromMe ? { mark: m.read || m.messageId! <= lastRead ? 'read' : 'sent' } : {}),
});
/** Adds the server's messages not on screen yet (a newer page, an older page). */
const addNew = (e: Expected, incoming: ChatMessage[]) =>
  inOrder([...e.messages, ...incoming.filter((m) => !e.messages.some((shown) => shown.id === m.messageId)).map((m) => fromServer(m, e.lastRead))]);
/** The message at the head of the queue, changed. */
const changeHead = (e: Expected, change: Partial<Shown>) => e.messages.map((m) => (m.clientId === e.queue[0] ? { ...m, ...change } : m));

/**
 * One event's effect on what the screen shows (spec §4 Chat, §5 Chat composer): a message is sent
 * only with text (after trimming), a picture or a file, and not once you blocked Zoe; it shows at
 * once (on its way) and the composer clears; messages go one at a time, in order; one that fails
 * stays, marked not sent, and is tried again on Retry or before the next message; older pages go
 * on top; a deleted chat keeps only what is still on its way; a block stops sending.
 */
function apply(e: Expected, event: SampleEvent): Expected {
  switch (event.type) {
    case 'xstate.done.actor.load': {
      const chat = event.output as ChatLoaded;
      return {
        ...e,
        loaded: true,
        blocked: chat.blockedByYou,
        older: chat.nextCursor !== null,
        lastRead: chat.partnerLastReadId,
        messages: chat.messages.map((m) => fromServer(m, chat.partnerLastReadId)),
      };
    }
    case 'xstate.error.actor.load':
      return { ...e, loaded: false };
    case 'draft.changed':
      return { ...e, draft: { ...e.draft, text: event.text as string } };
    case 'image.picked':
    case 'image.removed':
      return { ...e, draft: { ...e.draft, picture: event.type === 'image.picked' } };
    case 'file.picked':
    case 'file.removed':
      return { ...e, draft: { ...e.draft, file: event.type === 'file.picked' } };
    case 'send': {
      const { text, picture, file } = e.draft;
      if (e.blocked || !(text.trim() || picture || file)) return e;
      const clientId = event.clientMessageId as string;
      const message: Shown = { clientId, id: null, mine: true, content: text.trim(), picture, file, mark: 'sending' };
      return {
        ...e,
        messages: [...changeHead(e, { mark: 'sending' }), message],
        queue: [...e.queue, clientId],
        draft: { text: '', picture: false, file: false },
      };
    }
    case 'retry':
      return e.loaded ? { ...e, messages: changeHead(e, { mark: 'sending' }) } : e;
    case 'xstate.done.actor.send': {
      const id = (event.output as ChatMessage).messageId!;
      return { ...e, messages: inOrder(changeHead(e, { id, mark: id <= e.lastRead ? 'read' : 'sent' })), queue: e.queue.slice(1) };
    }
    case 'xstate.error.actor.send':
      return { ...e, messages: changeHead(e, { mark: 'failed' }) };
    case 'messages.received': {
      const chat = event.chat as ChatLoaded;
      const lastRead = Math.max(e.lastRead, chat.partnerLastReadId);
      const read = (m: Shown) => (m.mine && m.id !== null && m.id <= lastRead ? { ...m, mark: 'read' as const } : m);
      return { ...e, blocked: chat.blockedByYou, lastRead, messages: addNew({ ...e, lastRead }, chat.messages).map(read) };
    }
    case 'xstate.done.actor.loadOlder': {
      const page = event.output as OlderPage;
      return { ...e, older: page.nextCursor !== null, messages: addNew(e, page.messages) };
    }
    case 'xstate.done.actor.block':
      return { ...e, blocked: true };
    case 'xstate.done.actor.deleteChat':
      return { ...e, older: false, messages: e.messages.filter((m) => m.id === null) };
    default:
      return e;
  }
}

const START: Expected = { loaded: false, messages: [], draft: { text: '', picture: false, file: false }, blocked: false, older: false, queue: [], lastRead: 0 };
/** A screen that came with the chat starts as if it had been read. */
const startFor = (input: unknown) => {
  const came = (input as { chat?: ChatLoaded }).chat;
  return came ? apply(START, { type: 'xstate.done.actor.load', output: came }) : START;
};
const expected = ({ events, input }: ModelStep) => events.reduce(apply, startFor(input));

// ── the checks ────────────────────────────────────────────────────────────────────────────────

const noQuestion = () => expect(screen.queryByRole('dialog')).toBeNull();
const question = (title: string) => expect(screen.getByRole('dialog', { name: title })).toBeTruthy();
const has = (element: HTMLElement, role: string, name: string | RegExp) => within(element).queryByRole(role, { name }) !== null;

function checkMessages({ messages }: Expected) {
  if (messages.length === 0) {
    expect(within(log()).getByText('No messages yet')).toBeTruthy();
    return;
  }
  const items = within(log()).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toHaveLength(messages.length);
  messages.forEach((message, i) => {
    const item = items[i]!;
    expect(item.textContent).toContain(message.mine ? 'You:' : 'Zoe:');
    expect(item.textContent).toContain(message.content);
    expect(has(item, 'img', 'Picture'), 'picture').toBe(message.picture);
    expect(item.textContent?.includes('notes.txt'), 'file').toBe(message.file);
    if (!message.mine) return;
    expect(has(item, 'img', 'Sending'), 'sending').toBe(message.mark === 'sending');
    expect(has(item, 'img', 'Read'), 'read').toBe(message.mark === 'read');
    expect(has(item, 'button', 'Retry'), 'not sent').toBe(message.mark === 'failed');
  });
}

function checkDraft({ draft, blocked }: Expected) {
  if (blocked) {
    expect(screen.getByText(YOU_BLOCKED)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message Zoe' })).toBeNull();
    return;
  }
  expect(textbox().value).toBe(draft.text);
  expect(screen.queryByRole('button', { name: 'Remove picture photo.png' }) !== null, 'picture preview').toBe(draft.picture);
  expect(screen.queryByRole('button', { name: 'Remove file notes.txt' }) !== null, 'file preview').toBe(draft.file);
  expect(sendButton().disabled).toBe(!(draft.text.trim() || draft.picture || draft.file));
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
  'ready.composer.idle': (_s: unknown, step: ModelStep) =>
    eventually(() => {
      expect(screen.getByRole('heading', { name: 'Zoe', level: 1 })).toBeTruthy();
      checkMessages(expected(step));
      checkDraft(expected(step));
      expect(sendFailure()).toBeNull();
    }),
  'ready.composer.sending': async (_s: unknown, step: ModelStep) => {
    const shown = expected(step);
    await eventually(() => {
      checkMessages(shown);
      checkDraft(shown);
      expect(api.isHeld('SendMessage')).toBe(true);
    });
    // The head of the queue is what is on its way, with its attachments.
    const head = shown.messages.find((m) => m.clientId === shown.queue[0])!;
    const call = api.calls.findLast((c) => c.operation === 'SendMessage')!;
    expect((call.variables.input as { content: string }).content).toBe(head.content);
    expect(call.files.map((f) => f.name).sort()).toEqual([...(head.file ? ['notes.txt'] : []), ...(head.picture ? ['photo.png'] : [])]);
  },
  'ready.composer.failed': (_s: unknown, step: ModelStep) =>
    eventually(() => {
      checkMessages(expected(step));
      checkDraft(expected(step));
      expect(sendFailure()?.textContent).toBe(OOPS);
    }),
  'ready.history.idle': (_s: unknown, step: ModelStep) =>
    eventually(() => {
      const earlier = screen.queryByRole('button', { name: 'Load earlier messages' }) as HTMLButtonElement | null;
      expect(earlier !== null).toBe(expected(step).older);
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
};

describeModel('chat', {
  machine: chatMachine,
  // A screen that reads the chat, and one that came with it (read on the way in, or with the page the server rendered).
  inputs: { read: { partnerId: 'zoe' }, came: { partnerId: 'zoe', chat: LOADED } },
  mount: (input) => mount(input.chat),
  beforeAll: installJsdomPlatform,
  afterEach: unmountChat,
  states,
  drivers: events,
  events: chatEvents,
  serializeState: serializeChat,
});
