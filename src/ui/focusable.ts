/** Which elements inside a box Tab can reach, in order (for modal surfaces that keep focus in). */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/**
 * The elements of `root` that Tab stops at, in document order: not disabled, not taken out of the
 * order (`tabindex="-1"`, e.g. a calendar's roving days), not hidden. Where the browser can tell
 * (checkVisibility), elements it does not render are left out too; jsdom cannot, and renders nothing.
 */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]') && (typeof element.checkVisibility !== 'function' || element.checkVisibility()),
  );
}
