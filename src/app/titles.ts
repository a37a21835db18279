/**
 * Each screen's document title ("Events · Pods"): what a tab, the history list, a bookmark and a
 * screen reader's page announcement name. Keyed by route id, so a new route without a title does
 * not compile. The root route sets it on every navigation; scripts/prerender.ts writes it into the
 * screens rendered ahead.
 */
import type { FileRoutesById } from '../routeTree.gen.ts';

type ScreenId = Exclude<keyof FileRoutesById, '__root__' | '/_authed'>;

const SCREENS: Record<ScreenId, { title: string; description: string }> = {
  '/': { title: 'Welcome', description: 'Build your own 3D space from a template, share it, and host live events in it with the people you follow.' },
  '/3d-app': { title: 'Pod', description: 'Step inside a Pod: a 3D space someone made on Pods. Walk around, see who is here and talk.' },
  '/coming-soon': { title: 'Coming soon', description: 'This part of Pods is on its way.' },
  '/pricing': { title: 'Pricing', description: 'Pods plans: the free plan with one Pod and three events, and what the plans to come add.' },
  '/signin': { title: 'Sign in', description: 'Sign in to Pods with Google or Apple to build Pods, follow people and join live events.' },
  '/time-line': { title: 'Discover', description: 'Discover Pods people have made: trending and newest 3D spaces, and the live events in them.' },
  '/_authed/create-account': { title: 'Create account', description: 'Create your Pods account: your name, username and picture.' },
  '/_authed/create-event': { title: 'Create event', description: 'Schedule a one-hour live event in your Pod and invite up to five guests.' },
  '/_authed/event-success': { title: 'Event created', description: 'Your event is scheduled; share it with your guests.' },
  '/_authed/events': { title: 'Events', description: 'The events you host and those you are invited to, upcoming and past.' },
  '/_authed/followers': { title: 'Followers', description: 'The people who follow you on Pods.' },
  '/_authed/followings': { title: 'Following', description: 'The people you follow on Pods.' },
  '/_authed/friends': { title: 'Friends', description: 'Find people on Pods to follow.' },
  '/_authed/interests-selection': { title: 'Your interests', description: 'Choose what you are into, so Pods can show you Pods you will like.' },
  '/_authed/live-event': { title: 'Live event', description: 'A live event inside a Pod: see, hear and chat with the people there.' },
  '/_authed/messages': { title: 'Messages', description: 'Your conversations on Pods.' },
  '/_authed/other-profile': { title: 'Profile', description: "A person's profile on Pods: their Pods, followers and the people they follow." },
  '/_authed/pod-live': { title: 'Your Pod is live', description: 'Your Pod is live: copy its link to share it, or create an event in it.' },
  '/_authed/pod-settings': { title: 'Pod settings', description: "Your Pod's name, description, privacy and who may drop in." },
  '/_authed/pod-templates': { title: 'Choose a template', description: 'Choose one of 24 templates to start your Pod from.' },
  '/_authed/profile': { title: 'Your profile', description: 'Your Pods, followers and the people you follow.' },
  '/_authed/social-media-links': { title: 'Social links', description: 'Add links to your other social profiles.' },
  '/settings/about': { title: 'About', description: 'About Pods: who makes it and why.' },
  '/settings/help': { title: 'Help', description: 'Get help with Pods: answers to common questions and a way to write to us.' },
  '/settings/privacy': { title: 'Privacy', description: 'How Pods handles your data: what is kept, who sees it and how to remove it.' },
  '/_authed/chat/$userId': { title: 'Chat', description: 'A conversation on Pods.' },
  '/_authed/settings/blocked-users': { title: 'Blocked users', description: 'The people you have blocked on Pods.' },
  '/_authed/settings/profile': { title: 'Edit profile', description: 'Change your name, username, picture and bio.' },
  '/_authed/settings/': { title: 'Settings', description: 'Your Pods settings: profile, blocked users, help and your account.' },
};

export const APP_DESCRIPTION = 'Pods — build your own 3D space, connect with friends and host live events.';

export const NOT_FOUND_TITLE = 'Page not found · Pods';

const screenOf = (routeId: string | undefined) => (routeId && routeId in SCREENS ? SCREENS[routeId as ScreenId] : null);

/** "Events · Pods" for a screen's route id; "Pods" for anything else. */
export function documentTitle(routeId: string | undefined): string {
  const screen = screenOf(routeId);
  return screen ? `${screen.title} · Pods` : 'Pods';
}

/** What a search result or a link preview says of the screen (its meta description); the app's own for anything else. */
export function documentDescription(routeId: string | undefined): string {
  return screenOf(routeId)?.description ?? APP_DESCRIPTION;
}
