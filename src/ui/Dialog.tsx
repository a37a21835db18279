import { useEffect, useId, useRef, type ReactNode } from 'react';
import { css } from '@linaria/core';

const dialog = css`
  width: min(360px, calc(100vw - 32px));
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: var(--surface);
  color: var(--text);
  padding: 24px;
  text-align: center;
  &::backdrop {
    background: rgb(0 0 0 / 0.6);
  }
  h2 {
    margin: 0 0 8px;
    font-size: 1.25rem;
  }
  p {
    margin: 0 0 16px;
    color: var(--muted);
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: 10px;
    margin-bottom: 16px;
  }
`;
const actions = css`
  display: grid;
  gap: 12px;
`;

/**
 * A modal dialog (native <dialog>: focus is trapped and returned, Escape closes). Shown while
 * `open`; `onClose` runs for Escape. Children are the body; `actions` the buttons.
 */
export function Dialog({ open, title, children, actions: buttons, onClose }: { open: boolean; title: string; children?: ReactNode; actions: ReactNode; onClose?: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) element.showModal?.();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
    >
      {open && (
        <>
          <h2 id={titleId}>{title}</h2>
          {children}
          <div className={actions}>{buttons}</div>
        </>
      )}
    </dialog>
  );
}
