// @vitest-environment jsdom
/**
 * Model-based test of an event's lifecycle: every transition of the eventLifecycle chart, for a
 * host and an invitee, is driven through the real <EventCard> (its clock is the `now` prop) over a
 * fake gateway, and the card's action is checked in every state.
 */
import { expect, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { eventLifecycleMachine, type EventRole, type EventStatus } from '../../machines/eventLifecycle.ts';
import { failure, installFakeApi } from './support/fake-api.ts';
import { installJsdomPlatform } from './support/jsdom-platform.ts';
import { eventLifecycleScenarios } from '../scenarios/eventLifecycle.ts';
import { describeModel, type Drivers, type ModelStep } from './support/model-test.ts';

type Snap = SnapshotFrom<typeof eventLifecycleMachine>;

const T = 1_800_000_000;
const EVENT = {
  eventId: 7,
  hostId: 'host-1',
  postId: 'post-1',
  eventName: 'Launch night',
  eventDescription: '',
  eventThumbnail: null,
  startTimestamp: T + 600,
  endTimestamp: T + 4200,
  host: { userId: 'host-1', userDisplayName: 'Hana', userDPUrl: null },
  post: { postId: 'post-1', postName: "Hana's Pod", postDisplayImage: '/x.webp' },
  guests: [],
};

let api: ReturnType<typeof installFakeApi>;
let rerender: (now: number) => void;
const navigate = vi.fn();

async function mount(role: EventRole, eventStatus: EventStatus, now: number) {
  vi.resetModules();
  sessionStorage.setItem('userId', role === 'host' ? 'host-1' : 'guest-1');
  sessionStorage.setItem('sessionToken', 'token-1');
  api = installFakeApi({ UpdateEventStatus: (variables) => ({ updateEventStatus: { eventId: 7, eventStatus: variables.eventStatus } }) });
  api.holdWhere('UpdateEventStatus', (variables) => variables.eventStatus === 'started');
  const { setNavigate } = await import('../../src/lib/navigation.ts');
  setNavigate(navigate);
  const { EventCard } = await import('../../src/features/events/EventCard.tsx');
  const { Toasts } = await import('../../src/app/Toasts.tsx');
  const card = (at: number) => (
    <>
      <EventCard event={{ ...EVENT, eventStatus }} role={role} now={at} onDelete={() => {}} />
      <Toasts />
    </>
  );
  const view = render(card(now));
  rerender = (at) => view.rerender(card(at));
}

const action = () => screen.getByRole('button', { name: /^(Start Event|Rejoin|Join Event|Join|Event Ended|Event Expired)$/ });
const shows = (label: string, enabled: boolean) => {
  expect(action().textContent).toBe(label);
  expect((action() as HTMLButtonElement).disabled).toBe(!enabled);
};
const live = () => screen.queryByText('Live', { selector: 'span' });
const persisted = (status: string) => api.calls.some((c) => c.operation === 'UpdateEventStatus' && c.variables.eventStatus === status);

const states = {
  pending: (_s: unknown, { input }: ModelStep<{ role: EventRole }>) => {
    expect(live()).toBeNull();
    return input.role === 'host' ? shows('Start Event', true) : shows('Join Event', false);
  },
  starting: async () => {
    shows('Start Event', false);
    await vi.waitFor(() => expect(api.isHeld('UpdateEventStatus')).toBe(true));
  },
  started: (_s: unknown, { input }: ModelStep<{ role: EventRole }>) => {
    expect(live()).toBeTruthy();
    return input.role === 'host' ? shows('Rejoin', true) : shows('Join', true);
  },
  finished: async () => {
    shows('Event Ended', false);
    await vi.waitFor(() => expect(persisted('finished')).toBe(true));
  },
  expired: async () => {
    shows('Event Expired', false);
    await vi.waitFor(() => expect(persisted('expired')).toBe(true));
  },
};

const liveEvent = expect.stringMatching(/^\/live-event\/\?userId=.+&hostId=host-1&eventId=7&postId=post-1$/);
const events = {
  'clock.ticked': (event: { now: number }) => void act(() => rerender(event.now)),
  start: () => {
    navigate.mockReset();
    fireEvent.click(action());
  },
  join: () => {
    navigate.mockReset();
    fireEvent.click(action());
    expect(navigate).toHaveBeenCalledWith(liveEvent, undefined);
  },
  'xstate.done.actor.saveStatus': async () => {
    await vi.waitFor(() => expect(api.isHeld('UpdateEventStatus')).toBe(true));
    await act(async () => api.settle('UpdateEventStatus', { updateEventStatus: { eventId: 7, eventStatus: `started-${T}` } }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(liveEvent, undefined));
  },
  'xstate.error.actor.saveStatus': async () => {
    await vi.waitFor(() => expect(api.isHeld('UpdateEventStatus')).toBe(true));
    await act(async () => api.settle('UpdateEventStatus', failure(409, 'This event has expired.')));
    await screen.findByText('The event did not start. Please try again.');
  },
} satisfies Drivers<typeof eventLifecycleMachine>;

const sampleEvents = [
  { type: 'clock.ticked', now: T + 100 },
  { type: 'clock.ticked', now: T + 9000 },
  { type: 'start' },
  { type: 'join' },
  { type: 'xstate.done.actor.saveStatus', output: undefined },
  { type: 'xstate.error.actor.saveStatus', error: new Error('refused') },
];
const serializeState = (snapshot: unknown) => {
  const { value, context } = snapshot as Snap;
  return `${JSON.stringify(value)} ${context.role} ${context.event.eventStatus}`;
};
const inputs = [
  { role: 'host' as const, eventStatus: 'pending' as EventStatus },
  { role: 'invitee' as const, eventStatus: 'pending' as EventStatus },
  { role: 'invitee' as const, eventStatus: `started-${T}` as EventStatus },
];

describeModel('eventLifecycle', {
  scenarios: eventLifecycleScenarios,
  navigated: () => navigate.mock.calls.at(-1)?.[0] as string | undefined,
  machine: eventLifecycleMachine,
  inputs: Object.fromEntries(
    inputs.map(({ role, eventStatus }) => [
      `${role} ${eventStatus}`,
      { event: { eventStatus, startTimestamp: EVENT.startTimestamp, endTimestamp: EVENT.endTimestamp }, role, now: T },
    ]),
  ),
  mount: async (input) => {
    await mount(input.role, input.event.eventStatus, input.now);
  },
  beforeAll: installJsdomPlatform,
  afterEach: () => {
    cleanup();
    navigate.mockReset();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  },
  states,
  drivers: events,
  events: sampleEvents,
  serializeState,
});
