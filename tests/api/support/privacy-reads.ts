/**
 * The privacy property test's reads: every read path asked as each viewer, each answer compared
 * with the oracle, and anything shown across a block, or a Pod shown to someone who may not see
 * it, reported as a LEAK.
 */
import type { Harness } from './harness.ts';
import { bearer, type SignedIn } from './dev-sign-in.ts';
import type { World } from './privacy-world.ts';
import { blockedEitherWay, oracle, podVisible } from './privacy-oracle.ts';

const SEARCH_TERM = 'red';
const CATEGORY = 'design';

type Card = { postId: string; userId: string; postType: string };
type FeedPage = { documents: { value: Card }[] };

/**
 * Reads every path as each of the viewers (null: the guest) and lists each difference from the
 * oracle, with the number of requests it made.
 */
export async function differences(h: Harness, w: World, viewers: (SignedIn | null)[]) {
  const problems: string[] = [];
  let requests = 0;
  /** JSON with people's ids shown as 'person i'. */
  const show = (value: unknown) => w.ids.reduce((text, id, i) => text.replaceAll(id, `person ${i}`), JSON.stringify(value));
  const same = (what: string, actual: unknown, expected: unknown) => {
    if (JSON.stringify(actual) !== JSON.stringify(expected)) problems.push(`${what}: got ${show(actual)}, expected ${show(expected)}`);
  };
  const get = (who: SignedIn | null, url: string) => {
    requests++;
    return h.app.inject({ url, headers: who ? bearer(who.sessionToken) : {} });
  };
  const name = (id: string | null) => (id === null ? 'guest' : `person ${w.ids.indexOf(id)}`);
  /** Any card or row of someone in a block relation with the viewer, or a Pod the viewer may not see, is a leak whatever the oracle says. */
  const leaks = (what: string, viewer: string | null, cards: Card[]) => {
    for (const card of cards) {
      const pod = w.pods.find((p) => p.postId === card.postId);
      if (blockedEitherWay(w, viewer, card.userId))
        problems.push(`${what}: LEAK of ${card.postId} by ${name(card.userId)}, in a block relation with ${name(viewer)}`);
      else if (!pod || !podVisible(w, viewer, pod))
        problems.push(`${what}: LEAK of ${card.postId} (${card.postType}, ${w.profile.get(card.userId)} profile) to ${name(viewer)}`);
    }
  };

  for (const viewer of viewers) {
    const v = viewer ? viewer.user.userId : null;
    const as = v ?? 'guest';
    const who = name(v);
    for (const [label, query, filter] of [
      ['timeline', 'pageSize=50', {}],
      ['timeline search', `pageSize=50&search=${SEARCH_TERM.toUpperCase()}`, { search: SEARCH_TERM }],
      ['timeline category', `pageSize=50&category=${CATEGORY}`, { category: CATEGORY }],
    ] as const) {
      const response = await get(viewer, `/api/posts/timeline/${as}?${query}`);
      const cards = (response.json() as FeedPage).documents.map((d) => d.value);
      leaks(`${label} for ${who}`, v, cards);
      same(
        `${label} for ${who}`,
        cards.map((c) => c.postId),
        oracle.timeline(w, v, filter),
      );
    }
    for (const [path, by] of [
      ['top-viewed-posts', 'postViews'],
      ['top-liked-posts', 'postLikes'],
    ] as const) {
      const cards = ((await get(viewer, `/api/posts/${path}/${as}`)).json() as FeedPage).documents.map((d) => d.value);
      leaks(`${path} for ${who}`, v, cards);
      same(
        `${path} for ${who}`,
        cards.map((c) => c.postId),
        oracle.top(w, v, by),
      );
    }
    const trending = ((await get(viewer, `/api/users/trending-profiles/${as}`)).json() as { profiles: { userId: string; totalFollowers: number }[] }).profiles;
    for (const p of trending) if (blockedEitherWay(w, v, p.userId)) problems.push(`trending for ${who}: LEAK of ${name(p.userId)}, in a block relation`);
    same(
      `trending for ${who}`,
      trending.map((p) => ({ userId: p.userId, totalFollowers: p.totalFollowers })),
      oracle.trending(w, v),
    );
    for (const pod of w.pods) {
      const status = (await get(viewer, `/api/posts/live/${pod.postId}`)).statusCode;
      same(`live ${pod.postId} (${pod.postType} by ${name(pod.userId)}, ${w.profile.get(pod.userId)}) for ${who}`, status, podVisible(w, v, pod) ? 200 : 404);
    }
    if (w.dropIn) {
      const room = await get(viewer, `/api/pod-rooms/${w.dropIn.postId}`);
      const expected = oracle.podRoom(w, v);
      if (typeof expected === 'number') same(`drop-in room for ${who}: status`, room.statusCode, expected);
      else {
        const body = room.json() as { entry?: { kind: string }; participants?: { userId: string }[]; messages?: { userId: string; text: string }[] };
        for (const p of [...(body.participants ?? []), ...(body.messages ?? [])])
          if (blockedEitherWay(w, v, p.userId)) problems.push(`drop-in room for ${who}: LEAK of ${name(p.userId)}, in a block relation`);
        same(
          `drop-in room for ${who}`,
          {
            status: room.statusCode,
            entry: body.entry?.kind,
            participants: body.participants?.map((p) => p.userId).sort(),
            messages: body.messages?.map((m) => m.text),
          },
          { status: 200, ...expected },
        );
      }
    }
    if (!viewer || !v) continue;

    for (const other of w.participants) {
      const about = `${name(other)} (${w.profile.get(other)}) for ${who}`;
      const profile = await get(viewer, `/api/users/profile-data/${v}/${other}`);
      const expected = oracle.profile(w, v, other);
      if (expected === null) same(`profile-data of ${about}: status`, profile.statusCode, 404);
      else {
        const body = profile.json() as { userData: { canViewContent: boolean; isBlocked: boolean }; userPosts: { documents: { value: { postId: string } }[] } };
        same(
          `profile-data of ${about}`,
          { canViewContent: body.userData?.canViewContent, isBlocked: body.userData?.isBlocked, posts: body.userPosts?.documents.map((d) => d.value.postId) },
          expected,
        );
      }

      const access = oracle.access(w, v, other);
      const posts = await get(viewer, `/api/posts/user-posts/${other}`);
      same(`user-posts of ${about}: status`, posts.statusCode, access);
      if (access === 200 && posts.statusCode === 200) {
        const cards = (posts.json() as FeedPage).documents.map((d) => d.value);
        leaks(`user-posts of ${about}`, v, cards);
        same(
          `user-posts of ${about}`,
          cards.map((c) => c.postId),
          oracle.userPosts(w, v, other),
        );
      }
      for (const kind of ['followers', 'followings'] as const) {
        const list = await get(viewer, `/api/users/${kind}/${v}/${other}/0?limit=50`);
        same(`${kind} of ${about}: status`, list.statusCode, access);
        if (access !== 200 || list.statusCode !== 200) continue;
        const body = list.json() as { followers?: { followerId: string }[]; followings?: { followingId: string }[] };
        const people = kind === 'followers' ? body.followers!.map((r) => r.followerId) : body.followings!.map((r) => r.followingId);
        for (const person of people)
          if (blockedEitherWay(w, v, person)) problems.push(`${kind} of ${about}: LEAK of ${name(person)}, in a block relation with the viewer`);
        same(`${kind} of ${about}`, [...people].sort(), oracle.list(w, v, other, kind));
      }
    }

    const suggestions = ((await get(viewer, `/api/users/friend-suggestions/${v}`)).json() as { suggestions: { userId: string; mutualFollows: number }[] })
      .suggestions;
    for (const s of suggestions)
      if (blockedEitherWay(w, v, s.userId)) problems.push(`friend-suggestions for ${who}: LEAK of ${name(s.userId)}, in a block relation`);
    same(
      `friend-suggestions for ${who}`,
      suggestions.map((s) => ({ userId: s.userId, mutualFollows: s.mutualFollows })).sort((a, b) => (a.userId < b.userId ? -1 : 1)),
      oracle.suggestions(w, v),
    );

    const notes = ((await get(viewer, `/api/users/notifications/${v}`)).json() as { notifications: { actorId: string; type: string; read: boolean }[] })
      .notifications;
    for (const note of notes)
      if (blockedEitherWay(w, v, note.actorId)) problems.push(`notifications of ${who}: LEAK of one from ${name(note.actorId)}, in a block relation`);
    same(
      `notifications of ${who}`,
      notes.map((n) => ({ actorId: n.actorId, type: n.type, read: n.read })),
      oracle.notifications(w, v),
    );

    if (w.event) {
      const expected = oracle.event(w, v);
      type EventBody = { eventId: number; guests: { userId: string }[] };
      const seen = (event: EventBody) => ({ eventId: event.eventId, guests: event.guests.map((g) => g.userId).sort() });
      const guestLeaks = (what: string, events: EventBody[]) => {
        for (const g of events.flatMap((e) => e.guests))
          if (blockedEitherWay(w, v, g.userId)) problems.push(`${what}: LEAK of guest ${name(g.userId)}, in a block relation with ${who}`);
      };
      const one = await get(viewer, `/api/users/event/${v}/${w.event.eventId}`);
      same(`event for ${who}: status`, one.statusCode, expected ? 200 : 404);
      if (one.statusCode === 200) {
        guestLeaks(`event for ${who}`, [one.json() as EventBody]);
        same(`event for ${who}`, seen(one.json() as EventBody), expected);
      }
      for (const [path, mine] of [
        ['events', v === w.event.hostId],
        ['event-invitations', v !== w.event.hostId],
      ] as const) {
        const events = ((await get(viewer, `/api/users/${path}/${v}`)).json() as { events: EventBody[] }).events;
        guestLeaks(`${path} of ${who}`, events);
        same(`${path} of ${who}`, events.map(seen), mine && expected ? [expected] : []);
      }
      const room = await get(viewer, `/api/live-events/${w.event.eventId}/room/${v}`);
      const expectedRoom = oracle.room(w, v);
      if (typeof expectedRoom === 'number') same(`room for ${who}: status`, room.statusCode, expectedRoom);
      else {
        const body = room.json() as { participants?: { userId: string }[]; messages?: { userId: string; text: string }[] };
        for (const p of [...(body.participants ?? []), ...(body.messages ?? [])])
          if (blockedEitherWay(w, v, p.userId)) problems.push(`room for ${who}: LEAK of ${name(p.userId)}, in a block relation`);
        same(
          `room for ${who}`,
          { status: room.statusCode, participants: body.participants?.map((p) => p.userId).sort(), messages: body.messages?.map((m) => m.text) },
          { status: 200, ...expectedRoom },
        );
      }
    }

    const candidates = ((await get(viewer, `/api/users/guest-candidates/${v}`)).json() as { candidates: { userId: string; type: string }[] }).candidates;
    for (const c of candidates)
      if (blockedEitherWay(w, v, c.userId)) problems.push(`guest-candidates for ${who}: LEAK of ${name(c.userId)}, in a block relation`);
    same(
      `guest-candidates for ${who}`,
      candidates.map((c) => ({ userId: c.userId, type: c.type })).sort((a, b) => (a.userId < b.userId ? -1 : 1)),
      oracle.guests(w, v),
    );
  }
  return { problems, requests };
}
