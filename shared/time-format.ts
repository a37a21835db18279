/**
 * Every date and time the app shows, in one format and in the person's locale (the browser's
 * language and time zone; tests pass a locale). Times of day: hour and minutes as the locale
 * writes them ('7:30 PM' in en-US, '19:30' in de-DE or en-GB).
 */
type Locale = string | undefined;

const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: Locale, options: Intl.DateTimeFormatOptions) {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** The locale's own short time ('7:30 PM', '19:30', '09:05'): two-digit hours where the clock has 24. */
function time(locale: Locale): Intl.DateTimeFormatOptions {
  const { hourCycle } = formatter(locale, { timeStyle: 'short' }).resolvedOptions();
  return { hour: hourCycle === 'h23' || hourCycle === 'h24' ? '2-digit' : 'numeric', minute: '2-digit' };
}
const DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
const toDate = (epochSeconds: number) => new Date(epochSeconds * 1000);

/** A time of day: '7:30 PM' / '19:30'. */
export const formatTime = (epochSeconds: number, locale?: Locale) => formatter(locale, time(locale)).format(toDate(epochSeconds));

/** Minutes after midnight (a time picked for a day not yet chosen) as a time of day. */
export const formatMinutesOfDay = (minutes: number, locale?: Locale) =>
  formatter(locale, time(locale)).format(new Date(2000, 0, 1, Math.floor(minutes / 60), minutes % 60));

/** A day: 'Nov 22, 2026' / '22. Nov. 2026'. */
export const formatDay = (day: Date, locale?: Locale) => formatter(locale, DAY).format(day);

/** An event's hour: 'Sun, Nov 22, 7:30 PM – 8:30 PM' (the end as a time of day). */
export const formatEventTime = (start: number, end: number, locale?: Locale) =>
  `${formatter(locale, { weekday: 'short', month: 'short', day: 'numeric', ...time(locale) }).format(toDate(start))} – ${formatTime(end, locale)}`;

const dayStart = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** The inbox's time: the time today, 'Yesterday', the weekday within a week, else the short date (year when not this year). */
export function formatRecent(epochSeconds: number, now = new Date(), locale?: Locale) {
  const date = toDate(epochSeconds);
  const days = Math.round((dayStart(now) - dayStart(date)) / 86_400_000);
  if (days <= 0) return formatTime(epochSeconds, locale);
  if (days === 1) {
    const yesterday = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-1, 'day');
    return yesterday.charAt(0).toLocaleUpperCase(locale) + yesterday.slice(1);
  }
  if (days < 7) return formatter(locale, { weekday: 'short' }).format(date);
  return formatter(locale, { month: 'short', day: 'numeric', ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }) }).format(date);
}
