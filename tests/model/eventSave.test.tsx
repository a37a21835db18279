// @vitest-environment jsdom
/**
 * Model-based test of saving an event: every transition of the eventSave chart is driven through
 * the real /create-event screen over a fake gateway: the §5 messages under the fields, Confirm
 * disabled with a spinner while saving, /event-success on success, the form kept on failure.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { TestModel } from 'xstate/graph';
import type { SnapshotFrom } from 'xstate';
import { eventSaveMachine, type EventForm, type EventSaveEvent } from '../../machines/eventSave.ts';
import { failure, installFakeApi } from './support/fake-api.ts';
import { installJsdomPlatform } from './support/jsdom-platform.ts';
import { leafStates, reportCoverage, runPath, stateMatcher, transitionCoveringPaths } from './support/model-coverage.ts';
import { addGuest, confirmButton, mountCreateEvent, NOW, NOW_S, setTime, shownAlerts, timeButton } from './support/create-event.tsx';

type Snap = SnapshotFrom<typeof eventSaveMachine>;
type DriverEvent = EventSaveEvent['type'] | 'xstate.done.actor.saveEvent' | 'xstate.error.actor.saveEvent';

const at2300 = Math.floor(new Date(NOW.getFullYear(), NOW.getMonth(), NOW.getDate(), 23, 0).getTime() / 1000);
const VALID: EventForm = { eventName: 'Launch', eventDescription: '', postId: 'post-1', startTimestamp: at2300, endTimestamp: at2300 + 3600, guests: ['gus'] };
const NO_NAME: EventForm = { ...VALID, eventName: '' };

let api: ReturnType<typeof installFakeApi>;
let navigate: ReturnType<typeof vi.fn>;
const nameInput = () => screen.getByLabelText('Event name') as HTMLInputElement;

const states = {
  editing: (s: Snap) => {
    expect(shownAlerts()).toEqual(Object.values(s.context.errors).sort());
    expect(confirmButton()).toHaveProperty('disabled', false);
    expect(navigate).not.toHaveBeenCalled();
  },
  saving: async () => {
    expect(confirmButton()).toHaveProperty('disabled', true);
    expect(screen.getByRole('progressbar', { name: 'Saving the event' })).toBeTruthy();
    await vi.waitFor(() => expect(api.isHeld('CreateEvent')).toBe(true));
  },
  saved: async () => {
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/event-success?eventId=42', undefined));
    const call = api.calls.findLast((c) => c.operation === 'CreateEvent')!;
    expect(call.variables).toMatchObject({
      userId: 'host-1',
      input: { eventName: 'Launch', postId: 'post-1', startTimestamp: at2300, endTimestamp: at2300 + 3600, guests: '[{"userId":"gus"}]' },
    });
  },
} satisfies Record<string, (snapshot: Snap) => void | Promise<void>>;

async function fillLike(form: EventForm) {
  fireEvent.change(nameInput(), { target: { value: form.eventName } });
  const pod = screen.getByRole('radio', { name: "Hana's Pod" }) as HTMLInputElement;
  if (!pod.checked) fireEvent.click(pod);
  if (timeButton().textContent === 'Set the time') await setTime('23:00');
  if (!screen.queryByRole('list', { name: 'Chosen guests' })) await addGuest('Gus');
}

const events = {
  submit: async (event: { form: EventForm }) => {
    await fillLike(event.form);
    if (event.form.eventName) api.hold('CreateEvent');
    fireEvent.click(confirmButton());
  },
  'field.changed': () => void fireEvent.change(nameInput(), { target: { value: 'Launch' } }),
  'xstate.done.actor.saveEvent': async () => {
    await vi.waitFor(() => expect(api.isHeld('CreateEvent')).toBe(true));
    await act(async () => api.settle('CreateEvent', { createEvent: { data: { eventId: 42 } } }));
  },
  'xstate.error.actor.saveEvent': async () => {
    await vi.waitFor(() => expect(api.isHeld('CreateEvent')).toBe(true));
    // A failure trying again may mend (a refusal shows the server's reason: tests/src/events).
    await act(async () => api.settle('CreateEvent', failure(503, 'Service Unavailable')));
    await screen.findByText('The event was not saved. Please try again.');
    expect(nameInput().value).toBe('Launch');
  },
} satisfies Record<DriverEvent, (event: never) => void | Promise<void>>;

const sampleEvents = [
  { type: 'submit', form: VALID, now: NOW_S },
  { type: 'submit', form: NO_NAME, now: NOW_S },
  { type: 'field.changed', field: 'eventName' },
  { type: 'xstate.done.actor.saveEvent', output: '42' },
  { type: 'xstate.error.actor.saveEvent', error: new Error('refused') },
];
const serializeState = (snapshot: unknown) => {
  const { value, context } = snapshot as Snap;
  return `${JSON.stringify(value)} ${Object.keys(context.errors).sort().join(',')}`;
};
const model = new TestModel(eventSaveMachine, { stateMatcher, events: sampleEvents as never, serializeState } as never);
const leaves = leafStates(eventSaveMachine);
const { edges, paths } = transitionCoveringPaths(model, serializeState);
const visited = new Set<string>();
const taken = new Set<string>();

describe('eventSave model', () => {
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

  it('shows every §5 message when Confirm is pressed on an empty form', async () => {
    ({ api, navigate } = await mountCreateEvent());
    fireEvent.click(confirmButton());
    expect(shownAlerts()).toEqual(
      ['Event name is required.', 'Please add at least one guest and max five', 'Please select a post.', 'Please select event time'].sort(),
    );
  });

  it.each(paths.map((p) => [p.name, p] as const))('takes %s', async (_name, { key, events: sequence }) => {
    ({ api, navigate } = await mountCreateEvent());
    const checked = await runPath(eventSaveMachine, undefined, sequence, { states, events });
    checked.forEach((leaf) => visited.add(leaf));
    taken.add(key);
  });

  it('covers every state and transition', () => {
    expect(reportCoverage('eventSave', leaves, visited, edges, taken)).toEqual({ states: 1, transitions: 1 });
  });
});
