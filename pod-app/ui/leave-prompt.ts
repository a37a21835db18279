/**
 * The 'You have unsaved changes' question (a modal alert dialog over the Pod): Save, Discard or
 * Keep editing. Keyboard: focus starts on Save, Tab stays inside, Escape keeps editing; focus
 * returns to where it was.
 */
import type { LeaveChoice } from '../edit/leave-guard.ts';
import { h } from './dom.ts';

export function askAboutUnsavedChanges(root: HTMLElement): Promise<LeaveChoice> {
  const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  return new Promise((resolve) => {
    const choose = (choice: LeaveChoice) => () => {
      backdrop.remove();
      before?.focus();
      resolve(choice);
    };
    const buttons = [
      h('button', { type: 'button', className: 'primary', onClick: choose('save') }, 'Save'),
      h('button', { type: 'button', onClick: choose('discard') }, 'Discard'),
      h('button', { type: 'button', onClick: choose('stay') }, 'Keep editing'),
    ];
    const dialog = h(
      'div',
      { className: 'leave-prompt', role: 'alertdialog', 'aria-modal': 'true', 'aria-labelledby': 'leave-title', 'aria-describedby': 'leave-text' },
      h('h2', { id: 'leave-title' }, 'You have unsaved changes'),
      h('p', { id: 'leave-text' }, 'Save them before you leave, or discard them?'),
      h('div', { className: 'row' }, ...buttons),
    );
    const backdrop = h('div', { className: 'leave-backdrop' }, dialog);
    backdrop.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        choose('stay')();
      } else if (event.key === 'Tab') {
        // Keep focus within the three buttons while the question is open.
        const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
        const next = (at + (event.shiftKey ? buttons.length - 1 : 1)) % buttons.length;
        event.preventDefault();
        buttons[at === -1 ? 0 : next]!.focus();
      }
    });
    root.append(backdrop);
    buttons[0]!.focus();
  });
}
