/** Layout rules of the desktop shell (spec §1, §2). */
export const LARGE_SCREEN_QUERY = '(min-width: 1024px)';

/** Paths containing /3d-app or /live-event use the full width with no side columns. */
export const isFullWidthPath = (pathname: string) => /\/(3d-app|live-event)(\/|$)/.test(pathname);

/** Discover points to the current page on the create-account and pod-templates pages. */
export const discoverTarget = (pathname: string) => (pathname.startsWith('/create-account') || pathname.startsWith('/pod-templates') ? pathname : '/time-line');
