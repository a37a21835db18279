/**
 * The signed-in screens that read data as they open. Said once: the session layout starts their
 * reads on arrival (./authed-arrival.ts) without loading what each reads for the screens that read
 * nothing, and ./route-reads-chunk.ts must say what each of these reads (its table is keyed by them).
 */
export const SCREENS_WITH_READS = [
  '/events',
  '/profile',
  '/other-profile',
  '/friends',
  '/followers',
  '/followings',
  '/messages',
  '/settings/profile',
  '/create-event',
  '/pod-live',
] as const;

export type ScreenWithReads = (typeof SCREENS_WITH_READS)[number];

export const readsOnArrival = (screen: string): screen is ScreenWithReads => (SCREENS_WITH_READS as readonly string[]).includes(screen);
