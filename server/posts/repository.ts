/** Posts (a user's Pods) in the database, and their API shape (spec §3 Post). */
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { PostsTable, UsersTable } from '../db/schema.ts';
import { nowSeconds, randomToken } from '../auth/tokens.ts';
import { httpError } from '../http/errors.ts';
import { findTemplate, toTemplateWithScene } from '../pods/repository.ts';
import { framesOnWalls } from './new-pod-frames.ts';
import { forNewTemplate } from './room-props.ts';
import { FREE_PLAN_PODS } from '../../shared/options.ts';
import { contentFlags } from './content-flags.ts';
import { maySeePod, requireContentAccess } from '../users/relations.ts';
import { withHereNow } from '../rooms/here-now.ts';

type PostRow = Selectable<PostsTable>;
type Author = Pick<Selectable<UsersTable>, 'userId' | 'dpUrl' | 'displayName' | 'status'>;

type PostFields = Pick<
  PostRow,
  | 'postId'
  | 'userId'
  | 'postType'
  | 'postName'
  | 'postDescription'
  | 'postTags'
  | 'postSubTag'
  | 'postDisplayImage'
  | 'postDisplayImageSet'
  | 'podId'
  | 'podName'
  | 'postLikes'
  | 'postViews'
>;

/** What a Pod shows wherever it is listed (a post and a feed card alike), with its author. */
export function postFields(row: PostFields, author: Author) {
  return {
    postId: row.postId,
    userId: row.userId,
    postType: row.postType as 'public' | 'private',
    postName: row.postName,
    postDescription: row.postDescription,
    postTags: JSON.parse(row.postTags) as string[],
    postSubTag: row.postSubTag,
    postDisplayImage: row.postDisplayImage,
    postDisplayImageSet: row.postDisplayImageSet,
    podId: row.podId,
    podName: row.podName,
    postLikes: row.postLikes,
    postViews: row.postViews,
    user: { userId: author.userId, userDPUrl: author.dpUrl, userDisplayName: author.displayName, userStatus: author.status },
  };
}

export function toPost(row: PostRow, author: Author) {
  return { ...postFields(row, author), postAssets: JSON.parse(row.postAssets) as unknown, createdAt: row.createdAt };
}

const withAuthor = ({ kysely }: Db) =>
  kysely.selectFrom('posts').innerJoin('users', 'users.userId', 'posts.userId').selectAll('posts').select(['users.dpUrl', 'users.displayName', 'users.status']);

type JoinedRow = PostRow & Omit<Author, 'userId'>;
const fromJoined = (row: JoinedRow) => toPost(row, row);

/**
 * A post the viewer (null when signed out) may see: a private Pod only by its owner; a public
 * one by anyone not in a block relation with its owner, and of a private profile only by its
 * accepted followers. Otherwise 404, as if there were no such Pod.
 */
export async function findVisiblePost(db: Db, postId: string, viewerId: string | null) {
  const row = await withAuthor(db).where('posts.postId', '=', postId).executeTakeFirst();
  if (!row || !(await maySeePod(db.kysely, row, viewerId))) throw httpError(404, 'Pod not found');
  return fromJoined(row);
}

/**
 * A user's posts, newest first. Other viewers see only the public ones, of a private profile only
 * once they are accepted followers (403 otherwise), and nothing across a block (404 if the user
 * blocked them, 403 if they blocked the user).
 */
export async function listUserPosts(db: Db, userId: string, viewerId: string) {
  let query = withAuthor(db).where('posts.userId', '=', userId);
  if (userId !== viewerId) {
    await requireContentAccess(db, viewerId, userId, 'Pods');
    query = query.where('posts.postType', '=', 'public');
  }
  const rows = await query.orderBy('posts.createdAt', 'desc').orderBy('posts.postId').execute();
  return {
    total: rows.length,
    documents: await withHereNow(
      db,
      viewerId,
      rows.map((row) => ({ value: fromJoined(row) })),
    ),
  };
}

export interface NewPost {
  postType: string;
  postName: string;
  postDescription: string;
  postTags: string[];
  postSubTag: string;
  podId: string;
  postAssets: unknown;
}

/** The post's rows in post_categories, which the category rows of the feed walk. */
async function writeCategories(trx: Db['kysely'], post: { postId: string; postTags: string[]; postType: string; createdAt: number }) {
  await trx.deleteFrom('postCategories').where('postId', '=', post.postId).execute();
  const categories = [...new Set(post.postTags)];
  if (categories.length === 0) return;
  await trx
    .insertInto('postCategories')
    .values(categories.map((category) => ({ category, postId: post.postId, postType: post.postType, createdAt: post.createdAt })))
    .execute();
}

/** A Pod as the owner's record lists it (spec §3 userPods): one entry for each Pod they have. */
export const userPodEntry = (template: { podId: string; name: string; displayImage: string; description: string }) => ({
  podId: template.podId,
  podName: template.name,
  podDisplayImage: template.displayImage,
  podDescription: template.description,
  podStatus: 'active',
});

