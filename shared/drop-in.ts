/**
 * Drop-in rooms (issue 46): every Pod a person may see is a live place. Who gets into a Pod's
 * room, and as what, written once here for the server that enforces it and the screens that say
 * why. Whether the person may see the Pod at all (a private Pod, a private profile, a block with
 * the owner) is decided before this, by the same rules as every read of the Pod
 * (server/posts/repository.ts findVisiblePost); a Pod they may not see has no room for them.
 */

/** People in one room at once; the next one sees the Pod read-only, with the count. */
export const ROOM_CAPACITY = 24;
/** How long someone the owner removed stays out of that Pod's room. */
export const REMOVAL_S = 24 * 60 * 60;

/** Who the owner lets drop in: everyone who may see the Pod, only their followers, or no one. */
export type DropInSetting = 'everyone' | 'followers' | 'only-me';
export const DROP_IN_SETTINGS: readonly DropInSetting[] = ['everyone', 'followers', 'only-me'];
export const DROP_IN_LABELS: Record<DropInSetting, string> = {
  everyone: 'Everyone who can see it',
  followers: 'Followers only',
  'only-me': 'Only me',
};

/** What the room shows and says. */
export const ROOM_TEXTS = {
  full: 'Pod is full',
  visitor: 'Visitor',
  signInToTalk: 'Sign in to talk and chat',
  removed: 'The owner removed you from this Pod. You can come back in 24 hours.',
  removedFromEvent: 'The host removed you from this event.',
  eventOn: 'A live event is on in this Pod. Drop in again when it ends.',
  closed: 'The owner is not taking visitors in this Pod right now.',
} as const;

/** The person arriving, as the owner sees them. */
export type Arrival = 'owner' | 'follower' | 'signed-in' | 'signed-out';

export interface EntryQuestion {
  arrival: Arrival;
  setting: DropInSetting;
  /** Until when the owner's removal holds (epoch seconds), or null. */
  removedUntil: number | null;
  now: number;
  /** People in the room now, the arriving person not counted (a second tab of theirs is not another person). */
  others: number;
  /** A started event in this Pod takes the room over for its host and guests. */
  event: { running: boolean; member: boolean };
}

export type Entry =
  { kind: 'enter'; canTalk: boolean } | { kind: 'full'; present: number } | { kind: 'refused'; reason: 'closed' | 'removed' | 'eventOn'; message: string };

/**
 * Whether the person gets in. The owner always does (it is their place, full or not). While an
 * event runs, only its host and guests are in the room, as in a live event; drop-in resumes when
 * it ends. Otherwise the owner's setting, a removal still in force, then the room's capacity.
 * Signed-out visitors see everyone and are seen as Visitor, but cannot talk or chat.
 */
export function roomEntry(question: EntryQuestion): Entry {
  const { arrival, setting, removedUntil, now, others, event } = question;
  if (arrival === 'owner') return { kind: 'enter', canTalk: true };
  if (event.running) return event.member ? { kind: 'enter', canTalk: true } : refused('eventOn');
  if (setting === 'only-me' || (setting === 'followers' && arrival !== 'follower')) return refused('closed');
  if (removedUntil !== null && now < removedUntil) return refused('removed');
  if (others >= ROOM_CAPACITY) return { kind: 'full', present: others };
  return { kind: 'enter', canTalk: arrival !== 'signed-out' };
}

const refused = (reason: 'closed' | 'removed' | 'eventOn'): Entry => ({ kind: 'refused', reason, message: ROOM_TEXTS[reason] });
