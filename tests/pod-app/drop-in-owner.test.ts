// @vitest-environment jsdom
/**
 * A Pod's owner in its drop-in room (issue 46): a Remove beside everyone else in the People panel,
 * confirmed in a dialog before anyone is sent out, and who may drop in, chosen in the panel (a
 * refusal puts the choice back and says why). A signed-out visitor's panel names the owner.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/dom';
import { createOwnerTools } from '../../pod-app/live/drop-in.ts';
import { createPeoplePanel } from '../../pod-app/live/ui/people-panel.ts';
import { DROP_IN_LABELS, ROOM_TEXTS } from '../../shared/drop-in.ts';
import { participant, installModalDialogs } from './support/room.ts';

const person = (userId: string, name: string, role: 'host' | 'guest') => participant(userId, name, role);
const owner = person('o', 'Wanda', 'host');
const bo = person('b', 'Bo', 'guest');
const visitor = person('visitor-1', ROOM_TEXTS.visitor, 'guest');
const ROLES = { host: 'Owner', guest: '' };

beforeAll(installModalDialogs);
afterEach(() => document.body.replaceChildren());

function ownerRoom(remove: (userId: string) => Promise<unknown>, setDropIn: (dropIn: string) => Promise<unknown> = async () => undefined) {
  const tools = createOwnerTools({ dropIn: 'everyone', labels: DROP_IN_LABELS, setDropIn, remove });
  const people = createPeoplePanel({ selfId: 'o', isHost: true, onMute: async () => undefined, onRemove: tools.askRemove, roles: ROLES, extra: tools.setting });
  document.body.append(people.element, tools.dialog);
  people.render([owner, bo, visitor], {});
  return tools;
}

describe("the owner's tools in a Pod's room", () => {
  it('offers a Remove for everyone else, asks first, and removes only on Remove', async () => {
    const remove = vi.fn(async () => undefined);
    ownerRoom(remove);
    const list = screen.getByRole('list', { name: /People here/ });
    expect(within(list).queryByRole('button', { name: 'Remove Wanda' })).toBeNull();
    expect(within(list).getByText('Owner')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Remove Bo' }));
    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    expect(dialog.querySelector('h2')!.textContent).toBe('Remove Bo from your Pod?');
    expect(document.activeElement?.textContent).toBe('Cancel');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(list).getByRole('button', { name: `Remove ${ROOM_TEXTS.visitor}` }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(remove).toHaveBeenCalledWith('visitor-1');
    await vi.waitFor(() => expect(dialog.open).toBe(false));
  });

  it('keeps the dialog open with the reason when the removal is refused', async () => {
    ownerRoom(async () => {
      throw new Error('No such person in this room.');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Bo' }));
    const dialog = document.querySelector('dialog')!;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('No such person in this room.'));
    expect(dialog.open).toBe(true);
  });

  it('chooses who may drop in; a refusal puts the choice back and says why', async () => {
    const setDropIn = vi.fn(async (dropIn: string) => {
      if (dropIn === 'only-me') throw new Error('Try again later.');
    });
    ownerRoom(async () => undefined, setDropIn);
    const select = screen.getByRole('combobox', { name: 'Who can drop in' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Everyone who can see it', 'Followers only', 'Only me']);
    expect(select.value).toBe('everyone');
    fireEvent.change(select, { target: { value: 'followers' } });
    expect(setDropIn).toHaveBeenLastCalledWith('followers');
    await vi.waitFor(() => expect(select.disabled).toBe(false));
    fireEvent.change(select, { target: { value: 'only-me' } });
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Not changed: Try again later.'));
    expect(select.value).toBe('followers');
  });

  it('gives no one else a Remove', () => {
    const people = createPeoplePanel({ selfId: 'b', isHost: false, onMute: async () => undefined, roles: ROLES });
    document.body.append(people.element);
    people.render([owner, bo], {});
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.getByText('Bo (you)')).toBeTruthy();
  });
});
