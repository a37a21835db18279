/** How events read on screen. */
export const EVENT_TITLE_CUT = 20;

/** The name cut to 20 characters plus '...' (spec /event-success), or 'Event Title' when there is none. */
export function cutTitle(name: string | null | undefined) {
  if (!name) return 'Event Title';
  return name.length > EVENT_TITLE_CUT ? `${name.slice(0, EVENT_TITLE_CUT)}...` : name;
}

const dateTime = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const timeOnly = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** 'Sun, Nov 22, 7:30 PM – 8:30 PM' */
export const formatEventTime = (start: number, end: number) => `${dateTime.format(start * 1000)} – ${timeOnly.format(end * 1000)}`;

export const nowSeconds = () => Math.floor(Date.now() / 1000);
