/**
 * The host's 'Main screen' (issue 48 item 4): a toolbar button opening a modal sheet that lists the
 * Pod's pictures, videos and web pages, and 'Nothing', each a button; the one showing now is
 * pressed. Choosing one puts it on the main screen for everyone and closes the sheet (focus back
 * on 'Main screen'); a refusal is said in the sheet, which stays open. Escape or Close closes it.
 */
import { h } from '../../ui/dom.ts';

export interface ScreenChoice {
  itemId: string;
  label: string;
}

export function createScreenSheet(options: {
  /** The Pod's items the host may show, as they are when the sheet opens. */
  choices: () => ScreenChoice[];
  /** The item showing now (null: nothing). */
  current: () => string | null;
  choose: (itemId: string | null) => Promise<unknown>;
}) {
  const button = h('button', { type: 'button', className: 'pill main-screen-button', 'aria-haspopup': 'dialog' }, 'Main screen');
  const list = h('ul', { className: 'screen-choices', 'aria-labelledby': 'screen-title' });
  const empty = h('p', { className: 'screen-empty' }, 'Your Pod has no pictures, videos or web pages yet: add one with Edit.');
  const problem = h('p', { className: 'problem', role: 'alert' });
  const close = h('button', { type: 'button' }, 'Close');
  const dialog = h(
    'dialog',
    { className: 'confirm screen-sheet', 'aria-labelledby': 'screen-title', 'aria-describedby': 'screen-text' },
    h('h2', { id: 'screen-title' }, 'Main screen'),
    h('p', { id: 'screen-text' }, "Show one of your Pod's pictures, videos or web pages to everyone here."),
    list,
    empty,
    problem,
    h('div', { className: 'row' }, close),
  );

  function pick(itemId: string | null, choices: HTMLButtonElement[]) {
    problem.textContent = '';
    choices.forEach((choice) => (choice.disabled = true));
    options
      .choose(itemId)
      .then(() => {
        dialog.close();
        button.focus();
      })
      .catch((error: unknown) => {
        problem.textContent = error instanceof Error ? `Not shown: ${error.message}` : 'Not shown. Please try again.';
      })
      .finally(() => choices.forEach((choice) => (choice.disabled = false)));
  }

  function open() {
    const current = options.current();
    const all = [{ itemId: null, label: 'Nothing' }, ...options.choices()];
    const buttons = all.map(({ itemId, label }) =>
      h('button', { type: 'button', className: 'screen-choice', 'aria-pressed': String(itemId === current) }, label),
    );
    buttons.forEach((choice, i) => choice.addEventListener('click', () => pick(all[i]!.itemId, buttons)));
    list.replaceChildren(...buttons.map((choice) => h('li', {}, choice)));
    empty.hidden = all.length > 1;
    problem.textContent = '';
    dialog.showModal();
    (buttons.find((choice) => choice.getAttribute('aria-pressed') === 'true') ?? buttons[0])!.focus();
  }

  button.addEventListener('click', open);
  close.addEventListener('click', () => {
    dialog.close();
    button.focus();
  });

  return {
    button,
    dialog,
    close: () => {
      if (dialog.open) dialog.close();
    },
  };
}
