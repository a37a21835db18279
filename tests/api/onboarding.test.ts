import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { dialects, startHarness, type Harness } from './support/harness.ts';
import { bearer, signInWithDev, type SignedIn } from './support/dev-sign-in.ts';
import { createAccount, createPod, firstPod } from './support/onboarding.ts';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .withMetadata({ exif: { IFD0: { Artist: 'Secret Name' } } })
    .toBuffer();
const blob = (bytes: Buffer | string, type = 'image/png') => new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type });

describe.each(dialects)('onboarding API on %s', (dialect) => {
  let h: Harness;
  let ada: SignedIn;
  let bob: SignedIn;
  let cy: SignedIn;
  beforeAll(async () => {
    h = await startHarness(dialect);
    ada = await signInWithDev(h.app, 'ada@example.test');
    bob = await signInWithDev(h.app, 'bob@example.test');
    cy = await signInWithDev(h.app, 'cy@example.test');
  });
  afterAll(() => h.close());

  describe('PUT /api/users/create-username/{userId}', () => {
    it('creates the account with a picture re-encoded as a square WebP without metadata, served immutable', async () => {
      const response = await createAccount(h.app, ada, {
        userName: 'Ada.L',
        userDisplayName: 'Ada',
        userLocation: 'London',
        profilePicture: { name: 'me.png', blob: blob(await png(300, 200)) },
      });
      expect(response.statusCode, response.body).toBe(200);
      const user = response.json();
      expect(user).toMatchObject({ userName: 'Ada.L', userDisplayName: 'Ada', userLocation: 'London', userProfileType: 'public', userStatus: 'new' });
      expect(user.userDPUrl).toMatch(/^\/media\/uploads\/[0-9a-f]{64}\.webp$/);
      const image = await h.app.inject({ url: user.userDPUrl });
      expect(image.statusCode).toBe(200);
      expect(image.headers['cache-control']).toContain('immutable');
      const meta = await sharp(image.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
      expect(meta.exif).toBeUndefined();
    });

    it('uses the default picture when none is sent and keeps a chosen private profile type', async () => {
      const response = await createAccount(h.app, bob, { userName: 'bob', userDisplayName: 'Bob', userProfileType: 'private' });
      expect(response.json()).toMatchObject({ userDPUrl: '/media/default-avatar.webp', userProfileType: 'private', userLocation: null });
    });

    it("refuses a username someone else has in any case with 'Username already taken'", async () => {
      const response = await createAccount(h.app, cy, { userName: 'ADA.l', userDisplayName: 'Cy' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Username already taken');
      // Ada may keep (or re-case) her own name.
      expect((await createAccount(h.app, ada, { userName: 'ada.L', userDisplayName: 'Ada' })).statusCode).toBe(200);
    });

    it.each([
      [{ userName: '', userDisplayName: 'Cy' }, 'Username is required'],
      [{ userName: 'cy cy', userDisplayName: 'Cy' }, 'Username can include only letters, numbers, periods (.), underscores (_), and hyphens (-).'],
      [{ userName: 'c'.repeat(25), userDisplayName: 'Cy' }, 'Username must be at most 24 characters'],
      [{ userName: 'cy', userDisplayName: ' ' }, 'Name is required'],
      [{ userName: 'cy', userDisplayName: 'n'.repeat(25) }, 'Name must be at most 24 characters'],
      [{ userName: 'cy', userDisplayName: 'Cy', userLocation: 'l'.repeat(51) }, 'Location must be at most 50 characters'],
    ])('refuses %j with the spec message', async (fields, message) => {
      const response = await createAccount(h.app, cy, fields);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });

    it('refuses a non-image renamed to .png and an oversize file, and keeps the user as it was', async () => {
      const fake = await createAccount(h.app, cy, {
        userName: 'cy',
        userDisplayName: 'Cy',
        profilePicture: { name: 'photo.png', blob: blob('#!/bin/sh\necho not an image\n') },
      });
      expect(fake.statusCode).toBe(400);
      expect(fake.json().message).toBe('Only image files are allowed.');
      const big = await createAccount(h.app, cy, {
        userName: 'cy',
        userDisplayName: 'Cy',
        profilePicture: { name: 'big.png', blob: blob(Buffer.alloc(5 * 1024 * 1024 + 10, 1)) },
      });
      expect(big.statusCode).toBe(413);
      const me = await h.app.inject({ url: `/api/users/${cy.user.userId}`, headers: bearer(cy.sessionToken) });
      expect(me.json()).toMatchObject({ userName: null, userDPUrl: null });
    });

    it('needs a session and only acts on the caller', async () => {
      const form = await createAccount(h.app, { ...cy, sessionToken: 'nope' }, { userName: 'cy' });
      expect(form.statusCode).toBe(401);
      const foreign = await createAccount(h.app, { ...cy, user: ada.user }, { userName: 'hijack', userDisplayName: 'X' });
      expect(foreign.statusCode).toBe(403);
    });
  });

  describe('posts and the pod selection', () => {
    let postId: string;

    it('creates the first Pod from a template and completes the user', async () => {
      const response = await createPod(h.app, ada);
      expect(response.statusCode, response.body).toBe(200);
      const post = response.json();
      postId = post.postId;
      expect(post).toMatchObject({
        userId: ada.user.userId,
        postName: "Ada's Pod",
        postSubTag: 'Personal',
        postType: 'public',
        podId: 'studio-loft',
        podName: 'Studio Loft',
        postDisplayImage: '/media/templates/studio-loft.webp',
        postLikes: 0,
        postViews: 0,
        user: { userDisplayName: 'Ada', userStatus: 'complete' },
      });
      expect(post.postAssets.frames[0]).toMatchObject({ frameType: 'video' });
      const me = (await h.app.inject({ url: `/api/users/${ada.user.userId}`, headers: bearer(ada.sessionToken) })).json();
      expect(me).toMatchObject({ userStatus: 'complete', userTotalPods: 1, userPods: [{ podId: 'studio-loft', podName: 'Studio Loft', podStatus: 'active' }] });
    });

    it('refuses a second Pod on the free plan with a 400', async () => {
      const response = await createPod(h.app, ada, firstPod({ podId: 'zen-garden' }));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Can not create another Pod/);
    });

    it('refuses bad post bodies with a clear message', async () => {
      const cases: [Record<string, unknown>, RegExp][] = [
        [firstPod({ postName: '' }), /^Title is required$/],
        [firstPod({ postName: 't'.repeat(21) }), /^Title must be at most 20 characters$/],
        [firstPod({ podId: 'no-such-template' }), /^Unknown pod template$/],
        [firstPod({ postSubTag: 'Nonsense' }), /postSubTag/],
        [
          firstPod({ postAssets: { ...firstPod().postAssets, frames: [{ ...firstPod().postAssets.frames[0], frameUrl: 'javascript:alert(1)' }] } }),
          /https URL/,
        ],
      ];
      for (const [body, message] of cases) {
        const response = await createPod(h.app, bob, body);
        expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(response.json().message).toMatch(message);
      }
    });

    it('changes details and theme of the own Pod and refuses foreign ones', async () => {
      const put = (who: SignedIn, payload: object, id = postId) =>
        h.app.inject({ method: 'PUT', url: `/api/posts/${who.user.userId}/${id}`, headers: bearer(who.sessionToken), payload });
      const details = await put(ada, {
        postName: 'Ada Studio',
        postDescription: 'Where I build',
        postTags: ['design', 'design'],
        postType: 'private',
        postSubTag: 'Creative',
      });
      expect(details.json()).toMatchObject({
        postName: 'Ada Studio',
        postDescription: 'Where I build',
        postTags: ['design'],
        postType: 'private',
        postSubTag: 'Creative',
      });
      const theme = await put(ada, { podId: 'neon-gallery' });
      expect(theme.json()).toMatchObject({
        podId: 'neon-gallery',
        podName: 'Neon Gallery',
        postDisplayImage: '/media/templates/neon-gallery.webp',
        postName: 'Ada Studio',
      });
      const me = (await h.app.inject({ url: `/api/users/${ada.user.userId}`, headers: bearer(ada.sessionToken) })).json();
      expect(me.userPods).toMatchObject([{ podId: 'neon-gallery' }]);
      expect((await put(ada, { postTags: [] })).json().message).toBe('Please select at least one category');
      expect((await put(ada, { postDescription: '  ' })).json().message).toBe('Description is required');
      expect((await put(bob, { postName: 'Mine now' })).statusCode).toBe(403);
      expect((await put(ada, { postName: 'x' }, 'missing')).statusCode).toBe(404);
    });

    it('shows a private Pod to its owner only', async () => {
      const live = (headers: Record<string, string>) => h.app.inject({ url: `/api/posts/live/${postId}`, headers });
      expect((await live(bearer(ada.sessionToken))).statusCode).toBe(200);
      expect((await live(bearer(bob.sessionToken))).statusCode).toBe(404);
      expect((await live({})).statusCode).toBe(404);
      const own = (await h.app.inject({ url: `/api/posts/user-posts/${ada.user.userId}`, headers: bearer(ada.sessionToken) })).json();
      expect(own.total).toBe(1);
      const other = (await h.app.inject({ url: `/api/posts/user-posts/${ada.user.userId}`, headers: bearer(bob.sessionToken) })).json();
      expect(other).toEqual({ total: 0, documents: [] });
    });

    it('shows a public Pod to anyone, signed in or not', async () => {
      await h.app.inject({ method: 'PUT', url: `/api/posts/${ada.user.userId}/${postId}`, headers: bearer(ada.sessionToken), payload: { postType: 'public' } });
      expect((await h.app.inject({ url: `/api/posts/live/${postId}` })).json()).toMatchObject({ postId, postName: 'Ada Studio' });
      const other = (await h.app.inject({ url: `/api/posts/user-posts/${ada.user.userId}`, headers: bearer(bob.sessionToken) })).json();
      expect(other.total).toBe(1);
      expect((await h.app.inject({ url: `/api/posts/user-posts/${ada.user.userId}` })).statusCode).toBe(401);
    });
  });

  describe('PUT /api/users/{id}', () => {
    const put = (who: SignedIn, payload: object) =>
      h.app.inject({ method: 'PUT', url: `/api/users/${who.user.userId}`, headers: bearer(who.sessionToken), payload });

    it("stores interests, with 'all' meaning every interest", async () => {
      expect((await put(ada, { userInterests: ['art', 'gaming', 'art'] })).json().userInterests).toEqual(['art', 'gaming']);
      expect((await put(ada, { userInterests: ['all'] })).json().userInterests).toEqual([
        'all',
        'technology',
        'art',
        'fitness',
        'business',
        'science',
        'gaming',
        'fashion',
        'travel',
      ]);
      const none = await put(ada, { userInterests: [] });
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe('Please select at least one interest to continue');
      expect((await put(ada, { userInterests: ['cooking'] })).statusCode).toBe(400);
    });

    it('stores social usernames with the platform names, dropping empty ones', async () => {
      const response = await put(ada, {
        userSocialLinks: [
          { socialId: 1, socialLink: 'ada.l' },
          { socialId: 6, socialLink: '' },
        ],
      });
      expect(response.json().userSocialLinks).toEqual([{ socialId: 1, socialName: 'Facebook', socialLink: 'ada.l' }]);
      expect((await put(ada, { userSocialLinks: [{ socialId: 9, socialLink: 'x' }] })).statusCode).toBe(400);
      expect((await put(ada, { userSocialLinks: [{ socialId: 2, socialLink: '<script>' }] })).statusCode).toBe(400);
    });

    it('completes a user when the first pod is chosen, and not before', async () => {
      expect((await put(cy, { userStatus: 'complete' })).statusCode).toBe(400);
      expect((await put(cy, { userPods: [{ podId: 'nope' }] })).statusCode).toBe(400);
      expect((await put(cy, { userPods: [{ podId: 'tech-lab' }] })).json()).toMatchObject({
        userStatus: 'complete',
        userPods: [{ podId: 'tech-lab', podName: 'Tech Lab' }],
      });
    });

    it('refuses empty updates, foreign users and missing sessions', async () => {
      expect((await put(ada, {})).statusCode).toBe(400);
      expect((await put({ ...bob, user: ada.user }, { userInterests: ['art'] })).statusCode).toBe(403);
      expect((await put({ ...bob, sessionToken: 'x' }, { userInterests: ['art'] })).statusCode).toBe(401);
    });
  });

  it('returns a template with its scene', async () => {
    const response = await h.app.inject({ url: '/api/pods/studio-loft' });
    expect(response.json()).toMatchObject({ podId: 'studio-loft', podName: 'Studio Loft', scene: { version: 2, room: { shape: expect.any(String) } } });
    expect((await h.app.inject({ url: '/api/pods/nope' })).statusCode).toBe(404);
  });
});
