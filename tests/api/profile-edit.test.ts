import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { dialects, startHarness, type Harness } from './support/harness.ts';
import { bearer, signInWithDev, type SignedIn } from './support/dev-sign-in.ts';
import { multipart } from './support/multipart.ts';
import { createAccount } from './support/onboarding.ts';
import { IMAGE_JOBS_AT_ONCE, IMAGE_JOBS_WAITING } from '../../server/uploads/images.ts';

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

describe.each(dialects)('edit profile on %s', (dialect) => {
  let h: Harness;
  let alice: SignedIn;
  let bob: SignedIn;
  beforeAll(async () => {
    h = await startHarness(dialect);
    alice = await signInWithDev(h.app, 'alice@example.test');
    bob = await signInWithDev(h.app, 'bob@example.test');
    expect((await createAccount(h.app, alice, { userName: 'alice', userDisplayName: 'Alice', userLocation: 'Oslo' })).statusCode).toBe(200);
    expect((await createAccount(h.app, bob, { userName: 'bob', userDisplayName: 'Bob' })).statusCode).toBe(200);
  });
  afterAll(() => h.close());

  const update = async (fields: Parameters<typeof multipart>[0], who = alice, target = who.user.userId) => {
    const body = await multipart(fields);
    return h.app.inject({
      method: 'PUT',
      url: `/api/users/update-profile/${target}`,
      headers: { ...bearer(who.sessionToken), ...body.headers },
      payload: body.payload,
    });
  };

  it('changes only the fields sent', async () => {
    const response = await update({ userDisplayName: 'Alice L.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ userDisplayName: 'Alice L.', userName: 'alice', userLocation: 'Oslo' });
    const cleared = await update({ userLocation: '' });
    expect(cleared.json()).toMatchObject({ userDisplayName: 'Alice L.', userLocation: null });
  });

  it('refuses an update that changes nothing', async () => {
    for (const fields of [{}, { userName: 'alice', userDisplayName: 'Alice L.' }] as Record<string, string>[]) {
      const response = await update(fields);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please update at least one field before saving.');
    }
  });

  it("refuses a username someone else holds, in any case, and the account's rules", async () => {
    const taken = await update({ userName: 'BOB' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe('Username already taken');
    const bad = await update({ userName: 'no spaces' });
    expect(bad.json().message).toBe('Username can include only letters, numbers, periods (.), underscores (_), and hyphens (-).');
    const long = await update({ userDisplayName: 'x'.repeat(25) });
    expect(long.statusCode).toBe(400);
    // A new case of one's own name is a change, and allowed.
    expect((await update({ userName: 'Alice' })).json()).toMatchObject({ userName: 'Alice' });
  });

  it('stores a new picture re-encoded, and refuses what is not an image', async () => {
    const response = await update({ profilePicture: { name: 'me.png', blob: new Blob([new Uint8Array(await png())], { type: 'image/png' }) } });
    expect(response.statusCode).toBe(200);
    const url = response.json().userDPUrl as string;
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f]{64}\.webp$/);
    const image = await h.app.inject({ url });
    expect(image.statusCode).toBe(200);
    expect((await sharp(image.rawPayload).metadata()).format).toBe('webp');
    const fake = await update({ profilePicture: { name: 'me.png', blob: new Blob(['<svg/>'], { type: 'image/png' }) } });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('Only image files are allowed.');
  });

  it('decodes a few pictures at a time and answers a burst beyond its short line with 503', async () => {
    // 30 million pixels of one colour: a small file that takes a while to decode and resize.
    const large = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#44aa66' } })
      .png()
      .toBuffer();
    const burst = IMAGE_JOBS_AT_ONCE + IMAGE_JOBS_WAITING + 4;
    const answers = await Promise.all(
      Array.from({ length: burst }, () => update({ profilePicture: { name: 'big.png', blob: new Blob([new Uint8Array(large)], { type: 'image/png' }) } })),
    );
    const busy = answers.filter((answer) => answer.statusCode === 503);
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThanOrEqual(IMAGE_JOBS_AT_ONCE + IMAGE_JOBS_WAITING);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy)
      expect(answer.json()).toEqual({
        error: 'Service Unavailable',
        message: 'Too many pictures are being processed right now. Please try again in a moment.',
      });
    expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 503)).toBe(true);
  }, 60_000);

  it("refuses to edit someone else's profile", async () => {
    const response = await update({ userDisplayName: 'Hacked' }, alice, bob.user.userId);
    expect(response.statusCode).toBe(403);
    const me = await h.app.inject({ url: `/api/users/${bob.user.userId}`, headers: bearer(bob.sessionToken) });
    expect(me.json().userDisplayName).toBe('Bob');
    expect((await h.app.inject({ method: 'PUT', url: `/api/users/update-profile/${alice.user.userId}` })).statusCode).toBe(401);
  });
});
