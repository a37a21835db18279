// @vitest-environment jsdom
/**
 * Issue 49 item 10: what a person typed into /create-event survives a reload (a draft in the tab's
 * storage, as /create-account keeps one), and 'Cancel' with a typed draft asks before it is thrown away.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { installJsdomPlatform } from '../../model/support/jsdom-platform.ts';
import { addGuest, mountCreateEvent, setTime, timeButton } from '../../model/support/create-event.tsx';

beforeAll(() => installJsdomPlatform());
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const nameInput = () => screen.getByLabelText('Event name') as HTMLInputElement;
const description = () => screen.getByLabelText('Description') as HTMLTextAreaElement;
const pod = () => screen.getByRole('radio', { name: "Hana's Pod" }) as HTMLInputElement;
/** A reload: the screen goes and comes back in the same tab. */
const reload = async () => {
  cleanup();
  await mountCreateEvent();
};

describe('the create-event draft', () => {
  it('comes back after a reload with the name, description, Pod, time and guests typed', async () => {
    await mountCreateEvent();
    fireEvent.change(nameInput(), { target: { value: 'Launch' } });
    fireEvent.change(description(), { target: { value: 'Bring a friend' } });
    fireEvent.click(pod());
    await setTime('23:00');
    await addGuest('Gus');
    await reload();
    expect(nameInput().value).toBe('Launch');
    expect(description().value).toBe('Bring a friend');
    expect(pod().checked).toBe(true);
    expect(timeButton().textContent).toMatch(/^(11:00 PM|23:00)/);
    expect(screen.getByRole('button', { name: 'Remove Gus' })).toBeTruthy();
  });

  it("'Cancel' with a typed draft asks first; 'Keep editing' keeps it, 'Discard' throws it away and goes back", async () => {
    await mountCreateEvent();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    fireEvent.change(nameInput(), { target: { value: 'Launch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Discard your changes?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(nameInput().value).toBe('Launch');
    expect(back).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(back).toHaveBeenCalledTimes(1);
    await reload();
    expect(nameInput().value).toBe('');
  });

  it("'Cancel' on a form nothing was typed into goes straight back", async () => {
    await mountCreateEvent();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
    expect(back).toHaveBeenCalledTimes(1);
  });
});
