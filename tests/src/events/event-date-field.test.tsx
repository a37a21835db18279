// @vitest-environment jsdom
/**
 * The event's date field loads its calendar when it is opened (src/features/events/EventDateField.tsx):
 * the month grid arrives and a day picked is the event's; where the calendar's code cannot be
 * fetched (offline before it ever came), the dialog says so and the day stays as it was.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { installJsdomPlatform } from '../../model/support/jsdom-platform.ts';

beforeAll(() => installJsdomPlatform());
afterEach(() => {
  cleanup();
  vi.doUnmock('react-day-picker');
  vi.resetModules();
});

async function mountField() {
  const { EventDateField } = await import('../../../src/features/events/EventDateField.tsx');
  const onChange = vi.fn();
  const day = new Date(2030, 5, 14);
  render(
    <>
      <span id="date-label">Date</span>
      <EventDateField day={day} onChange={onChange} labelId="date-label" />
    </>,
  );
  return { onChange };
}

describe('the event date field', () => {
  it('opens a month calendar, loaded on demand, and a day picked becomes the event’s', async () => {
    const { onChange } = await mountField();
    fireEvent.click(screen.getByRole('button', { name: /^Date / }));
    const day = await screen.findByRole('button', { name: /June 20(th)?, 2030/ });
    fireEvent.click(day);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect((onChange.mock.calls[0]![0] as Date).getDate()).toBe(20);
  });

  it('says the calendar could not be loaded, and keeps the day, when its code cannot be fetched', async () => {
    vi.doMock('react-day-picker', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { onChange } = await mountField();
    fireEvent.click(screen.getByRole('button', { name: /^Date / }));
    expect((await screen.findByRole('alert')).textContent).toBe('The calendar could not be loaded. Check your connection, then close this and try again.');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText(/Jun 14, 2030|14 Jun 2030|June 14, 2030/)).toBeTruthy();
  });
});
