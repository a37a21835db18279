import { useEffect, useId, useRef, type ReactNode } from 'react';
import { css } from '@linaria/core';

const sheet = css`
  width: 100%;
  max-width: min(var(--column), 100%);
  max-height: 80vh;
  margin: auto auto 0;
  padding: 20px 20px 28px;
  border: 1px solid var(--border);
  border-radius: 20px 20px 0 0;
  background: var(--surface);
  color: var(--text);
  &::backdrop {
    background: rgb(0 0 0 / 0.6);
  }
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    margin-bottom: 12px;
  }
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
`;
const body = css`
  display: grid;
  gap: 14px;
`;

/** A modal sheet from the bottom edge; Escape, the close button and the backdrop close it. */
export function BottomSheet({ open, title, children, onClose }: { open: boolean; title: string; children: ReactNode; onClose: () => void }) {
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
      className={sheet}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <>
          <header>
            <h2 id={titleId}>{title}</h2>
            <button type="button" aria-label="Close" onClick={onClose} style={{ minWidth: 44, minHeight: 44, border: 0, background: 'none', fontSize: '1.5rem', cursor: 'pointer' }}>
              ×
            </button>
          </header>
          <div className={body}>{children}</div>
        </>
      )}
    </dialog>
  );
}
