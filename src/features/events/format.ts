/** How events read on screen. */
export const EVENT_TITLE_CUT = 20;

/** The name cut to 20 characters plus '...' (spec /event-success), or 'Event Title' when there is none. */
export function cutTitle(name: string | null | undefined) {
  if (!name) return 'Event Title';
  return name.length > EVENT_TITLE_CUT ? `${name.slice(0, EVENT_TITLE_CUT)}...` : name;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
