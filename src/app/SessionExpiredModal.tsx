import { selectExpiryMessage } from '../../machines/session.ts';
import { sessionActor } from './actors.ts';
import { useSession } from './hooks.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { primaryButton } from '../ui/button.ts';

/** 'Session Expired' (spec §4): hidden until a message is set; 'Sign in' (or Escape) closes it, no sound. */
export function SessionExpiredModal() {
  const message = useSession(selectExpiryMessage);
  const close = () => sessionActor.send({ type: 'expiryModal.closed' });
  return (
    <Dialog
      open={Boolean(message)}
      title="Session Expired"
      onClose={close}
      actions={
        <button type="button" className={primaryButton} onClick={close}>
          Sign in
        </button>
      }
    >
      <p>{message}</p>
    </Dialog>
  );
}
