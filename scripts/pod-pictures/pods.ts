/**
 * The database side of `npm run pod-pictures`: the Pods still on their template's stock picture
 * (no picture set: a Pod drawn once is not listed again), each as its owner's pod app opens it
 * (the post read as its owner, the template's scene), and whether it is unchanged when its picture
 * is ready to store.
 */
import type { Db } from '../../server/db/database.ts';
import { findVisiblePost } from '../../server/posts/repository.ts';
import { findTemplate, toTemplateWithScene } from '../../server/pods/repository.ts';

export interface PodToDraw {
  postId: string;
  userId: string;
  postName: string;
}

/** Oldest first, so a run that stops part-way has drawn the Pods that waited longest. */
export const podsToDraw = ({ kysely }: Db): Promise<PodToDraw[]> =>
  kysely.selectFrom('posts').select(['postId', 'userId', 'postName']).where('postDisplayImageSet', 'is', null).orderBy('createdAt').orderBy('postId').execute();

/** What the pod app is given to show the Pod (its boot, pod-app/boot.ts), and the content it shows. */
export interface PodAsOwned {
  boot: { post: Awaited<ReturnType<typeof findVisiblePost>>; scene: ReturnType<typeof toTemplateWithScene>['scene'] };
  drawn: { podId: string; postAssets: string };
}

export async function podAsOwned(db: Db, pod: PodToDraw): Promise<PodAsOwned> {
  const post = await findVisiblePost(db, pod.postId, pod.userId);
  const template = await findTemplate(db, post.podId);
  if (!template) throw new Error(`its template ${post.podId} is not in the database`);
  return { boot: { post, scene: toTemplateWithScene(template).scene }, drawn: { podId: post.podId, postAssets: JSON.stringify(post.postAssets) } };
}

/** Why the picture drawn must not be stored now (its owner saved, or sent a picture, meanwhile), or null. */
export async function changedSince(db: Db, postId: string, drawn: PodAsOwned['drawn']): Promise<string | null> {
  const now = await db.kysely.selectFrom('posts').select(['podId', 'postAssets', 'postDisplayImageSet']).where('postId', '=', postId).executeTakeFirst();
  if (!now) return 'deleted while it was drawn';
  if (now.postDisplayImageSet !== null) return 'its owner saved a picture meanwhile';
  if (now.podId !== drawn.podId || JSON.stringify(JSON.parse(now.postAssets)) !== drawn.postAssets) return 'changed while it was drawn; left for the next run';
  return null;
}
