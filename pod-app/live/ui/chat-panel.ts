/** The room's text chat: the messages as a log, and a one-line field (Enter sends). */
import { formatTime } from '../../../shared/time-format.ts';
import { h } from '../../ui/dom.ts';
import { displayName, type ChatMessage } from '../room-state.ts';

export const CHAT_MAX = 500;

export function createChatPanel(options: { selfId: string; send: (text: string) => Promise<void> }) {
  const list = h('ol', { className: 'messages' });
  // The log scrolls: focusable, so keyboard users can scroll it too.
  const log = h('div', { className: 'chat-log', role: 'log', 'aria-label': 'Chat messages', 'aria-live': 'polite', tabindex: '0' }, list);
  const input = h('input', {
    type: 'text',
    id: 'chat-input',
    name: 'message',
    placeholder: 'Type a message...',
    maxlength: CHAT_MAX,
    autocomplete: 'off',
    enterkeyhint: 'send',
  });
  const problem = h('p', { className: 'problem', role: 'alert' });
  const sendButton = h('button', { type: 'submit', className: 'primary' }, 'Send');
  let sending = false;
  const form = h('form', { className: 'chat-form' }, h('label', { for: 'chat-input', className: 'visually-hidden' }, 'Message'), input, sendButton);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (sending) return;
    if (!text) {
      problem.textContent = 'Write something first.';
      return;
    }
    sending = true;
    sendButton.disabled = true;
    problem.textContent = '';
    options
      .send(text)
      .then(() => {
        // Only what was sent is cleared: anything typed meanwhile stays.
        if (input.value.trim() === text) input.value = '';
      })
      .catch((error: unknown) => {
        problem.textContent = error instanceof Error ? `Not sent: ${error.message}` : 'Not sent. Please try again.';
      })
      .finally(() => {
        sending = false;
        sendButton.disabled = false;
      });
  });
  const element = h(
    'section',
    { id: 'chat-panel', className: 'live-panel chat-panel', 'aria-labelledby': 'chat-heading' },
    h('h2', { id: 'chat-heading' }, 'Chat'),
    log,
    problem,
    form,
  );
  let shown = -1;
  return {
    element,
    input,
    render: (messages: ChatMessage[]) => {
      const last = messages.at(-1)?.messageId ?? 0;
      if (last === shown) return;
      shown = last;
      const atBottom = log.scrollHeight - log.scrollTop - log.clientHeight < 40;
      if (messages.length === 0) list.replaceChildren(h('li', { className: 'empty' }, 'No messages yet. Say hello!'));
      else
        list.replaceChildren(
          ...messages.map((m) =>
            h(
              'li',
              { 'data-message-id': m.messageId, className: m.userId === options.selfId ? 'mine' : '' },
              h('span', { className: 'author' }, m.userId === options.selfId ? 'You' : displayName(m)),
              h('time', { datetime: new Date(m.createdAt * 1000).toISOString() }, formatTime(m.createdAt)),
              h('span', { className: 'text' }, m.text),
            ),
          ),
        );
      if (atBottom || messages.at(-1)?.userId === options.selfId) log.scrollTop = log.scrollHeight;
    },
    setEnabled: (enabled: boolean) => {
      input.disabled = !enabled;
      sendButton.disabled = !enabled;
    },
  };
}
