/**
 * A profile as /profile and /other-profile show it (spec §3 Profile data response): who the
 * person is, exact follower, following and Pod counts, the viewer's follow status and block, and
 * the Pods the viewer may see (the owner all of them; others the public ones, and of a private
 * profile only once they are accepted followers).
 */
import type { Db } from '../db/database.ts';
import { followRow, podCount, visiblePerson } from './relations.ts';
import { withHereNow } from '../rooms/here-now.ts';

/** Accepted followers and followings: indexed counts, exact at every moment. */
export async function followCounts(db: Db, userId: string) {
  const count = (column: 'followerId' | 'followingId') =>
    db.kysely
      .selectFrom('follows')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(column, '=', userId)
      .where('status', '=', 'accepted')
      .executeTakeFirstOrThrow();
  const [followers, followings] = await Promise.all([count('followingId'), count('followerId')]);
  return { totalFollowers: Number(followers.n), totalFollowings: Number(followings.n) };
}

/**
 * The owner's Pods as the viewer may see them: all of them for the owner; for others the public
 * ones, and each private one only as that (spec: 'This pod is private and not visible to other
 * users.'), with nothing of it told: no name, no picture, not even its id.
 */
async function visiblePosts(db: Db, ownerId: string, own: boolean) {
  const rows = await db.kysely
    .selectFrom('posts')
    .select(['postId', 'postName', 'postDisplayImage', 'postDisplayImageSet', 'postType'])
    .where('userId', '=', ownerId)
    .orderBy('createdAt', 'desc')
    .orderBy('postId')
    .execute();
  return rows.map((row, index) => ({
    value:
      !own && row.postType === 'private'
        ? privatePod(index)
        : {
            postId: row.postId,
            postName: row.postName,
            postDisplayImage: row.postDisplayImage,
            postDisplayImageSet: row.postDisplayImageSet,
            postType: row.postType as 'public' | 'private',
          },
  }));
}

const privatePod = (index: number) => ({
  postId: `private-${index}`,
  postName: '',
  postDisplayImage: '',
  postDisplayImageSet: null,
  postType: 'private' as const,
});

export async function profileData(db: Db, viewerId: string, otherId: string) {
  const { person, status, viewerBlocked, canSeeContent } = await visiblePerson(db, viewerId, otherId);
  const own = viewerId === otherId;
  const [counts, followedBy, documents] = await Promise.all([
    followCounts(db, otherId),
    own || viewerBlocked ? null : followRow(db.kysely, otherId, viewerId),
    canSeeContent ? visiblePosts(db, otherId, own).then((posts) => withHereNow(db, viewerId, posts)) : [],
  ]);
  return {
    userData: {
      userId: person.userId,
      userName: person.userName,
      userDisplayName: person.displayName,
      userDPUrl: person.dpUrl,
      userLocation: person.location,
      userProfileType: person.profileType as 'public' | 'private',
      isPrivate: person.profileType === 'private',
      userTotalPods: podCount(person.pods),
      ...counts,
      followStatus: status,
      followsYou: followedBy === 'accepted',
      isBlocked: viewerBlocked,
      canViewContent: canSeeContent,
    },
    userPosts: { total: documents.length, documents },
  };
}
