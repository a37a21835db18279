// @vitest-environment jsdom
/**
 * Model-based test of the 'Set Event Time' dialog: every transition of the eventTime chart is
 * driven through the real /create-event screen, checking the time field and the dialog's start
 * (5-minute steps) and read-only end (one hour later) in every state.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, within } from '@testing-library/react';
import { TestModel } from 'xstate/graph';
import type { SnapshotFrom } from 'xstate';
import { eventTimeMachine, formatMinutes, type EventTimeEvent } from '../../machines/eventTime.ts';
import { formatMinutesOfDay } from '../../shared/time-format.ts';
import { installJsdomPlatform } from './support/jsdom-platform.ts';
import { leafStates, reportCoverage, runPath, stateMatcher, transitionCoveringPaths } from './support/model-coverage.ts';
import { mountCreateEvent, SUGGESTED, timeButton, timeDialog } from './support/create-event.tsx';

type Snap = SnapshotFrom<typeof eventTimeMachine>;
const INPUT = { minutes: null, suggested: SUGGESTED };

const states = {
  'closed.unset': () => {
    expect(timeDialog()).toBeNull();
    expect(timeButton().textContent).toBe('Set the time');
  },
  'closed.set': (s: Snap) => {
    expect(timeDialog()).toBeNull();
    const start = s.context.minutes!;
    expect(timeButton().textContent).toBe(`${formatMinutesOfDay(start)} – ${formatMinutesOfDay((start + 60) % 1440)}`);
  },
  editing: (s: Snap) => {
    const dialog = timeDialog()!;
    expect(within(dialog).getByText('Event can only be scheduled for 1 hour.')).toBeTruthy();
    expect((within(dialog).getByLabelText('Start Time') as HTMLInputElement).value).toBe(formatMinutes(s.context.draft));
    const end = within(dialog).getByLabelText('End Time (Automatically set to 1 hour after start time)') as HTMLInputElement;
    expect(end.readOnly).toBe(true);
    expect(end.value).toBe(formatMinutes((s.context.draft + 60) % 1440));
  },
} satisfies Record<string, (snapshot: Snap) => void>;

const events = {
  open: () => void fireEvent.click(timeButton()),
  'draft.changed': (event: { minutes: number }) => {
    fireEvent.change(within(timeDialog()!).getByLabelText('Start Time'), { target: { value: formatMinutes(event.minutes) } });
  },
  confirm: () => void fireEvent.click(within(timeDialog()!).getByRole('button', { name: 'Set Time' })),
  cancel: () => void fireEvent.click(within(timeDialog()!).getByRole('button', { name: 'Cancel' })),
} satisfies Record<EventTimeEvent['type'], (event: never) => void>;

// 23:58 rounds up past midnight to 00:00; 14:03 to 14:05.
const sampleEvents = [
  { type: 'open' },
  { type: 'draft.changed', minutes: 14 * 60 + 3 },
  { type: 'draft.changed', minutes: 23 * 60 + 58 },
  { type: 'confirm' },
  { type: 'cancel' },
];
const serializeState = (snapshot: unknown) => {
  const { value, context } = snapshot as Snap;
  return `${JSON.stringify(value)} set:${context.minutes !== null}`;
};
const model = new TestModel(eventTimeMachine, { input: INPUT, stateMatcher, events: sampleEvents as never, serializeState } as never);
const leaves = leafStates(eventTimeMachine);
const { edges, paths } = transitionCoveringPaths(model, serializeState);
const visited = new Set<string>();
const taken = new Set<string>();

describe('eventTime model', () => {
  beforeAll(installJsdomPlatform);
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('has a view assertion for every leaf state', () => {
    expect(Object.keys(states).sort()).toEqual(leaves);
  });

  it.each(paths.map((p) => [p.name, p] as const))('takes %s', async (_name, { key, events: sequence }) => {
    await mountCreateEvent();
    const checked = await runPath(eventTimeMachine, INPUT, sequence, { states, events });
    checked.forEach((leaf) => visited.add(leaf));
    taken.add(key);
  });

  it('covers every state and transition', () => {
    expect(reportCoverage('eventTime', leaves, visited, edges, taken)).toEqual({ states: 1, transitions: 1 });
  });
});
