/** The chat machine for one person, wired to the server, the live stream, the list and the toasts. */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useMachine } from '../../lib/machine-hooks.ts';
import { fromCallback, fromPromise } from 'xstate';
import { chatMachine, type ChatEvent, type ChatLoaded } from '../../../machines/chat.ts';
import { showToast } from '../../app/actors.ts';
import { onMessageSignal } from '../../app/message-signals.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { messageOf } from '../../lib/api/errors.ts';
import { cameWithPage, freshRead, outdateReads, read } from '../../lib/read-cache.ts';
import { blockPerson, deleteChat, loadChat, loadOlderMessages, markChatRead, sendMessage } from './api.ts';
import { chatWith } from './reads.ts';

/** Spec §9: the list scrolls to the bottom 100 ms after a change (the new rows are drawn by then). */
export const SCROLL_DELAY_MS = 100;

/** Hears the person's signals on the live stream (and the page coming back) and reads the chat again. */
const live = fromCallback<ChatEvent, { partnerId: string }>(({ input, sendBack }) => {
  let latest = 0;
  const reread = () => {
    const ticket = ++latest;
    loadChat(input.partnerId).then(
      (chat) => ticket === latest && sendBack({ type: 'messages.received', chat }),
      (error: unknown) => console.error('Chat refresh', error),
    );
  };
  const stop = onMessageSignal((signal) => signal.partnerId === input.partnerId && reread());
  const visible = () => document.visibilityState === 'visible' && reread();
  document.addEventListener('visibilitychange', visible);
  return () => {
    stop();
    document.removeEventListener('visibilitychange', visible);
  };
});

/** Tells the server what you have seen, once per newer message from the person (their check marks). */
function readMarker(partnerId: string) {
  let marked = 0;
  return (chat: ChatLoaded | null) => {
    const newest = chat?.messages.findLast((m) => !m.fromMe && m.messageId !== null)?.messageId ?? 0;
    if (newest <= marked || document.visibilityState !== 'visible') return;
    marked = newest;
    markChatRead(partnerId).catch((error: unknown) => console.error('Mark chat read', error));
  };
}

/**
 * The chat the screen came with: read on the way in (src/app/route-reads-chunk.ts) or with the
 * page the server rendered, and fresh. It serves one opening: once used it is outdated, so a later
 * visit reads afresh.
 */
const cameChat = (partnerId: string) => freshRead<ChatLoaded>(chatWith(partnerId).key);

/** Reads the chat, joining the read begun on the way in; what it kept serves no later opening. */
async function readChat(partnerId: string) {
  const { key, load } = chatWith(partnerId);
  try {
    return await read(key, load);
  } finally {
    outdateReads(key);
  }
}

export function useChat(partnerId: string, list: RefObject<HTMLElement | null>) {
  const markRead = useRef(readMarker(partnerId)).current;
  const scrolled = useRef(false);
  const [came] = useState(() => cameChat(partnerId));
  const machine = useMachine(
    chatMachine.provide({
      actors: {
        load: fromPromise(({ input }) => readChat(input.partnerId)),
        loadOlder: fromPromise(({ input, signal }) => loadOlderMessages(input.partnerId, input.cursor, signal)),
        send: fromPromise(({ input }) => sendMessage(input.partnerId, input.message)),
        block: fromPromise(({ input }) => blockPerson(input.partnerId).then(() => undefined)),
        deleteChat: fromPromise(({ input }) => deleteChat(input.partnerId).then(() => undefined)),
        live,
      },
      actions: {
        scrollToEnd: () => {
          setTimeout(() => {
            const element = list.current;
            if (!element) return;
            // The first scroll jumps (the chat opens at its end); later ones glide, unless motion is reduced.
            const smooth = scrolled.current && !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
            element.scrollTo?.({ top: element.scrollHeight, behavior: smooth ? 'smooth' : 'auto' });
            scrolled.current = true;
          }, SCROLL_DELAY_MS);
        },
        markRead: ({ context }) => markRead(context.chat),
        reportFailure: (_, { error }) => {
          console.error('Chat', error);
          showToast(messageOf(error) || 'That did not work. Please try again.', 'error');
        },
        announceBlocked: () => showToast('User Blocked', 'success'),
        leave: () => {
          showToast('Chat deleted', 'success');
          navigateTo('/messages', { replace: true });
        },
      },
    }),
    { input: { partnerId, chat: came } },
  );
  const [, send] = machine;
  useEffect(() => {
    const { key } = chatWith(partnerId);
    if (came) outdateReads(key);
    // A chat that came with the page is read again behind it once: what arrived since the server
    // rendered it shows, and the service worker keeps the answer for offline use.
    if (cameWithPage(key))
      loadChat(partnerId).then(
        (chat) => send({ type: 'messages.received', chat }),
        () => {},
      );
  }, [came, partnerId, send]);
  return machine;
}
