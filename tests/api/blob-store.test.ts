/**
 * Issue 24 item 1: every upload goes through one blob store, on disk (SQLite's default) or in
 * PostgreSQL (the default on it), served with the same headers and byte ranges from either, and
 * on PostgreSQL by any app process, whatever its DATA_DIR.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { openBlobStore } from '../../server/blobs/open.ts';
import type { BlobStore } from '../../server/blobs/store.ts';
import { dialects, startHarness, startSecondProcess, type Harness } from './support/harness.ts';
import { bearer, signInWithDev, type SignedIn } from './support/dev-sign-in.ts';
import { createAccount, createPod } from './support/onboarding.ts';
import { multipart } from './support/multipart.ts';
import { randomBlob, sha256 } from './support/blobs.ts';

const picture = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe.each(dialects)('the blob store on %s', (dialect) => {
  let h: Harness;
  let blobs: BlobStore;
  let host: SignedIn;
  let guest: SignedIn;
  let pictureUrl: string;
  let privateLink = '';
  /** Three and a bit chunks of PostgreSQL's 256 KB, as a video. */
  const video = randomBlob(800_000, 'mp4');

  beforeAll(async () => {
    h = await startHarness(dialect);
    blobs = openBlobStore(h.config, h.db);
    host = await signInWithDev(h.app, 'host.blobs@example.test');
    guest = await signInWithDev(h.app, 'guest.blobs@example.test');
    const created = await createAccount(h.app, host, {
      userName: 'hostblobs',
      profilePicture: { name: 'me.png', blob: new Blob([new Uint8Array(await picture())]) },
    });
    expect(created.statusCode, created.body).toBe(200);
    pictureUrl = created.json().userDPUrl;
    expect((await createAccount(h.app, guest, { userName: 'guestblobs' })).statusCode).toBe(200);
    await blobs.put('public', video.name, video.bytes);
  });
  afterAll(() => h.close());

  it(`keeps uploads ${dialect === 'postgres' ? 'in the database, not in DATA_DIR' : 'in DATA_DIR/uploads, as before'}`, () => {
    expect(blobs.kind).toBe(dialect === 'postgres' ? 'postgres' : 'disk');
    expect(existsSync(join(h.config.dataDir, 'uploads', pictureUrl.split('/').pop()!))).toBe(dialect === 'sqlite');
  });

  it('serves an uploaded profile picture byte for byte, immutable, as data that never runs', async () => {
    expect(pictureUrl).toMatch(/^\/media\/uploads\/[0-9a-f]{64}\.webp$/);
    const served = await h.app.inject({ url: pictureUrl });
    expect(served.statusCode).toBe(200);
    expect(`/media/uploads/${sha256(served.rawPayload)}.webp`).toBe(pictureUrl);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': IMMUTABLE,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
      'accept-ranges': 'bytes',
      'content-length': String(served.rawPayload.length),
    });
    expect(served.headers.etag).toBe(`"${sha256(served.rawPayload)}"`);
    expect(Date.parse(served.headers['last-modified'] as string)).toBeGreaterThan(Date.now() - 600_000);
    expect((await h.app.inject({ url: pictureUrl, headers: { 'if-none-match': served.headers.etag as string } })).statusCode).toBe(304);
    const head = await h.app.inject({ method: 'HEAD', url: pictureUrl });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(served.rawPayload.length));
    expect((await h.app.inject({ url: `/media/uploads/${'0'.repeat(64)}.webp` })).statusCode).toBe(404);
    expect((await h.app.inject({ url: '/media/uploads/..%2Fpods.sqlite' })).statusCode).toBe(404);
  });

  it('answers byte ranges with 206 across chunk boundaries, and 416 outside the file', async () => {
    const url = `/media/uploads/${video.name}`;
    const whole = await h.app.inject({ url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(video.bytes)).toBe(true);
    for (const [range, start, end] of [
      ['bytes=200000-530000', 200_000, 530_000],
      ['bytes=0-0', 0, 0],
      ['bytes=786432-', 786_432, 799_999],
      ['bytes=-100', 799_900, 799_999],
      ['bytes=700000-9999999', 700_000, 799_999],
    ] as const) {
      const part = await h.app.inject({ url, headers: { range } });
      expect(part.statusCode, range).toBe(206);
      expect(part.headers['content-range'], range).toBe(`bytes ${start}-${end}/800000`);
      expect(part.headers['content-length'], range).toBe(String(end - start + 1));
      expect(part.rawPayload.equals(video.bytes.subarray(start, end + 1)), range).toBe(true);
      expect(part.headers['cache-control']).toBe(IMMUTABLE);
    }
    for (const range of ['bytes=800000-', 'bytes=5-2', 'bytes=abc']) {
      const refused = await h.app.inject({ url, headers: { range } });
      expect(refused.statusCode, range).toBe(416);
      expect(refused.headers['content-range'], range).toBe('bytes */800000');
    }
  });

  it('writes a name once: the same bytes again, even at the same time, change nothing', async () => {
    const again = randomBlob(300_000, 'webp');
    await Promise.all([blobs.put('public', again.name, again.bytes), blobs.put('public', again.name, again.bytes)]);
    await blobs.put('public', again.name, again.bytes);
    expect((await blobs.stat('public', again.name))?.size).toBe(300_000);
    expect((await h.app.inject({ url: `/media/uploads/${again.name}` })).rawPayload.equals(again.bytes)).toBe(true);
    await blobs.remove('public', again.name);
    expect(await blobs.stat('public', again.name)).toBeNull();
  });

  it("serves an event's private thumbnail only through its signed link", async () => {
    await h.db.kysely
      .insertInto('follows')
      .values({ followerId: guest.user.userId, followingId: host.user.userId, status: 'accepted', createdAt: 1 })
      .execute();
    const postId = (await createPod(h.app, host)).json().postId as string;
    const start = (Math.floor(Date.now() / 3_600_000) + 2) * 3600;
    const body = await multipart({
      postId,
      eventName: 'Blob party',
      eventDescription: 'Thumbnails in the database.',
      startTimestamp: String(start),
      endTimestamp: String(start + 3600),
      guests: JSON.stringify([{ userId: guest.user.userId }]),
      eventThumbnail: { name: 'thumb.png', blob: new Blob([new Uint8Array(await picture())]) },
    });
    const created = await h.app.inject({
      method: 'POST',
      url: `/api/users/event/${host.user.userId}`,
      headers: { ...bearer(host.sessionToken), ...body.headers },
      payload: body.payload,
    });
    expect(created.statusCode, created.body).toBe(200);
    const event = await h.app.inject({ url: `/api/users/event/${guest.user.userId}/${created.json().data.eventId}`, headers: bearer(guest.sessionToken) });
    const link = event.json().eventThumbnail as string;
    privateLink = link;
    const bare = link.split('?')[0]!;
    expect(bare).toMatch(/^\/media\/private\/[0-9a-f]{64}\.webp$/);
    expect(existsSync(join(h.config.dataDir, 'private-uploads', bare.split('/').pop()!))).toBe(dialect === 'sqlite');
    const served = await h.app.inject({ url: link });
    expect(served.statusCode).toBe(200);
    expect(`/media/private/${sha256(served.rawPayload)}.webp`).toBe(bare);
    expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(served.headers['content-security-policy']).toBe("default-src 'none'");
    expect((await h.app.inject({ url: bare })).statusCode).toBe(403);
    expect((await h.app.inject({ url: link.replace(/expires=(\d+)/, (_, expires: string) => `expires=${Number(expires) + 3600}`) })).statusCode).toBe(403);
    expect((await h.app.inject({ url: bare.replace('/media/private/', '/media/uploads/') })).statusCode).toBe(404);
  });

  it.runIf(dialect === 'postgres')('is served by a second app process with its own DATA_DIR (the load balancer case)', async () => {
    const second = await startSecondProcess(h);
    try {
      const served = await second.app.inject({ url: pictureUrl });
      expect(served.statusCode).toBe(200);
      expect(`/media/uploads/${sha256(served.rawPayload)}.webp`).toBe(pictureUrl);
      const thumbnail = await second.app.inject({ url: privateLink });
      expect(thumbnail.statusCode).toBe(200);
      expect(`/media/private/${sha256(thumbnail.rawPayload)}.webp`).toBe(privateLink.split('?')[0]);
      const part = await second.app.inject({ url: `/media/uploads/${video.name}`, headers: { range: 'bytes=262140-262150' } });
      expect(part.statusCode).toBe(206);
      expect(part.rawPayload.equals(video.bytes.subarray(262_140, 262_151))).toBe(true);
      // A chat attachment sent through the first process downloads from the second.
      const text = Buffer.from('Minutes of the meeting\n');
      const body = await multipart({ clientMessageId: 'blob-1', content: '', file: { name: 'minutes.txt', blob: new Blob([new Uint8Array(text)]) } });
      const sent = await h.app.inject({
        method: 'POST',
        url: `/api/messages/send/${host.user.userId}/${guest.user.userId}`,
        headers: { ...bearer(host.sessionToken), ...body.headers },
        payload: body.payload,
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const download = await second.app.inject({ url: sent.json().file.url, headers: bearer(host.sessionToken) });
      expect(download.statusCode, download.body).toBe(200);
      expect(download.rawPayload.equals(text)).toBe(true);
      expect(download.headers['content-disposition']).toContain('attachment');
    } finally {
      await second.close();
    }
  });
});

describe('BLOB_STORE', () => {
  const base = { DATA_DIR: '/tmp/pods-config', PUBLIC_URL: 'http://localhost:8080' };
  it('is postgres or disk, and postgres only with DATABASE_URL', () => {
    expect(loadConfig(base).blobStore).toBeUndefined();
    expect(loadConfig({ ...base, BLOB_STORE: 'disk', DATABASE_URL: 'postgres://db.example/pods' }).blobStore).toBe('disk');
    expect(loadConfig({ ...base, BLOB_STORE: 'postgres', DATABASE_URL: 'postgres://db.example/pods' }).blobStore).toBe('postgres');
    expect(() => loadConfig({ ...base, BLOB_STORE: 's3' })).toThrow(/BLOB_STORE: 'postgres' \(uploads in the database.*or 'disk'/);
    expect(() => loadConfig({ ...base, BLOB_STORE: 'postgres' })).toThrow(/BLOB_STORE: postgres keeps uploads in the PostgreSQL database: set DATABASE_URL/);
  });
});
