/**
 * The live event's own controls: the People and Chat toggles (after any other tools: React, Avatar) (on a phone one panel at a time, so
 * the room stays in view; on a wide screen both stay open beside it), the connection's status,
 * and for the host 'End event' with its confirmation.
 */
import { h } from '../../ui/dom.ts';

export const WIDE = '(min-width: 900px)';

export interface Panel {
  element: HTMLElement;
  button: HTMLButtonElement;
  label: string;
}

/**
 * `tools`: more of the room's own buttons, first in its toolbar (the reactions tray). `onEnd`: the
 * host's 'End event' (a live event's only). `chat`: false for someone who may not chat (a
 * signed-out visitor of a Pod's room): no Chat toggle. `label`: the toolbar's name.
 */
export function createLiveControls(options: {
  isHost: boolean;
  onEnd?: () => Promise<void>;
  wide: MediaQueryList;
  onChatOpened: () => void;
  tools?: HTMLElement[];
  chat?: boolean;
  label?: string;
}) {
  const hasChat = options.chat ?? true;
  const status = h('p', { className: 'live-status', role: 'status' });
  const peopleButton = h('button', { type: 'button', className: 'pill', 'aria-controls': 'people-panel', 'aria-expanded': 'false' }, 'People');
  const chatButton = h('button', { type: 'button', className: 'pill', 'aria-controls': 'chat-panel', 'aria-expanded': 'false' }, 'Chat');
  const unread = h('span', { className: 'badge', hidden: true });
  chatButton.append(unread);
  const actions = h(
    'div',
    { className: 'live-actions', role: 'toolbar', 'aria-label': options.label ?? 'Live event' },
    ...(options.tools ?? []),
    peopleButton,
    hasChat ? chatButton : null,
  );

  // The host's 'End event', confirmed in a modal dialog.
  const problem = h('p', { className: 'problem', role: 'alert' });
  const confirm = h('button', { type: 'button', className: 'danger' }, 'End event');
  const cancel = h('button', { type: 'button' }, 'Cancel');
  const dialog = h(
    'dialog',
    { className: 'confirm', 'aria-labelledby': 'end-title', 'aria-describedby': 'end-text' },
    h('h2', { id: 'end-title' }, 'End this event for everyone?'),
    h('p', { id: 'end-text' }, 'Everyone in the event goes back to their events. This can not be undone.'),
    problem,
    h('div', { className: 'row' }, cancel, confirm),
  );
  const onEnd = options.onEnd;
  const endButton =
    options.isHost && onEnd
      ? h(
          'button',
          {
            type: 'button',
            className: 'end-event',
            onClick: () => {
              problem.textContent = '';
              dialog.showModal();
              cancel.focus();
            },
          },
          'End event',
        )
      : null;
  cancel.addEventListener('click', () => dialog.close());
  confirm.addEventListener('click', () => {
    confirm.disabled = true;
    problem.textContent = '';
    (onEnd ?? (() => Promise.resolve()))()
      .then(() => dialog.close())
      .catch((error: unknown) => {
        problem.textContent = error instanceof Error ? error.message : 'The event could not be ended. Please try again.';
      })
      .finally(() => {
        confirm.disabled = false;
      });
  });

  const element = h('div', { className: 'live-controls' }, status, endButton, actions, dialog);
  const panels: { people?: HTMLElement; chat?: HTMLElement } = {};
  const open = { people: false, chat: false };
  const apply = () => {
    for (const [name, button] of [
      ['people', peopleButton],
      ['chat', chatButton],
    ] as const) {
      button.setAttribute('aria-expanded', String(open[name]));
      panels[name]?.classList.toggle('collapsed', !open[name]);
    }
    document.body.classList.toggle('panel-open', open.people || open.chat);
    if (open.chat) {
      unread.hidden = true;
      unread.textContent = '';
      options.onChatOpened();
    }
  };
  const toggle = (name: 'people' | 'chat') => {
    open[name] = !open[name];
    // A phone shows one panel at a time.
    if (open[name] && !options.wide.matches) open[name === 'people' ? 'chat' : 'people'] = false;
    apply();
  };
  peopleButton.addEventListener('click', () => toggle('people'));
  chatButton.addEventListener('click', () => toggle('chat'));

  return {
    element,
    /** The panels the toggles show and hide; open on a wide screen, closed on a phone. */
    attach: (people: HTMLElement, chat: HTMLElement | null) => {
      panels.people = people;
      if (chat) panels.chat = chat;
      open.people = options.wide.matches;
      open.chat = hasChat && options.wide.matches;
      apply();
      // Turning a tablet, or resizing a window, across the breakpoint: that width's default.
      options.wide.addEventListener('change', () => {
        open.people = options.wide.matches;
        open.chat = hasChat && options.wide.matches;
        apply();
      });
    },
    chatOpen: () => open.chat,
    setCount: (people: number) => {
      peopleButton.firstChild!.textContent = `People (${people})`;
    },
    setUnread: (count: number) => {
      unread.hidden = count === 0;
      unread.textContent = count === 0 ? '' : ` ${count} new`;
    },
    setStatus: (text: string) => {
      status.textContent = text;
    },
    closeDialog: () => {
      if (dialog.open) dialog.close();
    },
  };
}
