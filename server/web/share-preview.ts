/**
 * A shared Pod link (`{host}/?postId=…`, spec §Pod live) as a link preview: the page the app
 * shell serves for it carries the Pod's name, description and picture as Open Graph and Twitter
 * card tags, so a message or post with the link shows the Pod. Only a Pod anyone may see gets
 * them (read as a signed-out visitor would: public, public profile, not deleted); any other id
 * gets the plain shell, so a private Pod's name never leaks. The share link is the Pod's canonical
 * address, for `/3d-app?postId=…` (the Pod opened) too. While people are in the Pod, the
 * description starts with how many (issue 46: '3 people here now.'; never who). The app then opens the Pod
 * (src/routes/index.tsx).
 */
import escapeHtml from 'escape-html';
import type { Db } from '../db/database.ts';
import { findVisiblePost } from '../posts/repository.ts';
import { hereNowOf } from '../rooms/here-now.ts';
import { hereNowLabel } from '../../shared/here-now.ts';

const POST_ID = /^[A-Za-z0-9_-]{1,64}$/;
const DESCRIPTION_CHARS = 200;

/** The tags for the Pod `postId` names, or null when there is none a visitor may see. */
export async function sharePreviewTags(db: Db, publicUrl: string, postId: string): Promise<string | null> {
  if (!POST_ID.test(postId)) return null;
  const post = await findVisiblePost(db, postId, null).catch(() => null);
  if (!post) return null;
  const absolute = (url: string) => new URL(url, `${publicUrl}/`).href;
  const by = post.user.userDisplayName ? ` by ${post.user.userDisplayName}` : '';
  const title = `${post.postName}${by} · Pods`;
  const here = (await hereNowOf(db, '', [post.postId])).get(post.postId);
  const about = post.postDescription || `A ${post.podName} Pod on Pods.`;
  const description = (here ? `${hereNowLabel(here)}. ${about}` : about).slice(0, DESCRIPTION_CHARS);
  // The Pod's one address (spec: the share link), whichever of its addresses was asked for.
  const podUrl = `${publicUrl}/?postId=${encodeURIComponent(post.postId)}`;
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Pods'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', podUrl],
    ['property', 'og:image', absolute(post.postDisplayImage)],
    ['property', 'og:image:alt', `${post.postName}, a ${post.podName} Pod`],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'description', description],
  ];
  const canonical = `<link rel="canonical" href="${escapeHtml(podUrl)}" />`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    canonical,
    ...tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`),
  ].join('\n    ');
}

/** The shell with the tags in its head, in place of its own title and description (a page has one of each). */
export const withPreviewTags = (shell: string, tags: string) => shell.replace(/\s*<meta name="description"[^>]*>/, '').replace(/<title>[^<]*<\/title>/, tags);
