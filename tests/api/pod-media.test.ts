import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startHarness, type Harness } from './support/harness.ts';
import { bearer, signInWithDev, type SignedIn } from './support/dev-sign-in.ts';
import { multipart } from './support/multipart.ts';
import { createAccount, createPod } from './support/onboarding.ts';
import { NOT_A_VIDEO, VIDEOS_UNAVAILABLE } from '../../server/uploads/videos.ts';
import { PICTURE_TOO_LARGE } from '../../server/posts/media-routes.ts';
import { LIMITS } from '../../server/http/rate-limits.ts';

/** A short test-pattern video as a phone would send it: Full HD, with a title in its metadata. */
function phoneVideo() {
  const file = join(mkdtempSync(join(tmpdir(), 'pods-video-src-')), 'clip.mp4');
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=1920x1080:rate=5',
    '-t',
    '1',
    '-metadata',
    'title=Home address 12 Secret St',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    file,
  ]);
  return readFileSync(file);
}

const probe = (file: string) =>
  JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file]).toString()) as {
    streams: { codec_name: string; width?: number; height?: number }[];
    format: { tags?: Record<string, string> };
  };

describe.each(dialects)('pictures and videos from the device for a Pod, on %s', (dialect) => {
  let h: Harness;
  let ada: SignedIn;
  let bob: SignedIn;
  let postId: string;
  const upload = async (kind: string, name: string, bytes: Buffer, who = ada, owner = ada.user.userId, post = postId) => {
    const body = await multipart({ kind, file: { name, blob: new Blob([new Uint8Array(bytes)]) } });
    return h.app.inject({
      method: 'POST',
      url: `/api/posts/${owner}/${post}/media`,
      headers: { ...bearer(who.sessionToken), ...body.headers },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    h = await startHarness(dialect);
    ada = await signInWithDev(h.app, 'ada.media@example.test');
    bob = await signInWithDev(h.app, 'bob.media@example.test');
    expect((await createAccount(h.app, ada, { userName: 'adamedia' })).statusCode).toBe(200);
    expect((await createAccount(h.app, bob, { userName: 'bobmedia' })).statusCode).toBe(200);
    expect((await createPod(h.app, ada)).statusCode).toBe(200);
    postId = (await h.app.inject({ url: `/api/posts/user-posts/${ada.user.userId}`, headers: bearer(ada.sessionToken) })).json().documents[0].value.postId;
  });
  afterAll(() => h.close());

  it('re-encodes a picture to WebP and serves it at the address it answers', async () => {
    const jpeg = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#c86432' } })
      .withMetadata({ exif: { IFD0: { Artist: 'Ada' } } })
      .jpeg()
      .toBuffer();
    const response = await upload('image', 'holiday.jpg', jpeg);
    expect(response.statusCode).toBe(200);
    const { kind, url } = response.json() as { kind: string; url: string };
    expect(kind).toBe('image');
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f]{64}\.webp$/);
    const served = await h.app.inject({ url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(2048);
    expect(meta.exif).toBeUndefined();
  });

  it('refuses a file that only pretends to be a picture, and one too large', async () => {
    const fake = await upload('image', 'cat.jpg', Buffer.from('<script>alert(1)</script>'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('Only image files are allowed.');
    const large = await upload('image', 'big.png', Buffer.alloc(11 * 1024 * 1024, 1));
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe(PICTURE_TOO_LARGE);
  });

  it('lets only the owner upload to their own Pod', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload('image', 'a.png', png, bob)).statusCode).toBe(403);
    expect((await upload('image', 'a.png', png, bob, bob.user.userId)).statusCode).toBe(403);
    expect((await upload('image', 'a.png', png, ada, ada.user.userId, 'no-such-pod')).statusCode).toBe(404);
    const body = await multipart({ kind: 'image', file: { name: 'a.png', blob: new Blob([new Uint8Array(png)]) } });
    expect(
      (await h.app.inject({ method: 'POST', url: `/api/posts/${ada.user.userId}/${postId}/media`, headers: body.headers, payload: body.payload })).statusCode,
    ).toBe(401);
    expect((await upload('sound', 'a.png', png)).statusCode).toBe(400);
  });

  it(`takes ${LIMITS.podMedia.max} uploads a minute per person`, async () => {
    const cy = await signInWithDev(h.app, 'cy.media@example.test');
    expect((await createAccount(h.app, cy, { userName: 'cymedia' })).statusCode).toBe(200);
    expect((await createPod(h.app, cy)).statusCode).toBe(200);
    const cysPod = (await h.app.inject({ url: `/api/posts/user-posts/${cy.user.userId}`, headers: bearer(cy.sessionToken) })).json().documents[0].value
      .postId as string;
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    for (let i = 0; i < LIMITS.podMedia.max; i += 1) expect((await upload('image', 'p.png', png, cy, cy.user.userId, cysPod)).statusCode).toBe(200);
    const refused = await upload('image', 'p.png', png, cy, cy.user.userId, cysPod);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many uploads\. Please try again in/);
    // Counted per person: somebody else still uploads.
    expect((await upload('image', 'p.png', png)).statusCode).toBe(200);
  });

  it('re-encodes a video to a small web MP4 without its metadata, and refuses what is not a video', async () => {
    const response = await upload('video', 'clip.mp4', phoneVideo());
    expect(response.statusCode).toBe(200);
    const { url } = response.json() as { url: string };
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f]{64}\.mp4$/);
    // As served from the blob store (disk, or PostgreSQL on that database).
    const served = await h.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/mp4');
    const stored = join(mkdtempSync(join(tmpdir(), 'pods-video-served-')), 'served.mp4');
    writeFileSync(stored, served.rawPayload);
    const { streams, format } = probe(stored);
    const video = streams.find((s) => s.codec_name === 'h264');
    expect(video).toMatchObject({ width: 1280, height: 720 });
    expect(JSON.stringify(format.tags ?? {})).not.toContain('Secret');
    const fake = await upload(
      'video',
      'clip.mp4',
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe(NOT_A_VIDEO);
  });
});

describe('videos on a server without ffmpeg', () => {
  let h: Harness;
  afterAll(() => h.close());
  it('answer 503 saying so, while pictures still work', async () => {
    h = await startHarness('sqlite', { env: { FFMPEG_PATH: '/nonexistent/ffmpeg' } });
    const ada = await signInWithDev(h.app, 'ada.noffmpeg@example.test');
    await createAccount(h.app, ada, { userName: 'adanoff' });
    await createPod(h.app, ada);
    const postId = (await h.app.inject({ url: `/api/posts/user-posts/${ada.user.userId}`, headers: bearer(ada.sessionToken) })).json().documents[0].value
      .postId as string;
    const send = async (kind: string, bytes: Buffer) => {
      const body = await multipart({ kind, file: { name: 'f', blob: new Blob([new Uint8Array(bytes)]) } });
      return h.app.inject({
        method: 'POST',
        url: `/api/posts/${ada.user.userId}/${postId}/media`,
        headers: { ...bearer(ada.sessionToken), ...body.headers },
        payload: body.payload,
      });
    };
    const video = await send('video', phoneVideo());
    expect(video.statusCode).toBe(503);
    expect(video.json().message).toBe(VIDEOS_UNAVAILABLE);
    expect(
      (
        await send(
          'image',
          await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
            .png()
            .toBuffer(),
        )
      ).statusCode,
    ).toBe(200);
  });
});
