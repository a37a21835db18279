import { lazy, Suspense, useState } from 'react';
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

/** Where the calendar goes while its code arrives: its own size, so the dialog does not jump. */
const calendarSpace = css`
  min-height: 330px;
  display: grid;
  place-items: center;
  color: var(--muted);
`;

/**
 * The month calendar (react-day-picker and its date library: most of this screen's code) comes
 * when the date button is reached (pointer or focus), so the screen starts without it and a
 * person who keeps the suggested day never loads it (tests/build/calendar-chunk.test.ts).
 */
const loadCalendar = () => import('react-day-picker').then((module) => ({ default: module.DayPicker }));

/** Offline before the calendar ever came: say so, and keep the form (its day stays as it was). */
function CalendarUnavailable() {
  return (
    <p className={calendarSpace} role="alert">
      The calendar could not be loaded. Check your connection, then close this and try again.
    </p>
  );
}

/** Whether the last attempt failed: only then does the next opening try again (a loaded one is kept). */
let calendarFailed = false;
const calendar = () =>
  lazy(() =>
    loadCalendar().catch(() => {
      calendarFailed = true;
      return { default: CalendarUnavailable };
    }),
  );

export const startOfToday = () => {
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  return today;
};

/** The event's day: a button showing it, opening a month calendar where past days can not be picked. */
export function EventDateField({ day, onChange, labelId }: { day: Date; onChange: (day: Date) => void; labelId: string }) {
  const [open, setOpen] = useState(false);
  const [DayPicker, setDayPicker] = useState(calendar);
  return (
    <>
      <button
        type="button"
        className={secondaryButton}
        style={{ justifyContent: 'flex-start' }}
        aria-labelledby={`${labelId} event-date-value`}
        onPointerEnter={() => void loadCalendar()}
        onFocus={() => void loadCalendar()}
        onClick={() => {
          // One that failed offline is not kept as the answer: this opening tries again.
          if (calendarFailed) {
            calendarFailed = false;
            setDayPicker(calendar);
          }
          setOpen(true);
        }}
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
          <Suspense
            fallback={
              <p className={calendarSpace} role="status">
                Loading the calendar…
              </p>
            }
          >
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
          </Suspense>
        </div>
      </Dialog>
    </>
  );
}
