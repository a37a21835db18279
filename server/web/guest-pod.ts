/**
 * A signed-out visitor's frame page carries the public Pod it opens and that Pod's scene, so the
 * pod app draws without two more round trips (the first-frame budget in docs/performance.md).
 *
 * The data is what the API answers a caller without credentials, asked in this process (Fastify's
 * `inject`, as the visitor's own address so the API's per-address limits still count them): a
 * private Pod, a missing one or a slow answer embeds nothing, and the app asks the API itself.
 */
import type { FastifyInstance } from 'fastify';

/** Past this the page goes out without the Pod (the app fetches it): the page is never held up long. */
const EMBED_WAIT_MS = 400;

export type GuestPodLoader = (postId: string, remoteAddress: string) => Promise<string>;

/** The page's `#pod-boot` element (pod-app/boot.ts reads it as text, never runs it); '<' escaped so no string can close it. */
export const bootScript = (boot: unknown) => `<script type="application/json" id="pod-boot">${JSON.stringify(boot).replaceAll('<', '\\u003c')}</script>`;

async function publicJson(api: FastifyInstance, url: string, remoteAddress: string): Promise<Record<string, unknown> | null> {
  const response = await api.inject({ method: 'GET', url, remoteAddress });
  return response.statusCode === 200 ? (response.json() as Record<string, unknown>) : null;
}

async function embed(api: FastifyInstance, postId: string, remoteAddress: string): Promise<string> {
  const post = await publicJson(api, `/api/posts/live/${encodeURIComponent(postId)}`, remoteAddress);
  if (typeof post?.podId !== 'string') return '';
  const pod = await publicJson(api, `/api/pods/${encodeURIComponent(post.podId)}`, remoteAddress);
  return pod?.scene ? bootScript({ post, scene: pod.scene }) : '';
}

/** The boot element for a guest's page, or '' (nothing to embed, an error or no answer in time). */
export function guestPodLoader(api: FastifyInstance): GuestPodLoader {
  return async (postId, remoteAddress) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(''), EMBED_WAIT_MS);
    });
    try {
      return await Promise.race([embed(api, postId, remoteAddress).catch(() => ''), late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
