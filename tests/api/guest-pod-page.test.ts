/**
 * Issue 18, the first-frame budget: a signed-out visitor's frame page carries the public Pod it
 * opens and its scene (server/web/guest-pod.ts), so the pod app needs no round trip before drawing.
 * Only what the API answers a caller without credentials: a private Pod is never on the page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildPodAppServer } from '../../server/web/pod-app.ts';
import { guestPodLoader } from '../../server/web/guest-pod.ts';
import { readPodBoot } from '../../pod-app/boot.ts';
import { dialects, startHarness, type Harness } from './support/harness.ts';
import { bearer, signInWithDev, type SignedIn } from './support/dev-sign-in.ts';
import { createAccount, createPod, firstPod } from './support/onboarding.ts';

/** The page's boot element as the pod app reads it (pod-app/boot.ts). */
const bootOf = (html: string, postId: string) => readPodBoot(postId, /<script type="application\/json" id="pod-boot">(.*?)<\/script>/s.exec(html)?.[1] ?? null);

describe.each(dialects)("a guest's pod app page on %s", (dialect) => {
  let h: Harness;
  let podApp: FastifyInstance;
  let ada: SignedIn;
  let postId: string;
  const page = async (query: string) => (await podApp.inject({ url: `/?${query}`, headers: { accept: 'text/html' } })).body;

  beforeAll(async () => {
    h = await startHarness(dialect);
    podApp = await buildPodAppServer(h.config, { guestPod: guestPodLoader(h.app) });
    ada = await signInWithDev(h.app, 'ada.guestpage@example.test');
    expect((await createAccount(h.app, ada, { userName: 'ada.guestpage' })).statusCode).toBe(200);
    const pod = await createPod(h.app, ada, firstPod({ postName: '</script><b>' }));
    expect(pod.statusCode, pod.body).toBe(200);
    postId = (await h.app.inject({ url: `/api/posts/user-posts/${ada.user.userId}`, headers: bearer(ada.sessionToken) })).json().documents[0].value.postId;
  });
  afterAll(async () => {
    await podApp.close();
    await h.close();
  });

  it('carries a public Pod and its scene, exactly as the API answers a guest', async () => {
    const html = await page(`postId=${postId}&previewMode=false&guest=true`);
    const boot = bootOf(html, postId);
    const live = (await h.app.inject({ url: `/api/posts/live/${postId}` })).json();
    const pod = (await h.app.inject({ url: `/api/pods/${live.podId}` })).json();
    expect(boot?.post).toEqual(live);
    expect(boot?.scene).toEqual(pod.scene);
    // The Pod's name cannot end the element and run as a script.
    const scripts = (text: string) => (text.match(/<script/g) ?? []).length;
    expect(scripts(html)).toBe(scripts(await page('postId=x')) + 1);
  });

  it('carries nothing for a signed-in frame, an unknown Pod or a private one', async () => {
    expect(bootOf(await page(`postId=${postId}&previewMode=false`), postId)).toBeNull();
    expect(await page('postId=no-such-pod&guest=true')).not.toContain('pod-boot');
    const made = await h.app.inject({
      method: 'PUT',
      url: `/api/posts/${ada.user.userId}/${postId}`,
      headers: bearer(ada.sessionToken),
      payload: { postType: 'private' },
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(await page(`postId=${postId}&previewMode=false&guest=true`)).not.toContain('pod-boot');
  });
});
