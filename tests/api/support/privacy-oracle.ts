/**
 * The privacy property test's oracle: pure functions of a World that say who may see what (the
 * guest is the viewer null), as the rules in privacy.property.test.ts put it.
 */
import { pair, type World } from './privacy-world.ts';
import { TOP_LIST_SIZE } from '../../../server/posts/feed.ts';

export const blockedEitherWay = (w: World, a: string | null, b: string) => a !== null && (w.block.has(pair(a, b)) || w.block.has(pair(b, a)));
const accepted = (w: World, a: string | null, b: string) => a !== null && w.follow.get(pair(a, b)) === 'accepted';
/** May the viewer see the person's Pods and lists (as far as the profile and blocks go)? */
const profileOpen = (w: World, viewer: string | null, owner: string) =>
  viewer === owner || (!blockedEitherWay(w, viewer, owner) && (w.profile.get(owner) === 'public' || accepted(w, viewer, owner)));
/** May the viewer see this one Pod (live view)? */
export const podVisible = (w: World, viewer: string | null, pod: World['pods'][number]) =>
  pod.userId === viewer || (pod.postType === 'public' && profileOpen(w, viewer, pod.userId));
/** The Discover feed: public Pods only (one's own private ones are not in it). */
const feedPods = (w: World, viewer: string | null) => w.pods.filter((pod) => pod.postType === 'public' && profileOpen(w, viewer, pod.userId));
const byFeedOrder = (a: { createdAt: number; postId: string }, b: { createdAt: number; postId: string }) =>
  b.createdAt - a.createdAt || (a.postId < b.postId ? 1 : a.postId > b.postId ? -1 : 0);
const byIdDesc = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

