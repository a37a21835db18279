import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { css } from '@linaria/core';
import { focusableIn } from './focusable.ts';

/**
 * What every modal surface looks like whatever its shape: its colours and the dimmed page behind.
 * It is laid out in the app's column, not the window: where the desktop shell has its side columns
 * (src/features/shell/AppShell.tsx, the same breakpoint and widths), the insets leave them out, so
 * a sheet spans the column and a dialog is centred on it. `--modal-room` is the width it has there
 * (the whole window elsewhere), for the shapes' widths.
 */
const surface = css`
  --modal-room: 100%;
  @media (min-width: 1024px) {
    :root:has([data-shell]:not([data-full])) & {
      --modal-spare: max(0px, (100% - var(--side-start) - var(--side-end) - 2 * var(--side-gap) - var(--column)) / 2);
      --modal-room: min(var(--column), 100% - var(--side-start) - var(--side-end) - 2 * var(--side-gap));
      inset-inline: calc(var(--modal-spare) + var(--side-start) + var(--side-gap)) calc(var(--modal-spare) + var(--side-end) + var(--side-gap));
    }
  }
  padding: 0;
  border: 1px solid var(--border);
  background: var(--surface);
  color: var(--text);
  &::backdrop {
    background: rgb(0 0 0 / 0.6);
  }
`;

/** Where focus goes on opening, as a browser's showModal() puts it: the first element Tab reaches, else the surface. */
function focusInto(element: HTMLDialogElement) {
  const target = focusableIn(element)[0];
  if (target) return target.focus();
  element.tabIndex = -1;
  element.focus();
}

/** Tab from the last element goes to the first, Shift+Tab from the first to the last: focus stays inside. */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  const stops = focusableIn(event.currentTarget);
  const active = document.activeElement;
  if (stops.length === 0) return event.preventDefault();
  const [first, last] = [stops[0]!, stops[stops.length - 1]!];
  const wrapTo = event.shiftKey ? (active === first || active === event.currentTarget ? last : null) : active === last ? first : null;
  if (!wrapTo) return;
  event.preventDefault();
  wrapTo.focus();
}

/**
 * The one base of every modal surface (Dialog and BottomSheet are its shapes): a native <dialog>
 * opened with showModal() (the top layer, the page behind made inert, ::backdrop), labelled by its
 * title (`labelledBy`), its content there only while `open`. What browsers do only in part (and
 * jsdom not at all) it does itself, so every browser and the tests behave alike:
 * - focus moves in on opening (unless the browser already put it inside) and goes back to where it
 *   was on closing;
 * - Tab and Shift+Tab wrap around inside (a native modal lets Tab out to the browser's own bar);
 * - Escape (and a platform's close request, the `cancel` event) calls `onDismiss`; a surface
 *   without one (a question that must be answered) stays open;
 * - with `dismissOnBackdrop`, a press on the dimmed page calls `onDismiss`. The padding sits on an
 *   inner box, so a press on the surface's own edge is not taken for one on the backdrop.
 * No scroll lock: no surface had one before this base.
 */
export function Modal({
  open,
  labelledBy,
  frame,
  className,
  onDismiss,
  dismissOnBackdrop = false,
  children,
}: {
  open: boolean;
  labelledBy: string;
  /** The surface's shape and place (width, corners, margins). */
  frame: string;
  /** The inner box's look: padding and layout of the content. */
  className: string;
  onDismiss?: () => void;
  dismissOnBackdrop?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!open || !element) return;
    const opener = document.activeElement;
    if (!element.open) element.showModal?.();
    if (!element.contains(document.activeElement)) focusInto(element);
    return () => {
      if (element.open) element.close();
      // Back to the opener, unless it is gone or focus has already moved on somewhere else.
      const active = document.activeElement;
      const lost = active === null || active === document.body || element.contains(active);
      if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={`${surface} ${frame}`}
      aria-modal="true"
      aria-labelledby={labelledBy}
      onKeyDown={(event) => {
        // A control inside that handled the key itself (a nested surface, a list) keeps it.
        if (event.isDefaultPrevented()) return;
        if (event.key === 'Tab') keepTabInside(event);
        if (event.key !== 'Escape') return;
        // Handled here, so no native `cancel` follows: it would close the <dialog> behind React's back.
        event.preventDefault();
        onDismiss?.();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss?.();
      }}
      onClick={(event) => {
        if (dismissOnBackdrop && event.target === event.currentTarget) onDismiss?.();
      }}
    >
      {open && <div className={className}>{children}</div>}
    </dialog>
  );
}
