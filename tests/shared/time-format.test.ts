/** Issue 19 item 16: one time format everywhere, in the person's locale (shared/time-format.ts). */
import { describe, expect, it } from 'vitest';
import { formatDay, formatEventTime, formatMinutesOfDay, formatRecent, formatTime } from '../../shared/time-format.ts';

const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min).getTime() / 1000;
// Intl may put a narrow no-break space before AM/PM: compare with plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('times of day', () => {
  it('follow the locale: 12-hour in en-US, 24-hour in en-GB and de-DE', () => {
    expect(plain(formatTime(at(2026, 11, 23, 9, 5), 'en-US'))).toBe('9:05 AM');
    expect(plain(formatTime(at(2026, 11, 23, 21, 30), 'en-US'))).toBe('9:30 PM');
    expect(formatTime(at(2026, 11, 23, 9, 5), 'en-GB')).toBe('09:05');
    expect(formatTime(at(2026, 11, 23, 23, 59), 'de-DE')).toBe('23:59');
  });

  it('reads a minute of the day the same way as a timestamp', () => {
    expect(formatMinutesOfDay(9 * 60 + 5, 'en-US')).toBe(formatTime(at(2026, 11, 23, 9, 5), 'en-US'));
    expect(formatMinutesOfDay(0, 'de-DE')).toBe('00:00');
  });

  it('uses the browser locale when none is given', () => {
    const browser = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(new Date(2026, 10, 23, 18, 40));
    expect(formatTime(at(2026, 11, 23, 18, 40))).toBe(browser);
  });
});

describe('days and events', () => {
  it('writes a day with short month, day and year in the locale', () => {
    expect(formatDay(new Date(2026, 10, 22), 'en-US')).toBe('Nov 22, 2026');
    expect(formatDay(new Date(2026, 10, 22), 'de-DE')).toBe('22. Nov. 2026');
  });

  it("writes an event's hour as its day and start, then its end", () => {
    expect(plain(formatEventTime(at(2026, 11, 22, 19, 30), at(2026, 11, 22, 20, 30), 'en-US'))).toBe('Sun, Nov 22, 7:30 PM – 8:30 PM');
    expect(formatEventTime(at(2026, 11, 22, 19, 30), at(2026, 11, 22, 20, 30), 'en-GB')).toBe('Sun 22 Nov, 19:30 – 20:30');
  });
});

describe('recent times (the inbox)', () => {
  const now = new Date(2026, 10, 23, 10, 0); // Monday 23 November 2026
  it('shows the time today, Yesterday, the weekday within a week, else the date', () => {
    expect(formatRecent(at(2026, 11, 23, 0, 1), now, 'en-GB')).toBe('00:01');
    expect(plain(formatRecent(at(2026, 11, 23, 0, 1), now, 'en-US'))).toBe('12:01 AM');
    expect(formatRecent(at(2026, 11, 22, 23, 59), now, 'en-US')).toBe('Yesterday');
    expect(formatRecent(at(2026, 11, 22, 23, 59), now, 'de-DE')).toBe('Gestern');
    expect(formatRecent(at(2026, 11, 19, 12), now, 'en-US')).toBe('Thu');
    expect(formatRecent(at(2026, 11, 10, 12), now, 'en-US')).toBe('Nov 10');
    expect(formatRecent(at(2025, 12, 31, 12), now, 'en-US')).toBe('Dec 31, 2025');
  });
});
