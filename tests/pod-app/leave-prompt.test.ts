// @vitest-environment jsdom
/** The 'You have unsaved changes' dialog: named for screen readers, focus on Save, Tab kept inside, Escape keeps editing. */
import { afterEach, describe, expect, it } from 'vitest';
import { askAboutUnsavedChanges } from '../../pod-app/ui/leave-prompt.ts';

const dialog = () => document.querySelector<HTMLElement>('[role="alertdialog"]');
const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name)!;
const key = (key: string, shiftKey = false) => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true }));

describe('the unsaved changes prompt', () => {
  afterEach(() => document.body.replaceChildren());

  it('asks with Save, Discard and Keep editing, focus on Save, and answers the choice', async () => {
    const opener = document.body.appendChild(document.createElement('button'));
    opener.focus();
    const answer = askAboutUnsavedChanges(document.body);
    const box = dialog()!;
    expect(box.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-labelledby')!)!.textContent).toBe('You have unsaved changes');
    expect([...box.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Save', 'Discard', 'Keep editing']);
    expect(document.activeElement).toBe(button('Save'));
    key('Tab');
    expect(document.activeElement).toBe(button('Discard'));
    key('Tab', true);
    key('Tab', true);
    expect(document.activeElement).toBe(button('Keep editing'));
    button('Discard').click();
    await expect(answer).resolves.toBe('discard');
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('Escape keeps editing', async () => {
    const answer = askAboutUnsavedChanges(document.body);
    key('Escape');
    await expect(answer).resolves.toBe('stay');
    expect(dialog()).toBeNull();
  });
});
