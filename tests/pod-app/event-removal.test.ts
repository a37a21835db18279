// @vitest-environment jsdom
/**
 * An event's host in its live room (issue 50): a Remove beside each guest in the People panel (none
 * for the host), confirmed in a dialog before the guest is sent out; a refusal stays in the dialog.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/dom';
import { createGuestRemoval } from '../../pod-app/live/ui/remove-confirm.ts';
import { createPeoplePanel } from '../../pod-app/live/ui/people-panel.ts';
import { participant, installModalDialogs } from './support/room.ts';

const person = (userId: string, name: string, role: 'host' | 'guest') => participant(userId, name, role);

beforeAll(installModalDialogs);
afterEach(() => document.body.replaceChildren());

function hostRoom(remove: (userId: string) => Promise<unknown>) {
  const removal = createGuestRemoval(remove);
  const people = createPeoplePanel({ selfId: 'h', isHost: true, onMute: async () => undefined, onRemove: removal.askRemove });
  document.body.append(people.element, removal.dialog);
  people.render([person('h', 'Hana', 'host'), person('g', 'Gil', 'guest')], {});
  return removal.dialog;
}

describe("the host's Remove in a live event", () => {
  it('offers Remove for each guest, asks first, and removes only on Remove', async () => {
    const remove = vi.fn(async () => undefined);
    const dialog = hostRoom(remove);
    const list = screen.getByRole('list', { name: /People here/ });
    expect(within(list).queryByRole('button', { name: 'Remove Hana' })).toBeNull();
    fireEvent.click(within(list).getByRole('button', { name: 'Remove Gil' }));
    expect(dialog.open).toBe(true);
    expect(dialog.querySelector('h2')!.textContent).toBe('Remove Gil from this event?');
    expect(dialog.querySelector('#remove-text')!.textContent).toBe('They are sent out now, taken off the guest list, and cannot come back for 24 hours.');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();

    fireEvent.click(within(list).getByRole('button', { name: 'Remove Gil' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(remove).toHaveBeenCalledWith('g');
    await vi.waitFor(() => expect(dialog.open).toBe(false));
  });

  it('keeps the dialog open and says why when the removal is refused', async () => {
    const dialog = hostRoom(async () => {
      throw new Error('Only the host can remove someone from this event.');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Gil' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Only the host can remove someone from this event.'));
    expect(dialog.open).toBe(true);
  });
});
