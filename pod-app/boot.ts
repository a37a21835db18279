/**
 * The Pod and its scene: from the page when the server put them there (a signed-out visitor's
 * page of a public Pod, server/web/guest-pod.ts), else from the API.
 */
import type { PodScene, PodSceneV1 } from '../shared/pod-scene.ts';
import { migrateScene } from '../shared/pod-scene-migration.ts';
import type { ApiClient, LivePost } from './api.ts';

export interface PodData {
  post: LivePost;
  scene: PodScene;
}

/** The page's `#pod-boot` text. */
export const podBootText = (doc: Document = document) => doc.getElementById('pod-boot')?.textContent ?? null;

/** The embedded Pod, only if it is the one this page opens; anything unreadable counts as none. */
export function readPodBoot(postId: string, text: string | null = podBootText()): PodData | null {
  if (!text) return null;
  try {
    const boot = JSON.parse(text) as { post?: LivePost; scene?: PodScene | PodSceneV1 };
    if (!boot.post || boot.post.postId !== postId || !boot.scene) return null;
    return { post: boot.post, scene: migrateScene(boot.scene) };
  } catch {
    return null;
  }
}

export async function fetchPod(api: ApiClient, postId: string): Promise<PodData> {
  const post = await api.livePost(postId);
  return { post, scene: await api.templateScene(post.podId) };
}
