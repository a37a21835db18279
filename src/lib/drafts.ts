/**
 * Form drafts, the tab's sessionStorage beside the session (./storage.ts): apart from it, because
 * only the forms that keep drafts need them, and ./storage.ts is part of the first route's code.
 */

/**
 * What a person has typed into a form and not yet saved, kept for the tab's life: a reload, or
 * leaving the screen and coming back, shows it again. Cleared once saved.
 */
const DRAFT_PREFIX = 'draft:';

export function readDraft<T>(form: string, isDraft: (value: unknown) => value is T): T | null {
  if (typeof sessionStorage === 'undefined') return null;
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(DRAFT_PREFIX + form) ?? 'null');
    return isDraft(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeDraft(form: string, value: unknown) {
  if (typeof sessionStorage === 'undefined') return;
  try {
    sessionStorage.setItem(DRAFT_PREFIX + form, JSON.stringify(value));
  } catch {
    // Storage full or refused: the draft is a convenience; the form goes on working without it.
  }
}

export function clearDraft(form: string) {
  if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(DRAFT_PREFIX + form);
}
