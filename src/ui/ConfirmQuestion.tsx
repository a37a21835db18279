/** A yes-or-no question a machine is asking (unfollow, block, delete a chat …): confirm or cancel. */
import { Dialog } from './Dialog.tsx';
import { primaryButton, secondaryButton } from './button.ts';

export interface Question {
  title: string;
  /** The sentence, about the named person. */
  text: (name: string) => string;
  /** The confirming button's label. */
  confirm: string;
}

export function ConfirmQuestion({ asked, name, onConfirm, onDismiss }: { asked: Question | null; name: string; onConfirm: () => void; onDismiss: () => void }) {
  return (
    <Dialog
      open={asked !== null}
      title={asked?.title ?? ''}
      onClose={onDismiss}
      actions={
        <>
          <button type="button" className={primaryButton} onClick={onConfirm}>
            {asked?.confirm ?? 'Confirm'}
          </button>
          <button type="button" className={secondaryButton} onClick={onDismiss}>
            Cancel
          </button>
        </>
      }
    >
      <p>{asked?.text(name)}</p>
    </Dialog>
  );
}