/**
 * Creates the user's Pod from a template. On the free plan a user has one Pod: a second is
 * refused. The first Pod is also the pod selection (spec §4): the user's pods list and status
 * 'complete' are written in the same transaction, so a retry never finds half of it done.
 */
export async function createPost(db: Db, userId: string, body: NewPost) {
  const template = await findTemplate(db, body.podId);
  if (!template) throw httpError(400, 'Unknown pod template');
  const postAssets = framesOnWalls(body.postAssets, toTemplateWithScene(template).scene);
  const postId = randomToken(12);
  const now = nowSeconds();
  await db.kysely.transaction().execute(async (trx) => {
    // PostgreSQL: lock the user's row so two concurrent first pods cannot both pass the count.
    // (SQLite runs one write transaction at a time.)
    if (db.dialect === 'postgres') await trx.selectFrom('users').select('userId').where('userId', '=', userId).forUpdate().execute();
    const { count } = await trx
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= FREE_PLAN_PODS) throw httpError(400, 'Can not create another Pod: the free plan includes one Pod.');
    await trx
      .insertInto('posts')
      .values({
        postId,
        userId,
        postType: body.postType,
        postName: body.postName,
        postDescription: body.postDescription,
        postTags: JSON.stringify(body.postTags),
        postSubTag: body.postSubTag,
        postDisplayImage: template.displayImage,
        podId: template.podId,
        podName: template.name,
        postAssets: JSON.stringify(postAssets),
        contentFlags: contentFlags(postAssets as never),
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    await writeCategories(trx, { postId, postTags: body.postTags, postType: body.postType, createdAt: now });
    await trx
      .updateTable('users')
      .set({ pods: JSON.stringify([userPodEntry(template)]), status: 'complete' })
      .where('userId', '=', userId)
      .execute();
  });
  return findVisiblePost(db, postId, userId);
}

export interface PostUpdate {
  postType?: string;
  postName?: string;
  postDescription?: string;
  postTags?: string[];
  postSubTag?: string;
  podId?: string;
  postAssets?: unknown;
}

/** The caller's own Pod, or 404 (none) / 403 (someone else's): every change to a Pod goes through it. */
export async function findOwnPost(db: Db, userId: string, postId: string) {
  const existing = await db.kysely
    .selectFrom('posts')
    .select(['userId', 'postTags', 'postType', 'createdAt', 'podId'])
    .where('postId', '=', postId)
    .executeTakeFirst();
  if (!existing) throw httpError(404, 'Pod not found');
  if (existing.userId !== userId) throw httpError(403, 'You can only change your own Pods.');
  return existing;
}

/** Updates the owner's post: its details (pod settings) and/or its template (change theme). */
export async function updatePost(db: Db, userId: string, postId: string, update: PostUpdate) {
  const existing = await findOwnPost(db, userId, postId);
  const template = update.podId ? await findTemplate(db, update.podId) : undefined;
  if (update.podId && !template) throw httpError(400, 'Unknown pod template');
  // A new template: the old one's props the Pod held as its own go with it (room-props.ts).
  const changesTemplate = template !== undefined && template.podId !== existing.podId;
  const kept =
    update.postAssets === undefined && changesTemplate
      ? (JSON.parse((await db.kysely.selectFrom('posts').select('postAssets').where('postId', '=', postId).executeTakeFirstOrThrow()).postAssets) as unknown)
      : update.postAssets;
  const postAssets = changesTemplate ? forNewTemplate(kept) : kept;
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable('posts')
      .set({
        ...(update.postType !== undefined && { postType: update.postType }),
        ...(update.postName !== undefined && { postName: update.postName }),
        ...(update.postDescription !== undefined && { postDescription: update.postDescription }),
        ...(update.postTags !== undefined && { postTags: JSON.stringify([...new Set(update.postTags)]) }),
        ...(update.postSubTag !== undefined && { postSubTag: update.postSubTag }),
        // A new template brings back its stock picture: the old Pod's picture (pod-picture.ts) no longer shows it.
        ...(template && { podId: template.podId, podName: template.name, postDisplayImage: template.displayImage, postDisplayImageSet: null }),
        ...(postAssets !== undefined && { postAssets: JSON.stringify(postAssets), contentFlags: contentFlags(postAssets as never) }),
        updatedAt: nowSeconds(),
      })
      .where('postId', '=', postId)
      .execute();
    if (update.postTags !== undefined || update.postType !== undefined) {
      const postTags = update.postTags ?? (JSON.parse(existing.postTags) as string[]);
      await writeCategories(trx, { postId, postTags, postType: update.postType ?? existing.postType, createdAt: existing.createdAt });
    }
    if (template)
      await trx
        .updateTable('users')
        .set({ pods: JSON.stringify([userPodEntry(template)]) })
        .where('userId', '=', userId)
        .execute();
  });
  return findVisiblePost(db, postId, userId);
}
