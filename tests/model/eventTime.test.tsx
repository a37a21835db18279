// @vitest-environment jsdom
/**
 * Model-based test of the 'Set Event Time' dialog: every transition of the eventTime chart is
 * driven through the real /create-event screen, checking the time field and the dialog's start
 * (5-minute steps) and read-only end (one hour later) in every state.
 */
import { expect, vi } from 'vitest';
import { cleanup, fireEvent, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { eventTimeMachine, formatMinutes } from '../../machines/eventTime.ts';
import { formatMinutesOfDay } from '../../shared/time-format.ts';
import { installJsdomPlatform } from './support/jsdom-platform.ts';
import { describeModel, type Drivers, type ModelStep } from './support/model-test.ts';
import { mountCreateEvent, SUGGESTED, timeButton, timeDialog } from './support/create-event.tsx';

type Snap = SnapshotFrom<typeof eventTimeMachine>;
const INPUT = { minutes: null, suggested: SUGGESTED };

/**
 * The times a path leaves: the dialog opens on the time set, else on 10:10 (the next 5 minutes
 * after SUGGESTED, 10:07); a picked start shows as its sample says (rounded up to 5 minutes);
 * 'Set Time' keeps the draft.
 */
function timesAfter({ events }: ModelStep) {
  let set: number | null = null;
  let draft = 10 * 60 + 10;
  for (const event of events) {
    if (event.type === 'open') draft = set ?? 10 * 60 + 10;
    if (event.type === 'draft.changed') draft = event.shows as number;
    if (event.type === 'confirm') set = draft;
  }
  return { set, draft };
}

const states = {
  'closed.unset': () => {
    expect(timeDialog()).toBeNull();
    expect(timeButton().textContent).toBe('Set the time');
  },
  'closed.set': (_s: unknown, step: ModelStep) => {
    expect(timeDialog()).toBeNull();
    const { set } = timesAfter(step);
    expect(timeButton().textContent).toBe(`${formatMinutesOfDay(set!)} – ${formatMinutesOfDay(set === 0 ? 60 : set! + 60)}`);
  },
  editing: (_s: unknown, step: ModelStep) => {
    const { draft } = timesAfter(step);
    // The start and the end one hour later, literally.
    const shown = { [10 * 60 + 10]: ['10:10', '11:10'], [14 * 60 + 5]: ['14:05', '15:05'], 0: ['00:00', '01:00'] }[draft]!;
    const dialog = timeDialog()!;
    expect(within(dialog).getByText('Event can only be scheduled for 1 hour.')).toBeTruthy();
    expect((within(dialog).getByLabelText('Start Time') as HTMLInputElement).value).toBe(shown[0]);
    const end = within(dialog).getByLabelText('End Time (Automatically set to 1 hour after start time)') as HTMLInputElement;
    expect(end.readOnly).toBe(true);
    expect(end.value).toBe(shown[1]);
  },
};

const events = {
  open: () => void fireEvent.click(timeButton()),
  'draft.changed': (event: { minutes: number }) => {
    fireEvent.change(within(timeDialog()!).getByLabelText('Start Time'), { target: { value: formatMinutes(event.minutes) } });
  },
  confirm: () => void fireEvent.click(within(timeDialog()!).getByRole('button', { name: 'Set Time' })),
  cancel: () => void fireEvent.click(within(timeDialog()!).getByRole('button', { name: 'Cancel' })),
} satisfies Drivers<typeof eventTimeMachine>;

// 23:58 rounds up past midnight to 00:00; 14:03 to 14:05.
const sampleEvents = [
  { type: 'open' },
  { type: 'draft.changed', minutes: 14 * 60 + 3, shows: 14 * 60 + 5 },
  { type: 'draft.changed', minutes: 23 * 60 + 58, shows: 0 },
  { type: 'confirm' },
  { type: 'cancel' },
];
const serializeState = (snapshot: unknown) => {
  const { value, context } = snapshot as Snap;
  return `${JSON.stringify(value)} set:${context.minutes !== null}`;
};

describeModel('eventTime', {
  machine: eventTimeMachine,
  input: INPUT,
  mount: () => mountCreateEvent(),
  beforeAll: installJsdomPlatform,
  afterEach: () => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  },
  states,
  drivers: events,
  events: sampleEvents,
  serializeState,
});
