import { css } from '@linaria/core';
import { useEffect } from 'react';
import { selectToasts } from '../../machines/toasts.ts';
import { toastsActor } from './actors.ts';
import { useToasts } from './hooks.ts';

const area = css`
  position: fixed;
  left: 50%;
  bottom: calc(88px + env(safe-area-inset-bottom));
  transform: translateX(-50%);
  width: min(400px, calc(100vw - 32px));
  display: grid;
  gap: 8px;
  z-index: 50;
  pointer-events: none;
`;
const toastStyle = css`
  pointer-events: auto;
  display: flex;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  padding: 12px 16px;
  border-radius: var(--radius);
  background: var(--surface-2);
  border: 1px solid var(--border);
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.35);
  &[data-kind='error'] {
    border-color: var(--danger);
  }
  &[data-kind='success'] {
    border-color: var(--success);
  }
  button {
    background: none;
    border: 0;
    min-width: 32px;
    min-height: 32px;
    cursor: pointer;
    color: var(--muted);
  }
`;

/** The toast area: a polite live region, so screen readers hear each toast. */
export function Toasts() {
  const toasts = useToasts(selectToasts);
  // On screen now: toasts raised while this area was loading start their clocks.
  useEffect(() => toastsActor.send({ type: 'area.shown' }), []);
  return (
    <div className={area} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={toastStyle} data-kind={toast.kind}>
          <span>{toast.message}</span>
          <button type="button" aria-label="Dismiss" onClick={() => toastsActor.send({ type: 'toast.dismissed', id: toast.id })}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
