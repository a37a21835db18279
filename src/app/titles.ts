/**
 * Each screen's document title ("Events · Pods"): what a tab, the history list, a bookmark and a
 * screen reader's page announcement name. Keyed by route id, so a new route without a title does
 * not compile. The root route sets it on every navigation; scripts/prerender.ts writes it into the
 * screens rendered ahead.
 */
import type { FileRoutesById } from '../routeTree.gen.ts';

type ScreenId = Exclude<keyof FileRoutesById, '__root__' | '/_authed'>;

const SCREEN_TITLES: Record<ScreenId, string> = {
  '/': 'Welcome',
  '/3d-app': 'Pod',
  '/coming-soon': 'Coming soon',
  '/pricing': 'Pricing',
  '/signin': 'Sign in',
  '/time-line': 'Discover',
  '/_authed/create-account': 'Create account',
  '/_authed/create-event': 'Create event',
  '/_authed/event-success': 'Event created',
  '/_authed/events': 'Events',
  '/_authed/followers': 'Followers',
  '/_authed/followings': 'Following',
  '/_authed/friends': 'Friends',
  '/_authed/interests-selection': 'Your interests',
  '/_authed/live-event': 'Live event',
  '/_authed/messages': 'Messages',
  '/_authed/other-profile': 'Profile',
  '/_authed/pod-live': 'Your Pod is live',
  '/_authed/pod-settings': 'Pod settings',
  '/_authed/pod-templates': 'Choose a template',
  '/_authed/profile': 'Your profile',
  '/_authed/social-media-links': 'Social links',
  '/settings/about': 'About',
  '/settings/help': 'Help',
  '/settings/privacy': 'Privacy',
  '/_authed/chat/$userId': 'Chat',
  '/_authed/settings/blocked-users': 'Blocked users',
  '/_authed/settings/profile': 'Edit profile',
  '/_authed/settings/': 'Settings',
};

export const NOT_FOUND_TITLE = 'Page not found · Pods';

/** "Events · Pods" for a screen's route id; "Pods" for anything else. */
export function documentTitle(routeId: string | undefined): string {
  const title = routeId && routeId in SCREEN_TITLES ? SCREEN_TITLES[routeId as ScreenId] : null;
  return title ? `${title} · Pods` : 'Pods';
}
