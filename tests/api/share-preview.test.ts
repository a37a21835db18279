/**
 * Issue 19, defect 5: a shared Pod link (`/?postId=…`) shows the Pod in link previews (Open Graph
 * tags) — and only a Pod anyone may see: a private Pod's name never reaches the page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharePreviewTags, withPreviewTags } from '../../server/web/share-preview.ts';
import { dialects, startHarness, type Harness } from './support/harness.ts';
import { bearer, signInWithDev, type SignedIn } from './support/dev-sign-in.ts';
import { createAccount, createPod, firstPod } from './support/onboarding.ts';

const PUBLIC_URL = 'https://pods.example';
const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1];

describe.each(dialects)('share link previews on %s', (dialect) => {
  let h: Harness;
  let ada: SignedIn;
  const podOf = async (who: SignedIn) =>
    (await h.app.inject({ url: `/api/posts/user-posts/${who.user.userId}`, headers: bearer(who.sessionToken) })).json().documents[0].value as {
      postId: string;
      postDisplayImage: string;
    };

  beforeAll(async () => {
    h = await startHarness(dialect);
    ada = await signInWithDev(h.app, 'ada.share@example.test');
    const account = await createAccount(h.app, ada, { userName: 'ada.share', userDisplayName: 'Ada' });
    expect(account.statusCode, account.body).toBe(200);
    const pod = await createPod(h.app, ada, firstPod({ postName: '<Loft> & "Co"', postDescription: 'Come in & look.' }));
    expect(pod.statusCode, pod.body).toBe(200);
  });
  afterAll(() => h.close());

  it('names a public Pod, its author and picture (escaped), as absolute addresses', async () => {
    const pod = await podOf(ada);
    const tags = (await sharePreviewTags(h.db, PUBLIC_URL, pod.postId))!;
    expect(meta(tags, 'og:title')).toBe('&lt;Loft&gt; &amp; &quot;Co&quot; by Ada · Pods');
    expect(meta(tags, 'og:description')).toBe('Come in &amp; look.');
    expect(meta(tags, 'og:url')).toBe(`${PUBLIC_URL}/?postId=${pod.postId}`);
    expect(tags).toContain(`<link rel="canonical" href="${PUBLIC_URL}/?postId=${pod.postId}" />`);
    expect(meta(tags, 'og:image')).toBe(new URL(pod.postDisplayImage, PUBLIC_URL).href);
    expect(meta(tags, 'twitter:card')).toBe('summary_large_image');
    const page = withPreviewTags('<html><head>\n    <meta name="description" content="The app." />\n    <title>Pods</title></head><body></body></html>', tags);
    expect(page).toContain('<title>&lt;Loft&gt; &amp; &quot;Co&quot; by Ada · Pods</title>');
    expect(page.match(/<title>/g)).toHaveLength(1);
    // One description, the Pod's (the Nu HTML Checker refuses two).
    expect(page.match(/<meta name="description"/g)).toHaveLength(1);
    expect(page).toContain('<meta name="description" content="Come in &amp; look." />');
  });

  it('gives nothing for a private Pod, an unknown id or a malformed one', async () => {
    const pod = await podOf(ada);
    const made = await h.app.inject({
      method: 'PUT',
      url: `/api/posts/${ada.user.userId}/${pod.postId}`,
      headers: bearer(ada.sessionToken),
      payload: { postType: 'private' },
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(await sharePreviewTags(h.db, PUBLIC_URL, pod.postId)).toBeNull();
    expect(await sharePreviewTags(h.db, PUBLIC_URL, 'no-such-pod')).toBeNull();
    expect(await sharePreviewTags(h.db, PUBLIC_URL, '"><script>')).toBeNull();
  });
});
