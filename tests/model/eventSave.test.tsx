// @vitest-environment jsdom
/**
 * Model-based test of saving an event: every transition of the eventSave chart is driven through
 * the real /create-event screen over a fake gateway: the §5 messages under the fields, Confirm
 * disabled with a spinner while saving, /event-success on success, the form kept on failure.
 */
import { expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { eventSaveMachine, type EventForm } from '../../machines/eventSave.ts';
import { failure, installFakeApi } from './support/fake-api.ts';
import { installJsdomPlatform } from './support/jsdom-platform.ts';
import { eventSaveScenarios } from '../scenarios/eventSave.ts';
import { describeModel, type ModelStep } from './support/model-test.ts';
import { addGuest, confirmButton, mountCreateEvent, NOW, NOW_S, setTime, shownAlerts, timeButton } from './support/create-event.tsx';

const at2300 = Math.floor(new Date(NOW.getFullYear(), NOW.getMonth(), NOW.getDate(), 23, 0).getTime() / 1000);
const VALID: EventForm = { eventName: 'Launch', eventDescription: '', postId: 'post-1', startTimestamp: at2300, endTimestamp: at2300 + 3600, guests: ['gus'] };
const NO_NAME: EventForm = { ...VALID, eventName: '' };

let api: ReturnType<typeof installFakeApi>;
let navigate: ReturnType<typeof vi.fn>;
let back: ReturnType<typeof vi.fn<() => void>>;
const discardDialog = () => screen.queryByRole('dialog', { name: 'Discard your changes?' });
const nameInput = () => screen.getByLabelText('Event name') as HTMLInputElement;

/** The messages a path leaves under the fields: those its last Confirm showed, none once a field is edited. */
const alertsAfter = ({ events }: ModelStep) => {
  const last = events.findLast((event) => event.type === 'submit' || event.type === 'field.changed') as { alerts?: string[] } | undefined;
  return last?.alerts ?? [];
};

const states = {
  editing: (_s: unknown, step: ModelStep) => {
    expect(shownAlerts()).toEqual(alertsAfter(step));
    expect(confirmButton()).toHaveProperty('disabled', false);
    expect(navigate).not.toHaveBeenCalled();
    expect(discardDialog()).toBeNull();
    expect(back).not.toHaveBeenCalled();
  },
  discarding: () => {
    expect(discardDialog()?.textContent).toContain('What you typed will be lost.');
    expect(back).not.toHaveBeenCalled();
  },
  left: () => {
    expect(back).toHaveBeenCalledTimes(1);
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
};

async function fillLike(form: EventForm) {
  fireEvent.change(nameInput(), { target: { value: form.eventName } });
  const pod = screen.getByRole('radio', { name: "Hana's Pod" }) as HTMLInputElement;
  if (!pod.checked) fireEvent.click(pod);
  if (timeButton().textContent === 'Set the time') await setTime('23:00');
  if (!screen.queryByRole('list', { name: 'Chosen guests' })) await addGuest('Gus');
}

const drivers = {
  submit: async (event: { form: EventForm }) => {
    await fillLike(event.form);
    if (event.form.eventName) api.hold('CreateEvent');
    fireEvent.click(confirmButton());
  },
  'field.changed': () => void fireEvent.change(nameInput(), { target: { value: 'Launch' } }),
  cancel: () => void fireEvent.click(screen.getByRole('button', { name: 'Cancel' })),
  'discard.confirmed': () => void fireEvent.click(screen.getByRole('button', { name: 'Discard' })),
  'discard.cancelled': () => void fireEvent.click(screen.getByRole('button', { name: 'Keep editing' })),
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
};

// Each sample event carries, literally, the messages the screen shows after it.
const sampleEvents = [
  { type: 'submit', form: VALID, now: NOW_S, alerts: [] },
  { type: 'submit', form: NO_NAME, now: NOW_S, alerts: ['Event name is required.'] },
  { type: 'field.changed', field: 'eventName', alerts: [] },
  { type: 'xstate.done.actor.saveEvent', output: '42' },
  { type: 'xstate.error.actor.saveEvent', error: new Error('refused') },
  { type: 'cancel' },
  { type: 'discard.confirmed' },
  { type: 'discard.cancelled' },
];

describeModel('eventSave', {
  scenarios: eventSaveScenarios,
  machine: eventSaveMachine,
  input: { restored: false },
  mount: async () => {
    ({ api, navigate } = await mountCreateEvent());
    back = vi.fn<() => void>();
    vi.spyOn(window.history, 'back').mockImplementation(back);
  },
  beforeAll: installJsdomPlatform,
  afterEach: () => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  },
  states,
  drivers,
  events: sampleEvents,
  serializeState: ({ value, context }) => `${JSON.stringify(value)} ${Object.keys(context.errors).sort().join(',')} ${context.touched}`,
  navigated: () => navigate.mock.calls.at(-1)?.[0] as string | undefined,
  tests: () => {
    it('shows every §5 message when Confirm is pressed on an empty form', async () => {
      ({ api, navigate } = await mountCreateEvent());
      fireEvent.click(confirmButton());
      expect(shownAlerts()).toEqual(
        ['Event name is required.', 'Please add at least one guest and max five', 'Please select a post.', 'Please select event time'].sort(),
      );
    });
  },
});
