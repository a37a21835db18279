/**
 * A live room, whoever's it is (issue 46): a started event's (its host and guests) or a Pod's
 * drop-in room (whoever may see the Pod, as its owner allows). Every room module (presence, chat,
 * voice, signals, reactions, the stream) works on a Room and its key, so the rules are written once.
 */
export type RoomKey = `event:${number}` | `pod:${string}`;

export const eventRoom = (eventId: number): RoomKey => `event:${eventId}`;
export const podRoom = (postId: string): RoomKey => `pod:${postId}`;

export interface Room {
  key: RoomKey;
  /** What the room is of, as its stream names it (in `snapshot` and `ended`). */
  of: { eventId: number } | { postId: string };
  /** The Pod the room is in (an event's Pod, or the Pod itself): its items are what the main screen may show. */
  podId: string;
  /** The event's host or the Pod's owner: listed first, may mute anyone; a Pod's owner may remove people. */
  hostId: string;
  role: 'host' | 'guest';
  /** When the room closes for everyone (an event's hour is over; epoch seconds); null for a Pod's room. */
  endsAt: number | null;
  /** A signed-out visitor sees and is seen, but cannot chat, react or talk. */
  canTalk: boolean;
  /**
   * Asks again whether the person may be here (a block made meanwhile, the owner's new setting, a
   * removal, an event starting in the Pod): throws an HttpError saying why when not.
   */
  recheck: () => Promise<unknown>;
}

/** A signed-out visitor's id in a room: never a person's id (those are not prefixed so). */
export const VISITOR_PREFIX = 'visitor-';
export const isVisitor = (userId: string) => userId.startsWith(VISITOR_PREFIX);
