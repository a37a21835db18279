/**
 * "Here now" (issue 46 item 5): how many people are in a Pod's drop-in room, and the faces of up
 * to three of them the viewer follows, as each viewer may see it. Written once, for the reads of
 * Pods (feed, rows, profile, Pod page) and the live updates of the notification stream alike:
 * nobody in a block relation with the viewer counts or shows; a signed-out visitor counts but has
 * no face or name; the viewer's own place counts, but is never one of their faces.
 */

/** Faces shown at most on a card, a row or a profile Pod. */
export const MAX_FACES = 3;
/** Pods one page may ask to hear about at once (a feed shows fewer; more are ignored). */
export const MAX_WATCHED = 60;
/** The busiest public Pods the feed's 'Live now' row lists. */
export const LIVE_NOW_SIZE = 10;

export interface HereFace {
  userId: string;
  userDisplayName: string | null;
  userDPUrl: string | null;
}

export interface HereNow {
  /** People in the room now, as the viewer may see them (nobody across a block). */
  count: number;
  /** Up to MAX_FACES people the viewer follows who are there, by name. */
  faces: HereFace[];
}

/** Someone in a room: a person (with their name and picture) or a signed-out visitor (`visitor-…`, none). */
export interface Present extends HereFace {
  visitor: boolean;
}

/** What the viewer's relations with the people present are: whom they follow (accepted) and who is in a block relation with them. */
export interface ViewerRelations {
  follows: ReadonlySet<string>;
  blocked: ReadonlySet<string>;
}

const byName = (a: HereFace, b: HereFace) => (a.userDisplayName ?? '').localeCompare(b.userDisplayName ?? '') || a.userId.localeCompare(b.userId);

/** The room as this viewer may see it. */
export function hereNowFor(viewerId: string, present: readonly Present[], { follows, blocked }: ViewerRelations): HereNow {
  const seen = present.filter((p) => p.visitor || !blocked.has(p.userId));
  const faces = seen
    .filter((p) => !p.visitor && p.userId !== viewerId && follows.has(p.userId))
    .map(({ userId, userDisplayName, userDPUrl }) => ({ userId, userDisplayName, userDPUrl }))
    .sort(byName)
    .slice(0, MAX_FACES);
  return { count: seen.length, faces };
}

/** Whether two answers say the same (a stream sends a Pod's news only when it changed). */
export const sameHereNow = (a: HereNow, b: HereNow) => a.count === b.count && a.faces.map((f) => f.userId).join() === b.faces.map((f) => f.userId).join();

/** The badge's words: what a screen reader hears for the badge as a whole. */
export function hereNowLabel({ count, faces }: HereNow) {
  const people = count === 1 ? '1 person here now' : `${count} people here now`;
  const names = faces.map((f) => f.userDisplayName ?? 'Someone');
  if (names.length === 0) return people;
  const last = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return `${people}, including ${last}`;
}