export const oracle = {
  timeline: (w: World, viewer: string | null, filter: { search?: string; category?: string } = {}) =>
    feedPods(w, viewer)
      .filter(
        (pod) => (filter.search ? pod.postName.toLowerCase().includes(filter.search) : true) && (filter.category ? pod.tags.includes(filter.category) : true),
      )
      .sort(byFeedOrder)
      .map((pod) => pod.postId),
  top: (w: World, viewer: string | null, by: 'postViews' | 'postLikes') =>
    feedPods(w, viewer)
      .sort((a, b) => b[by] - a[by] || byIdDesc(a.postId, b.postId))
      .slice(0, TOP_LIST_SIZE)
      .map((pod) => pod.postId),
  trending: (w: World, viewer: string | null) => {
    const followers = new Map<string, number>();
    for (const [key, status] of w.follow) if (status === 'accepted') followers.set(key.split('>')[1]!, (followers.get(key.split('>')[1]!) ?? 0) + 1);
    return [...followers]
      .filter(([id]) => !blockedEitherWay(w, viewer, id))
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, TOP_LIST_SIZE)
      .map(([userId, totalFollowers]) => ({ userId, totalFollowers }));
  },
  /** profile-data: null for 404; else the Pods listed (newest first) and the flags. */
  profile: (w: World, viewer: string, other: string) => {
    if (viewer !== other && w.block.has(pair(other, viewer))) return null;
    const canViewContent = profileOpen(w, viewer, other);
    // Another's private Pod is listed only as there, with nothing of it: not even its id.
    const theirs = sortOwn(w.pods.filter((pod) => pod.userId === other));
    const shown = (postId: string, index: number) =>
      viewer === other || w.pods.find((pod) => pod.postId === postId)!.postType === 'public' ? postId : `private-${index}`;
    return { canViewContent, isBlocked: viewer !== other && w.block.has(pair(viewer, other)), posts: canViewContent ? theirs.map(shown) : [] };
  },
  /** user-posts and the follower/following lists: 404, 403 or what is shown. */
  access: (w: World, viewer: string, owner: string): 200 | 403 | 404 => {
    if (viewer === owner) return 200;
    if (w.block.has(pair(owner, viewer))) return 404;
    if (w.block.has(pair(viewer, owner))) return 403;
    return profileOpen(w, viewer, owner) ? 200 : 403;
  },
  userPosts: (w: World, viewer: string, owner: string) =>
    sortOwn(w.pods.filter((pod) => pod.userId === owner && (viewer === owner || pod.postType === 'public'))),
  list: (w: World, viewer: string, owner: string, kind: 'followers' | 'followings') =>
    [...w.follow]
      .filter(([, status]) => status === 'accepted')
      .map(([key]) => key.split('>') as [string, string])
      .filter(([follower, following]) => (kind === 'followers' ? following === owner : follower === owner))
      .map(([follower, following]) => (kind === 'followers' ? follower : following))
      .filter((person) => !blockedEitherWay(w, viewer, person))
      .sort(),
  suggestions: (w: World, viewer: string) =>
    w.ids
      .filter((id) => id !== viewer && !w.follow.has(pair(viewer, id)) && !blockedEitherWay(w, viewer, id))
      .map((id) => ({ userId: id, mutualFollows: w.ids.filter((x) => accepted(w, viewer, x) && accepted(w, x, id)).length }))
      .sort((a, b) => (a.userId < b.userId ? -1 : 1)),
  /** An event as the viewer sees it: null when it is not theirs to see; else the guests they see. */
  event: (w: World, viewer: string) => {
    const event = w.event;
    if (!event) return null;
    const theirs = viewer === event.hostId || (event.guests.includes(viewer) && !blockedEitherWay(w, viewer, event.hostId));
    return theirs ? { eventId: event.eventId, guests: event.guests.filter((g) => !blockedEitherWay(w, viewer, g)).sort() } : null;
  },
  /** The room as the viewer sees it: 404 when the event is not theirs, 409 before it starts; else who is there and what was said. */
  room: (w: World, viewer: string) => {
    const event = w.event!;
    if (!oracle.event(w, viewer)) return 404;
    if (!event.started) return 409;
    const seen = (id: string) => !blockedEitherWay(w, viewer, id);
    return {
      participants: event.present.filter(seen).sort(),
      messages: event.chat
        .map((author, i) => ({ author, text: `line ${i}` }))
        .filter(({ author }) => seen(author))
        .map(({ text }) => text),
    };
  },
  /**
   * A Pod's drop-in room as the viewer (null: signed out) sees it: 404 when they may not see the
   * Pod; else whether they may come in (the owner's setting; no one else is full or removed here)
   * and, when they may, who is there and what was said, no one in a block relation with them.
   */
  podRoom: (w: World, viewer: string | null) => {
    const room = w.dropIn!;
    const pod = w.pods.find((p) => p.postId === room.postId)!;
    if (!podVisible(w, viewer, pod)) return 404;
    const owner = viewer === pod.userId;
    const open = owner || room.setting === 'everyone' || (room.setting === 'followers' && accepted(w, viewer, pod.userId));
    if (!open) return { entry: 'refused', participants: [], messages: [] };
    const seen = (id: string) => !blockedEitherWay(w, viewer, id);
    return {
      entry: 'enter',
      participants: room.present.filter(seen).sort(),
      messages: room.chat
        .map((author, i) => ({ author, text: `said ${i}` }))
        .filter(({ author }) => seen(author))
        .map(({ text }) => text),
    };
  },
  /** The viewer's notifications, newest first: none from someone in a block relation, read or not. */
  notifications: (w: World, viewer: string) =>
    w.notes
      .filter((note) => note.recipient === viewer && !blockedEitherWay(w, viewer, note.actor))
      .reverse()
      .map((note) => ({ actorId: note.actor, type: note.type, read: note.read })),
  guests: (w: World, host: string) =>
    w.ids
      .filter((id) => id !== host && !blockedEitherWay(w, host, id) && (accepted(w, id, host) || accepted(w, host, id)))
      .map((id) => ({ userId: id, type: accepted(w, id, host) && accepted(w, host, id) ? 'both' : accepted(w, id, host) ? 'follower' : 'following' }))
      .sort((a, b) => (a.userId < b.userId ? -1 : 1)),
};

function sortOwn(pods: World['pods']) {
  return [...pods].sort((a, b) => b.createdAt - a.createdAt || (a.postId < b.postId ? -1 : a.postId > b.postId ? 1 : 0)).map((pod) => pod.postId);
}
