// @vitest-environment jsdom
/** Issue 20 item 5: choosing one's avatar in the live event, and each person's avatar in the People panel. */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createAvatarChooser } from '../../pod-app/live/ui/avatar-chooser.ts';
import { createAvatarChoosing } from '../../pod-app/live/avatar-choosing.ts';
import { createPeoplePanel } from '../../pod-app/live/ui/people-panel.ts';
import type { Participant } from '../../pod-app/live/room-state.ts';
import type { Avatar } from '../../shared/avatar.ts';
import { participant } from './support/room.ts';

beforeAll(() => {
  // jsdom has no modal dialogs: open and close them as a browser does (close fires 'close').
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const radio = (dialog: HTMLElement, group: string, name: string) => {
  const fieldset = [...dialog.querySelectorAll('fieldset')].find((f) => f.querySelector('legend')!.textContent === group)!;
  const label = [...fieldset.querySelectorAll('label')].find((l) => l.textContent === name)!;
  return label.querySelector('input')!;
};
const checkedIn = (dialog: HTMLElement, group: string) => {
  const fieldset = [...dialog.querySelectorAll('fieldset')].find((f) => f.querySelector('legend')!.textContent === group)!;
  return fieldset.querySelector<HTMLInputElement>('input:checked')!.closest('label')!.textContent;
};
const pick = (input: HTMLInputElement) => {
  input.checked = true;
  input.dispatchEvent(new Event('change'));
};
const mine: Avatar = { shape: 'cone', colour: 'teal', accessory: 'none' };

describe('the avatar chooser', () => {
  it('offers shapes, colours and accessories as radio groups on the current avatar, previews a change and saves it', async () => {
    const save = vi.fn(async () => undefined);
    const chooser = createAvatarChooser({ save });
    document.body.replaceChildren(chooser.element);
    chooser.open(mine);
    const dialog = chooser.element;
    expect(dialog.open).toBe(true);
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('Choose your avatar');
    expect([...dialog.querySelectorAll('legend')].map((l) => l.textContent)).toEqual(['Shape', 'Colour', 'Accessory']);
    expect(dialog.querySelectorAll('input[type="radio"][name="avatar-shape"]')).toHaveLength(4);
    expect(dialog.querySelectorAll('input[type="radio"][name="avatar-colour"]')).toHaveLength(8);
    expect(dialog.querySelectorAll('input[type="radio"][name="avatar-accessory"]')).toHaveLength(4);
    expect([checkedIn(dialog, 'Shape'), checkedIn(dialog, 'Colour'), checkedIn(dialog, 'Accessory')]).toEqual(['Cone', 'Teal', 'None']);
    // The current shape's radio has the focus (arrow keys move within the group).
    expect(document.activeElement).toBe(radio(dialog, 'Shape', 'Cone'));

    pick(radio(dialog, 'Shape', 'Robot'));
    pick(radio(dialog, 'Colour', 'Pink'));
    pick(radio(dialog, 'Accessory', 'Headphones'));
    expect(dialog.querySelector('.avatar-preview-text')!.textContent).toBe('Pink robot with headphones');
    expect(dialog.querySelector('.avatar-preview svg')!.getAttribute('data-avatar')).toBe('robot pink headphones');
    // Each accessory's picture is the chosen shape and colour wearing it.
    expect(radio(dialog, 'Accessory', 'Hat').closest('label')!.querySelector('svg')!.getAttribute('data-avatar')).toBe('robot pink hat');

    dialog.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(save).toHaveBeenCalledWith({ shape: 'robot', colour: 'pink', accessory: 'headphones' });
    await vi.waitFor(() => expect(dialog.open).toBe(false));
  });

  it('keeps the dialog open with the reason when saving fails', async () => {
    const chooser = createAvatarChooser({
      save: async () => {
        throw new Error('Too many avatar changes.');
      },
    });
    document.body.replaceChildren(chooser.element);
    chooser.open(mine);
    chooser.element.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
    await vi.waitFor(() => expect(chooser.element.querySelector('[role="alert"]')!.textContent).toBe('Too many avatar changes.'));
    expect(chooser.element.open).toBe(true);
    expect(chooser.element.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(false);
  });

  it('asks someone who never chose once (Not now is remembered); the Avatar button reopens it', () => {
    localStorage.clear();
    const me = { userId: 'u1', avatar: mine, avatarChosen: false } as Participant;
    // The room read before the stream opens may not have them yet: asked once they are in it.
    let present = false;
    const first = createAvatarChoosing({ selfId: 'u1', me: () => (present ? me : undefined), save: async () => undefined });
    document.body.replaceChildren(first.dialog, first.button);
    first.askOnce();
    expect(first.dialog.open).toBe(false);
    present = true;
    first.askOnce();
    expect(first.dialog.open).toBe(true);
    [...first.dialog.querySelectorAll('button')].find((b) => b.textContent === 'Not now')!.click();
    expect(first.dialog.open).toBe(false);
    first.askOnce(); // later room news: not asked again
    expect(first.dialog.open).toBe(false);

    const again = createAvatarChoosing({ selfId: 'u1', me: () => me, save: async () => undefined });
    again.askOnce();
    expect(again.dialog.open).toBe(false);
    again.button.click();
    expect(again.dialog.open).toBe(true);

    const chose = createAvatarChoosing({ selfId: 'u2', me: () => ({ ...me, userId: 'u2', avatarChosen: true }), save: async () => undefined });
    chose.askOnce();
    expect(chose.dialog.open).toBe(false);
  });
});

const person = (userId: string, name: string, role: 'host' | 'guest', avatar: Avatar) => participant(userId, name, role, avatar);

describe('avatars in the People panel', () => {
  const people = [
    person('h', 'Maren', 'host', { shape: 'block', colour: 'amber', accessory: 'hat' }),
    person('g', 'Ada', 'guest', { shape: 'cone', colour: 'sky', accessory: 'glasses' }),
  ];

  it("shows each person's avatar beside their name, in pictures and in words", () => {
    const panel = createPeoplePanel({ selfId: 'g', isHost: false, onMute: async () => undefined });
    panel.render(people, {});
    const row = (id: string) => panel.element.querySelector<HTMLElement>(`li[data-user-id="${id}"]`)!;
    expect(row('h').querySelector('.swatch svg')!.getAttribute('data-avatar')).toBe('block amber hat');
    expect(row('h').querySelector('.swatch')!.textContent).toBe('Amber block with a hat: ');
    expect(row('g').querySelector('.swatch svg')!.getAttribute('data-avatar')).toBe('cone sky glasses');
  });

  it("lets a guest open the host's profile from the host's name; the host's own list has no such link", () => {
    const onOpenHost = vi.fn();
    const guestPanel = createPeoplePanel({ selfId: 'g', isHost: false, onMute: async () => undefined, onOpenHost });
    guestPanel.render(people, {});
    const link = guestPanel.element.querySelector<HTMLButtonElement>('li[data-user-id="h"] button.host-profile')!;
    expect(link.getAttribute('aria-label')).toBe('Maren, open their profile');
    link.click();
    expect(onOpenHost).toHaveBeenCalledTimes(1);
    expect(guestPanel.element.querySelector('li[data-user-id="g"] button')).toBeNull();

    const hostPanel = createPeoplePanel({ selfId: 'h', isHost: true, onMute: async () => undefined });
    hostPanel.render(people, {});
    expect(hostPanel.element.querySelector('button.host-profile')).toBeNull();
    expect(hostPanel.element.querySelector('li[data-user-id="h"] .who')!.textContent).toBe('Maren (you)');
  });
});
