/**
 * The sample events of the chat model test: the events offered in each state of the chat chart,
 * with the literal data they carry (what Zoe writes, what the server answers), and how snapshots
 * are grouped into the states worth their own paths. The model's context only picks which events
 * a person could cause next and what a server would answer (its ids, its echo of the message on
 * its way); the state checks never read it: they expect what the path's events and the spec's
 * rules say (tests/model/chat.test.tsx), and take only the server's ids from its answers.
 */
import type { EventObject, SnapshotFrom } from 'xstate';
import type { chatMachine } from '../../../machines/chat.ts';
import { LOADED, OLDER, OOPS } from './chat-screen.tsx';

type Snap = SnapshotFrom<typeof chatMachine>;
type SampleEvent = EventObject & Record<string, unknown>;

/** What the draft holds: E(mpty), T(ext), I(mage), F(ile) or a mix. */
const draftOf = ({ context }: Snap) => `${context.text.trim() ? 'T' : ''}${context.image ? 'I' : ''}${context.file ? 'F' : ''}` || 'E';
/** The id the server gives the next message. */
const nextId = (s: Snap) => Math.max(0, ...s.context.chat!.messages.map((m) => m.messageId ?? 0)) + 1;

/**
 * The events offered in each state: every transition of the chart, from states a person reaches.
 * Draft changes start from a calm composer (one change at a time), and a second message is typed
 * while one is on its way or has failed, so queueing and retry-with-the-next are covered.
 */
export function chatEvents(s: Snap): SampleEvent[] {
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
  const blocked = chat.blockedByYou;
  const mine = chat.messages.filter((m) => m.fromMe && m.messageId !== null).map((m) => m.messageId!);
  // Zoe writes a new message and has read all of yours; with a block in place the server sends nothing new.
  const received: SampleEvent = {
    type: 'messages.received',
    chat: {
      ...LOADED,
      blockedByYou: blocked,
      partnerLastReadId: Math.max(0, ...mine),
      messages: blocked
        ? []
        : [
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
  if (blocked) return [received];
  const draft = draftOf(s);
  const send = { type: 'send', clientMessageId: `c-${chat.messages.length}`, now: 1_700_000_400 };
  const typed = { type: 'draft.changed', text: 'See you at five' };
  const head = chat.messages.find((m) => m.clientMessageId === c.outbox[0]);
  // The server's answer: the message under the app's client id, with its own id and attachment addresses.
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

/** What the screen does next depends on the state, the draft, a block and the queue. */
export const serializeChat = (snapshot: unknown) => {
  const s = snapshot as Snap;
  return `${JSON.stringify(s.value)} ${draftOf(s)} blocked:${s.context.chat?.blockedByYou === true} queued:${s.context.outbox.length} older:${Boolean(s.context.chat?.nextCursor)}`;
};
