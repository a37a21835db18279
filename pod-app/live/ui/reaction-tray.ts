/**
 * The reactions tray: a 'React' toggle in the room's toolbar opening a row of the few emoji
 * (REACTION_EMOJI), each a button named for what it says. Sending keeps the tray open for another;
 * Escape closes it and returns to 'React'. A refusal (too many, or the room gone) is said in it.
 */
import { h, icon } from '../../ui/dom.ts';
import { ApiError } from '../../api.ts';
import { REACTION_EMOJI, REACTION_NAMES, type ReactionEmoji } from '../../../shared/reactions.ts';

/** A smiling face (Material 'mood'). */
const SMILE =
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16zm3.5-9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zm-7 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zm3.5 6.5c2.3 0 4.3-1.5 5.1-3.5H6.9c.8 2 2.8 3.5 5.1 3.5z';

export function createReactionTray({ send }: { send: (emoji: ReactionEmoji) => Promise<unknown> }) {
  const button = h(
    'button',
    { type: 'button', className: 'pill react', 'aria-controls': 'reaction-tray', 'aria-expanded': 'false' },
    icon(SMILE),
    h('span', { className: 'label' }, 'React'),
  );
  const note = h('p', { className: 'reaction-note', role: 'status' });
  const choices = REACTION_EMOJI.map((emoji) =>
    h(
      'button',
      { type: 'button', className: 'reaction-choice', 'aria-label': REACTION_NAMES[emoji], title: REACTION_NAMES[emoji], onClick: () => pick(emoji) },
      emoji,
    ),
  );
  const tray = h('div', { id: 'reaction-tray', className: 'reaction-tray', role: 'group', 'aria-label': 'Reactions', hidden: true }, ...choices, note);

  const setOpen = (open: boolean) => {
    tray.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    if (!open) note.textContent = '';
  };
  function pick(emoji: ReactionEmoji) {
    note.textContent = '';
    send(emoji).catch((error: unknown) => {
      note.textContent =
        error instanceof ApiError && error.status === 429 ? 'Too many reactions: wait a moment.' : 'Your reaction was not sent. Please try again.';
    });
  }
  button.addEventListener('click', () => setOpen(tray.hidden === true));
  tray.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    setOpen(false);
    button.focus();
  });

  return {
    button,
    tray,
    /** Reactions go out only while the room is live. */
    setEnabled: (enabled: boolean) => {
      for (const choice of choices) choice.disabled = !enabled;
    },
  };
}
