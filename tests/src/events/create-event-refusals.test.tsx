// @vitest-environment jsdom
/**
 * Issue 19, defect 9: a form that cannot be saved says so before anything is typed — at the
 * pending-events limit, or on another person's (or a past) event — and a refused save shows the
 * server's reason instead of "Please try again".
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { installJsdomPlatform } from '../../model/support/jsdom-platform.ts';
import { addGuest, confirmButton, hostedEvent, mountCreateEvent, setTime } from '../../model/support/create-event.tsx';
import { failure } from '../../model/support/fake-api.ts';

beforeAll(() => installJsdomPlatform());
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const refusal = async (text: string) => {
  expect((await screen.findByRole('alert')).textContent).toBe(text);
  expect(screen.queryByLabelText('Event name')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Back to events' }));
};

describe('the create-event form', () => {
  it('explains the limit up front to a host with 3 pending events', async () => {
    const { navigate } = await mountCreateEvent({ hosted: [1, 2, 3].map((id) => hostedEvent(id, 'pending')), expectForm: false });
    await refusal('You can have at most 3 pending events.');
    expect(navigate).toHaveBeenCalledWith('/events', undefined);
  });

  it('opens for a host whose other events have ended', async () => {
    await mountCreateEvent({ hosted: [hostedEvent(1, 'pending'), hostedEvent(2, 'pending'), hostedEvent(3, 'finished'), hostedEvent(4, 'expired')] });
    expect(screen.getByLabelText('Event name')).toBeTruthy();
  });

  it("says another person's event is not theirs to edit, and a past one cannot be edited", async () => {
    await mountCreateEvent({ eventId: 7, event: hostedEvent(7, 'pending', 'someone-else'), expectForm: false });
    await refusal('Only the host can change this event.');
    cleanup();
    await mountCreateEvent({ eventId: 8, event: hostedEvent(8, 'finished'), expectForm: false });
    await refusal('Only pending events can be edited.');
  });

  it('says an unknown event could not be loaded, with the way back to /events and a retry (issue 49 item 10)', async () => {
    const { api, navigate } = await mountCreateEvent({ eventId: 404, expectForm: false });
    expect((await screen.findByRole('alert')).textContent).toBe('This event could not be loaded. It may have been deleted, or it is not yours to edit.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(api.calls.filter((c) => c.operation === 'OneEvent')).toHaveLength(2));
    fireEvent.click(await screen.findByRole('button', { name: 'Back to events' }));
    expect(navigate).toHaveBeenCalledWith('/events', undefined);
  });

  it("shows the server's reason when it refuses a save", async () => {
    const { api } = await mountCreateEvent();
    api.hold('CreateEvent');
    fireEvent.change(screen.getByLabelText('Event name'), { target: { value: 'Launch' } });
    fireEvent.click(screen.getByRole('radio', { name: "Hana's Pod" }));
    await setTime();
    await addGuest('Gus');
    fireEvent.click(confirmButton());
    await vi.waitFor(() => expect(api.isHeld('CreateEvent')).toBe(true));
    api.settle('CreateEvent', failure(409, 'You can have at most 3 pending events.'));
    expect(await screen.findByText('You can have at most 3 pending events.')).toBeTruthy();
    expect(screen.queryByText('The event was not saved. Please try again.')).toBeNull();
  });
});
