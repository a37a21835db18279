/**
 * What a signed-in page rendered by the server came with (server/web/signed-in-page.ts): the
 * reads it shows and the user its arrival was decided with, as JSON in the page. The app starts
 * from them instead of asking again: the reads go into the read cache as fresh
 * (./read-cache.ts), and the user answers the first arrival's check (src/app/authed-arrival.ts).
 * Only for the viewer it was rendered for: a tab whose session is another person's (they signed
 * in elsewhere since) takes nothing from it, and the page hid the markup before it painted.
 */
import { keepPageRead } from './read-cache.ts';
import { storedUserId } from './storage.ts';

export const PAGE_DATA_ID = 'page-data';

export interface PageData {
  /** The person the page was rendered for. */
  viewer: string;
  /** The user read that decided the arrival (the onboarding check's answer). */
  user: unknown;
  /** Answered reads by their key in the read cache. */
  reads: Record<string, unknown>;
}

let user: { value: unknown } | null = null;

/** Takes the page's data into the app, once: its reads kept as fresh, its user kept for the first arrival. */
export function adoptPageData(): void {
  const element = globalThis.document?.getElementById(PAGE_DATA_ID);
  if (!element) return;
  element.remove();
  let data: PageData;
  try {
    data = JSON.parse(element.textContent ?? '') as PageData;
  } catch {
    return;
  }
  if (data.viewer !== storedUserId()) return;
  for (const [key, value] of Object.entries(data.reads)) keepPageRead(key, value);
  user = { value: data.user };
}

/** On the server: the user the page being rendered was decided with. */
export function providePageUser(value: unknown) {
  user = { value };
}

/** The user the page came with, once (the first arrival's check); later arrivals read it afresh. */
export function takePageUser<T>(): { value: T } | null {
  const taken = user as { value: T } | null;
  user = null;
  return taken;
}
