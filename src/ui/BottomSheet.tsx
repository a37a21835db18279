import { useId, type ReactNode } from 'react';
import { css } from '@linaria/core';
import { IconButton } from './IconButton.tsx';
import { Modal } from './Modal.tsx';

const frame = css`
  width: min(var(--column), var(--modal-room));
  max-width: 100%;
  max-height: 80vh;
  margin: auto auto 0;
  border-radius: 20px 20px 0 0;
`;
const content = css`
  padding: 20px 20px 28px;
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

/** A modal sheet from the bottom edge (the Modal base); Escape, the Close button and the backdrop close it. */
export function BottomSheet({ open, title, children, onClose }: { open: boolean; title: string; children: ReactNode; onClose: () => void }) {
  const titleId = useId();
  return (
    <Modal open={open} labelledBy={titleId} frame={frame} className={content} onDismiss={onClose} dismissOnBackdrop>
      <header>
        <h2 id={titleId}>{title}</h2>
        <IconButton label="Close" onClick={onClose}>
          ×
        </IconButton>
      </header>
      <div className={body}>{children}</div>
    </Modal>
  );
}
