/** Users in the database, and their API shape (spec §3 User). */
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { UsersTable } from '../db/schema.ts';
import { nowSeconds, randomToken } from '../auth/tokens.ts';

type UserRow = Selectable<UsersTable>;

const parseList = <T>(text: string): T[] => {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? (value as T[]) : [];
};

export function toUser(row: UserRow) {
  const pods = parseList<{ podId: string; podName: string }>(row.pods);
  return {
    userId: row.userId,
    userLoginID: row.loginId,
    userEmail: row.email,
    userName: row.userName,
    userDisplayName: row.displayName,
    userDPUrl: row.dpUrl,
    userLocation: row.location,
    userProfileType: row.profileType as 'public' | 'private',
    userStatus: row.status,
    userPods: pods,
    userInterests: parseList<string>(row.interests),
    userSocialLinks: parseList<{ socialId: number; socialName: string; socialLink: string }>(row.socialLinks),
    userTotalPods: pods.length,
  };
}

export function toPublicUser(row: UserRow) {
  const { userId, userName, userDisplayName, userDPUrl, userProfileType, userTotalPods } = toUser(row);
  return { userId, userName, userDisplayName, userDPUrl, userProfileType, userTotalPods };
}

export const findUser = ({ kysely }: Db, userId: string) => kysely.selectFrom('users').selectAll().where('userId', '=', userId).executeTakeFirst();

/** The user behind a login id, created on first sign-in with status 'new'. */
export async function findOrCreateUser(db: Db, loginId: string, email: string) {
  const existing = await db.kysely.selectFrom('users').selectAll().where('loginId', '=', loginId).executeTakeFirst();
  if (existing) return existing;
  await db.kysely
    .insertInto('users')
    .values({
      userId: randomToken(16),
      loginId,
      email,
      userName: null,
      userNameLower: null,
      displayName: null,
      dpUrl: null,
      location: null,
      createdAt: nowSeconds(),
    })
    .onConflict((oc) => oc.column('loginId').doNothing())
    .execute();
  return db.kysely.selectFrom('users').selectAll().where('loginId', '=', loginId).executeTakeFirstOrThrow();
}
