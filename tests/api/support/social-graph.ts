/**
 * The social graph API tests' shared people and steps: one app per suite with ada, bob, dan and
 * eve (public profiles) and cat (private), each with a Pod, and 30 fans; follows, blocks and
 * notifications are emptied before each test. The steps call the users API as a person would.
 */
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { startHarness, type Harness, type TestDialect } from './harness.ts';
import { bearer, signInWithDev, type SignedIn } from './dev-sign-in.ts';
import { createAccount, createPod, firstPod } from './onboarding.ts';

export type Method = 'GET' | 'POST' | 'PUT';
export type FollowerRow = {
  followerId: string;
  followerName: string | null;
  followerUserName: string | null;
  totalFollowers: number;
  totalFollowings: number;
  userTotalPods: number;
  followBackStatus: unknown;
  followedAt: number;
};
export type FollowingRow = { followingId: string; followingName: string | null; userTotalFollowers: number; followingStatus: unknown };

export const FANS = 30;

const PEOPLE = [
  ['ada', 'Ada Lovelace', 'public'],
  ['bob', 'Bob Marley', 'public'],
  ['cat', 'Cat Stevens', 'private'],
  ['dan', 'Dan Brown', 'public'],
  ['eve', 'Eve Online', 'public'],
] as const;
type Name = (typeof PEOPLE)[number][0];

/**
 * Registers the suite's hooks (call it inside a describe). The harness, the people and the Pods
 * are filled in place when the suite starts, so a test file can destructure them while its tests
 * are collected, before any hook has run.
 */
export function useSocialGraph(dialect: TestDialect) {
  const h = {} as Harness;
  const people = Object.fromEntries(PEOPLE.map(([name]) => [name, {} as SignedIn])) as Record<Name, SignedIn>;
  const fans: SignedIn[] = [];
  /** Each person's Pod id, by user name. */
  const pods: Record<string, string> = {};

  beforeAll(async () => {
    Object.assign(h, await startHarness(dialect));
    for (const [userName, userDisplayName, userProfileType] of PEOPLE) {
      const who = Object.assign(people[userName], await signInWithDev(h.app, `${userName}@example.test`));
      expect((await createAccount(h.app, who, { userName, userDisplayName, userProfileType })).statusCode).toBe(200);
      const pod = await createPod(h.app, who, firstPod({ postName: `${userDisplayName.split(' ')[0]}'s Loft` }));
      expect(pod.statusCode, pod.body).toBe(200);
      pods[userName] = pod.json().postId;
    }
    for (let i = 0; i < FANS; i++) {
      const fan = await signInWithDev(h.app, `fan${i}@example.test`);
      expect(
        (await createAccount(h.app, fan, { userName: `fan.${String(i).padStart(2, '0')}`, userDisplayName: i % 2 ? `Odd Fan ${i}` : `Even Fan ${i}` }))
          .statusCode,
      ).toBe(200);
      fans.push(fan);
    }
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    for (const table of ['notifications', 'follows', 'blocks'] as const) await h.db.kysely.deleteFrom(table).execute();
  });

  const id = (who: SignedIn) => who.user.userId;
  const call = (who: SignedIn, method: Method, path: string, payload?: object) =>
    h.app.inject({ method, url: `/api/users/${path}`, headers: bearer(who.sessionToken), ...(payload ? { payload } : {}) });
  const ok = async <T = Record<string, unknown>>(who: SignedIn, method: Method, path: string, payload?: object) => {
    const response = await call(who, method, path, payload);
    expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(200);
    return response.json() as T;
  };
  return {
    h,
    ...people,
    fans,
    pods,
    id,
    call,
    ok,
    follow: (a: SignedIn, b: SignedIn) => call(a, 'POST', `send-follow-request/${id(a)}`, { followingUserId: id(b) }),
    status: async (a: SignedIn, b: SignedIn) => (await ok<{ status: unknown }>(a, 'GET', `check-following-status/${id(a)}/${id(b)}`)).status,
    profile: (viewer: SignedIn, other: SignedIn) =>
      ok<{ userData: Record<string, unknown>; userPosts: { total: number; documents: { value: { postId: string } }[] } }>(
        viewer,
        'GET',
        `profile-data/${id(viewer)}/${id(other)}`,
      ),
    followers: (viewer: SignedIn, owner: SignedIn, cursor = '0', query = '') => call(viewer, 'GET', `followers/${id(viewer)}/${id(owner)}/${cursor}${query}`),
    followings: (viewer: SignedIn, owner: SignedIn, cursor = '0', query = '') => call(viewer, 'GET', `followings/${id(viewer)}/${id(owner)}/${cursor}${query}`),
    /** The recipient's notifications of one type, straight from the table. */
    notifications: (recipient: SignedIn, type: string) =>
      h.db.kysely.selectFrom('notifications').select(['actorId', 'type', 'readAt']).where('userId', '=', id(recipient)).where('type', '=', type).execute(),
    followRows: () => h.db.kysely.selectFrom('follows').select(['followerId', 'followingId', 'status']).execute(),
    /** The cards of `who`'s Discover feed (optionally searched). */
    timeline: async (who: SignedIn, search = '') => {
      const page = await h.app.inject({
        url: `/api/posts/timeline/${id(who)}?pageSize=50${search ? `&search=${encodeURIComponent(search)}` : ''}`,
        headers: bearer(who.sessionToken),
      });
      return (page.json() as { documents: { value: { postId: string; userId: string } }[] }).documents.map((d) => d.value);
    },
  };
}
