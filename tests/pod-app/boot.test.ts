/**
 * The pod app takes the Pod from its page only when the page carries the very Pod it opens
 * (pod-app/boot.ts); anything else, and it asks the API.
 */
// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { podBootText, readPodBoot } from '../../pod-app/boot.ts';
import { v1 } from '../fixtures/scene-v1.ts';

const post = { postId: 'p1', userId: 'u1', postName: 'Loft', podId: 'studio-loft', podName: 'Studio Loft', postAssets: {}, user: { userDisplayName: 'Ada' } };
/** What a page carrying `boot` gives the app. */
const pageWith = (boot: string | null) => {
  const doc = document.implementation.createHTMLDocument('pod app');
  if (boot !== null) doc.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="pod-boot">${boot}</script>`);
  return podBootText(doc);
};

describe('the Pod a page carries', () => {
  it('is read, its scene brought to the current version', () => {
    const data = readPodBoot('p1', pageWith(JSON.stringify({ post, scene: v1 })));
    expect(data?.post).toEqual(post);
    expect(data?.scene.version).toBe(2);
    expect(data?.scene.room).toEqual(v1.room);
  });

  it('is ignored when it is another Pod, incomplete, unreadable or absent', () => {
    expect(readPodBoot('p2', pageWith(JSON.stringify({ post, scene: v1 })))).toBeNull();
    expect(readPodBoot('p1', pageWith(JSON.stringify({ post })))).toBeNull();
    expect(readPodBoot('p1', pageWith('{"post":'))).toBeNull();
    expect(readPodBoot('p1', pageWith(null))).toBeNull();
  });
});
