/**
 * The host's Remove, confirmed first (a modal dialog): a Pod's owner removing someone from its
 * room (drop-in.ts createOwnerTools) or an event's host removing a guest (live-view.ts). Only
 * Remove sends them out; a refusal stays in the dialog and says why.
 */
import { h } from '../../ui/dom.ts';
import type { Participant } from '../room-state.ts';

export function createRemoveConfirm(options: {
  /** Where from, as the title says it: 'your Pod', 'this event'. */
  from: string;
  /** What removing does to them. */
  text: string;
  remove: (userId: string) => Promise<unknown>;
}) {
  const name = h('strong', {});
  const problem = h('p', { className: 'problem', role: 'alert' });
  const confirm = h('button', { type: 'button', className: 'danger' }, 'Remove');
  const cancel = h('button', { type: 'button' }, 'Cancel');
  const dialog = h(
    'dialog',
    { className: 'confirm', 'aria-labelledby': 'remove-title', 'aria-describedby': 'remove-text' },
    h('h2', { id: 'remove-title' }, 'Remove ', name, ` from ${options.from}?`),
    h('p', { id: 'remove-text' }, options.text),
    problem,
    h('div', { className: 'row' }, cancel, confirm),
  );
  let who: Participant | null = null;
  cancel.addEventListener('click', () => dialog.close());
  confirm.addEventListener('click', () => {
    if (!who) return;
    confirm.disabled = true;
    problem.textContent = '';
    options
      .remove(who.userId)
      .then(() => dialog.close())
      .catch((error: unknown) => {
        problem.textContent = error instanceof Error ? error.message : 'Not removed. Please try again.';
      })
      .finally(() => {
        confirm.disabled = false;
      });
  });
  return {
    dialog,
    askRemove: (person: Participant) => {
      who = person;
      name.textContent = person.userDisplayName ?? 'Someone';
      problem.textContent = '';
      dialog.showModal();
      cancel.focus();
    },
  };
}

/** An event's host removes a guest: out now, off the guest list, and out of the Pod for 24 hours. */
export const createGuestRemoval = (remove: (userId: string) => Promise<unknown>) =>
  createRemoveConfirm({ from: 'this event', text: 'They are sent out now, taken off the guest list, and cannot come back for 24 hours.', remove });
