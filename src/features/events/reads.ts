/** What the events screens read (src/lib/read-cache.ts), named once for the screens and their routes' loaders. */
import { prefetchReads, type ScreenRead } from '../../lib/read-cache.ts';
import { loadHostedEvents, loadInvitations, loadMyPods } from './api.ts';

export const hostedEvents = { key: 'events:hosted', load: loadHostedEvents } satisfies ScreenRead;
export const invitations = { key: 'events:invited', load: loadInvitations } satisfies ScreenRead;
export const myPods = { key: 'pods:mine', load: loadMyPods } satisfies ScreenRead;

/** /events: both tabs' lists. */
export const prefetchEvents = () => prefetchReads(hostedEvents, invitations);
/** /create-event for a new event: the Pods to hold it in, and the pending limit. */
export const prefetchNewEvent = () => prefetchReads(myPods, hostedEvents);
