/** /create-event's 'Cancel' on a touched form asks first (machines/eventSave.ts `discarding`). */
import type { EventSaveEvent } from '../../../machines/eventSave.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { primaryButton, secondaryButton } from '../../ui/button.ts';

export function DiscardDialog({ open, send }: { open: boolean; send: (event: EventSaveEvent) => void }) {
  return (
    <Dialog
      open={open}
      title="Discard your changes?"
      onClose={() => send({ type: 'discard.cancelled' })}
      actions={
        <>
          <button type="button" className={primaryButton} onClick={() => send({ type: 'discard.confirmed' })}>
            Discard
          </button>
          <button type="button" className={secondaryButton} onClick={() => send({ type: 'discard.cancelled' })}>
            Keep editing
          </button>
        </>
      }
    >
      <p>What you typed will be lost.</p>
    </Dialog>
  );
}
