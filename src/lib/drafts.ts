/** Form drafts, kept in the tab's storage beside the session (./storage.ts `tabStorage`). */
import { tabStorage } from './storage.ts';

/**
 * What a person has typed into a form and not yet saved, kept for the tab's life: a reload, or
 * leaving the screen and coming back, shows it again. Cleared once saved.
 */
const DRAFT_PREFIX = 'draft:';

export function readDraft<T>(form: string, isDraft: (value: unknown) => value is T): T | null {
  try {
    const value: unknown = JSON.parse(tabStorage.getItem(DRAFT_PREFIX + form) ?? 'null');
    return isDraft(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeDraft(form: string, value: unknown) {
  try {
    tabStorage.setItem(DRAFT_PREFIX + form, JSON.stringify(value));
  } catch {
    // Storage full or refused: the draft is a convenience; the form goes on working without it.
  }
}

export function clearDraft(form: string) {
  tabStorage.removeItem(DRAFT_PREFIX + form);
}
