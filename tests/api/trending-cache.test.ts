/**
 * 'Trending Profiles' is counted once for everybody for TRENDING_CACHE_MS. The e2e server sets it
 * to 0: its journeys seed follows between two reads a few seconds apart.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness.ts';
import { bearer, signInWithDev } from './support/dev-sign-in.ts';
import { seedFeed } from '../../server/db/seed-feed.ts';
import { resetTrendingCache } from '../../server/posts/feed.ts';

describe('trending profiles cache', () => {
  let h: Harness;
  afterEach(async () => {
    await h.close();
    resetTrendingCache();
  });

  const trending = async (token: string, userId: string) =>
    ((await h.app.inject({ url: `/api/users/trending-profiles/${userId}`, headers: bearer(token) })).json() as { profiles: unknown[] }).profiles.length;

  it('counts again on every request with TRENDING_CACHE_MS=0', async () => {
    h = await startHarness('sqlite', { env: { TRENDING_CACHE_MS: '0' } });
    const { sessionToken, user } = await signInWithDev(h.app, 'trend.now@example.test');
    expect(await trending(sessionToken, user.userId)).toBe(0);
    await seedFeed(h.db, { users: 12, posts: 4, seed: 5 });
    expect(await trending(sessionToken, user.userId)).toBeGreaterThan(0);
  });

  it('serves the same count for a minute by default', async () => {
    h = await startHarness('sqlite');
    const { sessionToken, user } = await signInWithDev(h.app, 'trend.later@example.test');
    expect(await trending(sessionToken, user.userId)).toBe(0);
    await seedFeed(h.db, { users: 12, posts: 4, seed: 5 });
    expect(await trending(sessionToken, user.userId)).toBe(0);
  });
});
