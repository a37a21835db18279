/**
 * Which connection a voice signal belongs to. Every signal names the connection it comes from
 * (`connection`) and, once known, the one it is for (`for`). A person who leaves voice and comes
 * back, or whose connection was replaced, has signals of the old one still on the way: those are
 * dropped rather than taken for the new one's (an old answer or candidate could leave a pair
 * unconnected).
 */
import type { VoiceSignal } from '../../../shared/live-messages.ts';

/** Our connection to the sender: its name, and the name of theirs it talks to (once a description of theirs was taken). */
export interface ConnectionNames {
  id: string;
  theirs: string | null;
}

/** take: handle it on our connection (opened for it when there is none); replace: close ours and open a new one for it; drop: a leftover. */
export type SignalRoute = 'take' | 'replace' | 'drop';

export const isOffer = (message: VoiceSignal) => 'description' in message && message.description.type === 'offer';

export function routeSignal(message: VoiceSignal, ours: ConnectionNames | undefined): SignalRoute {
  // Only an offer starts a connection: a candidate for none is left over from one already closed
  // (theirs to our last time in voice), and a connection made for it would call them and cross
  // the offer their new connection is about to make.
  if (!ours) return isOffer(message) ? 'take' : 'drop';
  const theirs = message.connection;
  // A sender that names no connection is taken as it comes.
  if (!theirs) return 'take';
  // Anything but an offer answers a connection of ours: one for another is an old one's leftover.
  if (!isOffer(message) && message.for && message.for !== ours.id) return 'drop';
  // A candidate comes after its connection's description was taken: one from another connection
  // of theirs is an old one's leftover.
  if (!('description' in message) && theirs !== ours.theirs) return 'drop';
  // A new connection of theirs offering: ours to their old one gives way to a new one.
  if (isOffer(message) && ours.theirs && theirs !== ours.theirs) return 'replace';
  return 'take';
}
