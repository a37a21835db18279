import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { css } from '@linaria/core';
import { Dialog } from '../../ui/Dialog.tsx';
import { formatDay } from '../../../shared/time-format.ts';
import { secondaryButton } from '../../ui/button.ts';

const picker = css`
  --rdp-accent-color: var(--accent);
  --rdp-accent-background-color: var(--surface-2);
  display: flex;
  justify-content: center;
  margin-bottom: 12px;
  table {
    border-collapse: collapse;
  }
  button {
    min-width: 40px;
    min-height: 40px;
    border: 0;
    border-radius: 50%;
    background: none;
    color: var(--text);
    cursor: pointer;
  }
  button:disabled {
    color: var(--muted);
    opacity: 0.5;
    cursor: not-allowed;
  }
  [aria-selected='true'] button,
  .rdp-selected button {
    background: var(--accent);
    color: var(--accent-text);
  }
  .rdp-nav {
    display: flex;
    justify-content: space-between;
  }
  .rdp-month_caption {
    text-align: center;
    font-weight: 600;
  }
  svg {
    fill: currentColor;
  }
`;

export const startOfToday = () => {
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  return today;
};

/** The event's day: a button showing it, opening a month calendar where past days can not be picked. */
export function EventDateField({ day, onChange, labelId }: { day: Date; onChange: (day: Date) => void; labelId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={secondaryButton}
        style={{ justifyContent: 'flex-start' }}
        aria-labelledby={`${labelId} event-date-value`}
        onClick={() => setOpen(true)}
      >
        <span id="event-date-value">{formatDay(day)}</span>
      </button>
      <Dialog
        open={open}
        title="Pick a date"
        onClose={() => setOpen(false)}
        actions={
          <button type="button" className={secondaryButton} onClick={() => setOpen(false)}>
            Cancel
          </button>
        }
      >
        <div className={picker}>
          <DayPicker
            mode="single"
            required
            selected={day}
            defaultMonth={day}
            disabled={{ before: startOfToday() }}
            startMonth={startOfToday()}
            onSelect={(picked) => {
              if (picked) onChange(picked);
              setOpen(false);
            }}
          />
        </div>
      </Dialog>
    </>
  );
}
