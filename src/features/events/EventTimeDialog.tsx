import type { SnapshotFrom } from 'xstate';
import { eventTimeMachine, formatMinutes, selectDraftEnd, TIME_STEP_MINUTES, type EventTimeEvent } from '../../../machines/eventTime.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { primaryButton, secondaryButton } from '../../ui/button.ts';
import { field, hint } from '../../ui/form.ts';

type Snapshot = SnapshotFrom<typeof eventTimeMachine>;

const toMinutes = (value: string) => {
  const [h, m] = value.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** 'Set Event Time': a start in 5-minute steps and the read-only end one hour later. */
export function EventTimeDialog({ snapshot, send }: { snapshot: Snapshot; send: (event: EventTimeEvent) => void }) {
  return (
    <Dialog
      open={snapshot.matches('editing')}
      title="Set Event Time"
      onClose={() => send({ type: 'cancel' })}
      actions={
        <>
          <button type="button" className={primaryButton} onClick={() => send({ type: 'confirm' })}>
            Set Time
          </button>
          <button type="button" className={secondaryButton} onClick={() => send({ type: 'cancel' })}>
            Cancel
          </button>
        </>
      }
    >
      <p>Event can only be scheduled for 1 hour.</p>
      <div className={field} style={{ textAlign: 'left', marginBottom: 12 }}>
        <label htmlFor="event-start-time">Start Time</label>
        <input
          id="event-start-time"
          type="time"
          step={TIME_STEP_MINUTES * 60}
          value={formatMinutes(snapshot.context.draft)}
          onChange={(e) => e.currentTarget.value && send({ type: 'draft.changed', minutes: toMinutes(e.currentTarget.value) })}
        />
      </div>
      <div className={field} style={{ textAlign: 'left', marginBottom: 16 }}>
        <label htmlFor="event-end-time">End Time (Automatically set to 1 hour after start time)</label>
        <input id="event-end-time" type="time" readOnly value={formatMinutes(selectDraftEnd(snapshot))} aria-describedby="event-end-hint" />
        <p id="event-end-hint" className={hint}>
          Set from the start time.
        </p>
      </div>
    </Dialog>
  );
}
