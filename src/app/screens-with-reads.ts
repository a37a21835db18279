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
  '/pod-settings',
  '/chat/$userId',
] as const;

export type ScreenWithReads = (typeof SCREENS_WITH_READS)[number];

const PATTERNS = SCREENS_WITH_READS.map((screen) => ({ screen, path: new RegExp(`^${screen.replace(/\$[^/]+/g, '[^/]+')}$`) }));

/** The screen with reads a path opens ('/chat/ada' opens '/chat/$userId'), or undefined. */
export const screenWithReads = (pathname: string): ScreenWithReads | undefined => PATTERNS.find(({ path }) => path.test(pathname))?.screen;

export const readsOnArrival = (pathname: string) => screenWithReads(pathname) !== undefined;
