import { useId, type ReactNode } from 'react';
import { css } from '@linaria/core';
import { Modal } from './Modal.tsx';

const frame = css`
  width: min(360px, calc(var(--modal-room) - 32px));
  border-radius: var(--radius);
`;
const content = css`
  padding: 24px;
  text-align: center;
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
 * A centred modal dialog (the Modal base: focus kept inside and given back, Escape). Shown while
 * `open`; `onClose` runs for Escape, and without it Escape leaves the question open. Children are
 * the body; `actions` the buttons.
 */
export function Dialog({
  open,
  title,
  children,
  actions: buttons,
  onClose,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  actions: ReactNode;
  onClose?: () => void;
}) {
  const titleId = useId();
  return (
    <Modal open={open} labelledBy={titleId} frame={frame} className={content} onDismiss={onClose}>
      <h2 id={titleId}>{title}</h2>
      {children}
      <div className={actions}>{buttons}</div>
    </Modal>
  );
}
