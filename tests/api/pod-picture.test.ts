/**
 * Pictures of the real Pod (issue 48 item 1): the owner's pod app sends a render of the Pod's
 * arrival view, stored at 240, 480 and 960 wide, and it becomes the Pod's picture wherever the Pod
 * is shown. Anything refused (not a picture, not 4:3, too small or large, too heavy, not the
 * owner's) leaves the Pod and the stored files as they were.
 */
import { existsSync, readdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dialects, startHarness, type Harness } from './support/harness.ts';
import { bearer, signInWithDev, type SignedIn } from './support/dev-sign-in.ts';
import { multipart } from './support/multipart.ts';
import { createAccount, createPod } from './support/onboarding.ts';
import { blobFolder } from '../../server/blobs/disk.ts';
import { LIMITS } from '../../server/http/rate-limits.ts';
import { POD_PICTURE_SIZE, POD_PICTURE_TOO_LARGE } from '../../server/posts/pod-picture.ts';
import { sharePreviewTags } from '../../server/web/share-preview.ts';

const picture = (width: number, height: number, format: 'png' | 'gif' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#3c78b4' } })
    .toFormat(format)
    .toBuffer();

/** A 4:3 render in every other way, but heavier than 3 MB (random pixels do not compress; under the app's 5 MB for any form). */
const heavyPicture = () =>
  sharp(randomBytes(1280 * 960 * 3), { raw: { width: 1280, height: 960, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

describe.each(dialects)('pictures of the real Pod from its pod app, on %s', (dialect) => {
  let h: Harness;
  let ada: SignedIn;
  let bob: SignedIn;
  let postId: string;

  const send = async (bytes: Buffer, { token = ada.sessionToken as string | null, owner = ada.user.userId, post = postId, name = 'arrival.png' } = {}) => {
    const body = await multipart({ file: { name, blob: new Blob([new Uint8Array(bytes)]) } });
    return h.app.inject({
      method: 'PUT',
      url: `/api/posts/${owner}/${post}/picture`,
      headers: { ...(token ? bearer(token) : {}), ...body.headers },
      payload: body.payload,
    });
  };
  const frameToken = async (who: SignedIn) =>
    (await h.app.inject({ method: 'POST', url: `/api/users/frame-token/${who.user.userId}`, headers: bearer(who.sessionToken) })).json().token as string;
  const pictureOfPod = () =>
    h.db.kysely.selectFrom('posts').select(['postDisplayImage', 'postDisplayImageSet']).where('postId', '=', postId).executeTakeFirstOrThrow();
  /** The names of every public file stored, wherever this dialect keeps them. */
  const storedFiles = async () => {
    if (h.db.dialect === 'postgres')
      return (await sql<{ name: string }>`select name from blobs where area = 'public' order by name`.execute(h.db.kysely)).rows.map((row) => row.name);
    const folder = blobFolder(h.config.dataDir, 'public');
    return existsSync(folder) ? readdirSync(folder).sort() : [];
  };

  beforeAll(async () => {
    h = await startHarness(dialect);
    ada = await signInWithDev(h.app, 'ada.picture@example.test');
    bob = await signInWithDev(h.app, 'bob.picture@example.test');
    expect((await createAccount(h.app, ada, { userName: 'adapicture', userDisplayName: 'Ada' })).statusCode).toBe(200);
    expect((await createAccount(h.app, bob, { userName: 'bobpicture' })).statusCode).toBe(200);
    expect((await createPod(h.app, ada)).statusCode).toBe(200);
    expect((await createPod(h.app, bob)).statusCode).toBe(200);
    postId = (await h.app.inject({ url: `/api/posts/user-posts/${ada.user.userId}`, headers: bearer(ada.sessionToken) })).json().documents[0].value.postId;
  });
  afterAll(() => h.close());

  it("stores the pod app's render at 240, 480 and 960 wide and makes it the Pod's picture everywhere", async () => {
    expect(await pictureOfPod()).toEqual({ postDisplayImage: '/media/templates/studio-loft.webp', postDisplayImageSet: null });
    const response = await send(await picture(1200, 900), { token: await frameToken(ada) });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as { postDisplayImage: string; postDisplayImageSet: string };
    expect(Object.keys(answer).sort()).toEqual(['postDisplayImage', 'postDisplayImageSet']);
    const set = answer.postDisplayImageSet.split(', ').map((entry) => entry.split(' '));
    expect(set.map(([, width]) => width)).toEqual(['240w', '480w', '960w']);
    for (const [url, width] of set) {
      expect(url).toMatch(/^\/media\/uploads\/[0-9a-f]{64}\.webp$/);
      const served = await h.app.inject({ url: url! });
      expect(served.statusCode).toBe(200);
      const { format, width: servedWidth, height } = await sharp(served.rawPayload).metadata();
      expect({ format, width: servedWidth, height }).toEqual({ format: 'webp', width: parseInt(width!, 10), height: (parseInt(width!, 10) * 3) / 4 });
    }
    expect(answer.postDisplayImage).toBe(set[2]![0]);
    expect(await pictureOfPod()).toEqual(answer);

    const post = await h.app.inject({ url: `/api/posts/user-posts/${ada.user.userId}`, headers: bearer(ada.sessionToken) });
    expect(post.json().documents[0].value).toMatchObject(answer);
    const feed = await h.app.inject({ url: `/api/posts/timeline/${bob.user.userId}`, headers: bearer(bob.sessionToken) });
    const card = (feed.json().documents as { value: { postId: string } }[]).find(({ value }) => value.postId === postId);
    expect(card?.value).toMatchObject(answer);
    const profile = await h.app.inject({ url: `/api/users/profile-data/${bob.user.userId}/${ada.user.userId}`, headers: bearer(bob.sessionToken) });
    expect(profile.json().userPosts.documents[0].value).toMatchObject({ postId, ...answer });
    expect(await sharePreviewTags(h.db, 'https://pods.example', postId)).toContain(
      `<meta property="og:image" content="https://pods.example${answer.postDisplayImage}" />`,
    );
  });

  it("goes back to the template's picture when the Pod's template changes", async () => {
    expect((await send(await picture(1024, 768))).statusCode).toBe(200);
    const changed = await h.app.inject({
      method: 'PUT',
      url: `/api/posts/${ada.user.userId}/${postId}`,
      headers: bearer(ada.sessionToken),
      payload: { podId: 'zen-garden' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ postDisplayImage: '/media/templates/zen-garden.webp', postDisplayImageSet: null });
    expect(await pictureOfPod()).toEqual({ postDisplayImage: '/media/templates/zen-garden.webp', postDisplayImageSet: null });
  });

  describe('refuses, and changes nothing', () => {
    let before: { pod: Awaited<ReturnType<typeof pictureOfPod>>; files: string[] };
    beforeEach(async () => {
      expect((await send(await picture(800, 600))).statusCode).toBe(200);
      before = { pod: await pictureOfPod(), files: await storedFiles() };
    });
    const refused = async (response: Awaited<ReturnType<typeof send>>, statusCode: number, message: string) => {
      expect(response.statusCode, response.body).toBe(statusCode);
      expect(response.json().message).toBe(message);
      expect(await pictureOfPod()).toEqual(before.pod);
      expect(await storedFiles()).toEqual(before.files);
    };

    it('a file that is not a picture, named as one, and a picture of another type', async () => {
      await refused(await send(Buffer.from('<svg onload="alert(1)">not a picture</svg>'), { name: 'arrival.png' }), 400, 'Only image files are allowed.');
      await refused(await send(await picture(1200, 900, 'gif'), { name: 'arrival.gif' }), 400, 'Only image files are allowed.');
    });

    it('a picture that is not 4:3, or smaller or larger than a render may be', async () => {
      await refused(await send(await picture(1000, 1000)), 400, POD_PICTURE_SIZE);
      await refused(await send(await picture(900, 1200)), 400, POD_PICTURE_SIZE);
      await refused(await send(await picture(4000, 3000)), 400, POD_PICTURE_SIZE);
      await refused(await send(await picture(320, 240)), 400, POD_PICTURE_SIZE);
    });

    it('a render over 3 MB', async () => {
      const heavy = await heavyPicture();
      expect(heavy.length).toBeGreaterThan(3 * 1024 * 1024);
      await refused(await send(heavy), 413, POD_PICTURE_TOO_LARGE);
    });

    it("someone else's Pod, and no session", async () => {
      const png = await picture(1200, 900);
      await refused(await send(png, { token: bob.sessionToken }), 403, 'You can only act on your own account.');
      await refused(await send(png, { token: bob.sessionToken, owner: bob.user.userId }), 403, 'You can only change your own Pods.');
      await refused(await send(png, { token: await frameToken(bob), owner: bob.user.userId }), 403, 'You can only change your own Pods.');
      await refused(await send(png, { post: 'no-such-pod' }), 404, 'Pod not found');
      await refused(await send(png, { token: null }), 401, 'A valid session is required. Please sign in.');
    });
  });

  it(`takes ${LIMITS.podPicture.max} pictures an hour per person`, async () => {
    expect(LIMITS.podPicture).toMatchObject({ max: 30, timeWindow: '1 hour' });
    const cy = await signInWithDev(h.app, 'cy.picture@example.test');
    expect((await createAccount(h.app, cy, { userName: 'cypicture' })).statusCode).toBe(200);
    expect((await createPod(h.app, cy)).statusCode).toBe(200);
    const cysPod = (await h.app.inject({ url: `/api/posts/user-posts/${cy.user.userId}`, headers: bearer(cy.sessionToken) })).json().documents[0].value
      .postId as string;
    const png = await picture(640, 480);
    const cySends = () => send(png, { token: cy.sessionToken, owner: cy.user.userId, post: cysPod });
    for (let i = 0; i < LIMITS.podPicture.max; i += 1) expect((await cySends()).statusCode).toBe(200);
    const limited = await cySends();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many Pod pictures\. Please try again in/);
    // Counted per person: the others still send theirs.
    expect((await send(png)).statusCode).toBe(200);
  });
});
