/**
 * 'Choose your avatar': a modal dialog with three radio groups (shape, colour, accessory), a live
 * preview, 'Not now' and 'Save'. Native radios inside labels, so arrow keys move within a group
 * and screen readers say each choice; every target is at least 44 px.
 */
import { h } from '../../ui/dom.ts';
import { avatarIcon } from './avatar-icon.ts';
import { AVATAR_ACCESSORIES, AVATAR_COLOURS, AVATAR_HEX, AVATAR_LABELS, AVATAR_SHAPES, describeAvatar, type Avatar } from '../../../shared/avatar.ts';

type Part = keyof Avatar;
const OPTIONS: Record<Part, readonly string[]> = { shape: AVATAR_SHAPES, colour: AVATAR_COLOURS, accessory: AVATAR_ACCESSORIES };
const LEGENDS: Record<Part, string> = { shape: 'Shape', colour: 'Colour', accessory: 'Accessory' };

export interface AvatarChooserOptions {
  /** Saves the choice; a rejection's message is shown and the dialog stays open. */
  save: (avatar: Avatar) => Promise<void>;
  /** The dialog closed (saved or not). */
  onClose?: () => void;
}

export function createAvatarChooser({ save, onClose }: AvatarChooserOptions) {
  let choice: Avatar = { shape: 'capsule', colour: 'coral', accessory: 'none' };
  const preview = h('div', { className: 'avatar-preview' });
  const previewText = h('p', { className: 'avatar-preview-text' });
  const problem = h('p', { className: 'problem', role: 'alert' });
  const saveButton = h('button', { type: 'submit', className: 'primary' }, 'Save');
  const later = h('button', { type: 'button' }, 'Not now');

  const groups = (Object.keys(OPTIONS) as Part[]).map((part) => {
    const labels = OPTIONS[part].map((value) => {
      const input = h('input', { type: 'radio', name: `avatar-${part}`, value, className: 'visually-hidden' });
      input.addEventListener('change', () => {
        choice = { ...choice, [part]: value };
        refresh();
      });
      const picture = h('span', { className: 'avatar-option-picture' });
      return {
        value,
        input,
        picture,
        label: h(
          'label',
          { className: `avatar-option avatar-option-${part}` },
          input,
          picture,
          h('span', { className: 'avatar-option-name' }, AVATAR_LABELS[value as keyof typeof AVATAR_LABELS]),
        ),
      };
    });
    return { part, labels, element: h('fieldset', { className: 'avatar-group' }, h('legend', {}, LEGENDS[part]), ...labels.map((l) => l.label)) };
  });

  // Each option's picture shows what choosing it gives with the rest of the choice: a live preview.
  function refresh() {
    preview.replaceChildren(avatarIcon(choice, 'avatar-icon large'));
    previewText.textContent = describeAvatar(choice);
    for (const { part, labels } of groups) {
      for (const { value, input, picture } of labels) {
        input.checked = choice[part] === value;
        if (part === 'colour')
          picture.replaceChildren(h('span', { className: 'avatar-colour', style: `background: ${AVATAR_HEX[value as Avatar['colour']]}` }));
        else picture.replaceChildren(avatarIcon({ ...choice, [part]: value }));
      }
    }
  }

  const form = h(
    'form',
    { method: 'dialog', className: 'avatar-form' },
    h('div', { className: 'avatar-preview-row' }, preview, previewText),
    ...groups.map((g) => g.element),
    problem,
    h('div', { className: 'row' }, later, saveButton),
  );
  const element = h(
    'dialog',
    { className: 'confirm avatar-chooser', 'aria-labelledby': 'avatar-title', 'aria-describedby': 'avatar-text' },
    h('h2', { id: 'avatar-title' }, 'Choose your avatar'),
    h('p', { id: 'avatar-text' }, 'This is how everyone sees you in live events. You can change it later with the Avatar button.'),
    form,
  );
  later.addEventListener('click', () => element.close());
  element.addEventListener('close', () => onClose?.());
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    saveButton.disabled = true;
    problem.textContent = '';
    save(choice)
      .then(() => element.close())
      .catch((error: unknown) => {
        problem.textContent = error instanceof Error ? error.message : 'Your avatar could not be saved. Please try again.';
      })
      .finally(() => {
        saveButton.disabled = false;
      });
  });

  return {
    element,
    /** Opens the dialog on this avatar (the person's current one). */
    open: (current: Avatar) => {
      choice = { ...current };
      problem.textContent = '';
      refresh();
      if (!element.open) element.showModal();
      groups[0]!.labels.find((l) => l.input.checked)?.input.focus();
    },
    close: () => {
      if (element.open) element.close();
    },
    isOpen: () => element.open,
  };
}
