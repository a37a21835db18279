import { useEffect, useRef } from 'react';
import { css } from '@linaria/core';
import { selectExpiryMessage } from '../../machines/session.ts';
import { sessionActor } from './actors.ts';
import { useSession } from './hooks.ts';
import { primaryButton } from '../ui/button.ts';

const dialog = css`
  width: min(360px, calc(100vw - 32px));
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: var(--surface);
  color: var(--text);
  padding: 24px;
  &::backdrop {
    background: rgb(0 0 0 / 0.6);
  }
  h2 {
    margin: 0 0 8px;
  }
`;

/** 'Session Expired' (spec §4): hidden until a message is set; 'Sign in' closes it, no sound. */
export function SessionExpiredModal() {
  const message = useSession(selectExpiryMessage);
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (message && !element.open) element.showModal?.();
    if (!message && element.open) element.close();
  }, [message]);
  const close = () => sessionActor.send({ type: 'expiryModal.closed' });
  return (
    <dialog ref={ref} className={dialog} aria-labelledby="session-expired-title" onCancel={close}>
      <h2 id="session-expired-title">Session Expired</h2>
      <p>{message}</p>
      <button type="button" className={primaryButton} onClick={close}>
        Sign in
      </button>
    </dialog>
  );
}
