/**
 * Issue 48 item 2: a Pod holds every prop of its room as its own once saved (postAssets version
 * 2, the template's as 'template:…' copies): the server keeps it as sent, refuses another
 * version, and a new template takes the old template's copies away (the owner's own props stay),
 * so the new room is the new template's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startHarness, type Harness } from './support/harness.ts';
import { bearer, signInWithDev, type SignedIn } from './support/dev-sign-in.ts';
import { createAccount, createPod, firstPod } from './support/onboarding.ts';

const at = { position: { x: 1, y: 0, z: 2 }, rotation: { x: 0, y: 0, z: 0 }, scale: { x: 1, y: 1, z: 1 } };

describe.each(dialects)('a Pod that owns its room, on %s', (dialect) => {
  let h: Harness;
  let ada: SignedIn;
  let postId: string;
  const put = (payload: object) => h.app.inject({ method: 'PUT', url: `/api/posts/${ada.user.userId}/${postId}`, headers: bearer(ada.sessionToken), payload });
  const assets = async () => (await h.app.inject({ url: `/api/posts/live/${postId}`, headers: bearer(ada.sessionToken) })).json().postAssets;

  beforeAll(async () => {
    h = await startHarness(dialect);
    ada = await signInWithDev(h.app, 'ada@example.test');
    await createAccount(h.app, ada, { userName: 'ada' });
    postId = (await createPod(h.app, ada)).json().postId;
  });
  afterAll(() => h.close());

  it("keeps the room's props as saved, the template's copies with the owner's", async () => {
    const props = [
      { id: 'template:sofa-1', prop: 'seating/sofa', ...at },
      { id: 'mine', prop: 'nature/bonsai', ...at },
    ];
    const saved = await put({ postAssets: { ...firstPod().postAssets, props, version: 2 } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await assets()).toMatchObject({ version: 2, props });
  });

  it('refuses a version it does not know, and changes nothing', async () => {
    const refused = await put({ postAssets: { ...firstPod().postAssets, props: [], version: 3 } });
    expect(refused.statusCode).toBe(400);
    expect((await assets()).props).toHaveLength(2);
  });

  it("takes the old template's props away with a new template, and keeps the owner's", async () => {
    const changed = await put({ podId: 'zen-garden' });
    expect(changed.statusCode, changed.body).toBe(200);
    const now = await assets();
    expect(now.version).toBeUndefined();
    expect(now.props.map((p: { id: string }) => p.id)).toEqual(['mine']);
  });
});
