/**
 * The Discover feed reads at most MAX_FEED_OFFSET rows deep. A page past that is empty, never a
 * copy of an earlier page (a client paging on would loop on the same cards forever).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startHarness, type Harness } from './support/harness.ts';
import { seedFeed } from '../../server/db/seed-feed.ts';
import { MAX_FEED_OFFSET } from '../../server/posts/feed.ts';

const PAGE = 50;

describe.each(dialects)('Discover feed past its offset cap on %s', (dialect) => {
  let h: Harness;
  const page = async (pageNumber: number) => {
    const response = await h.app.inject({ url: `/api/posts/timeline/guest?pageNumber=${pageNumber}&pageSize=${PAGE}` });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { documents: { value: { postId: string } }[] }).documents.map((d) => d.value.postId);
  };

  beforeAll(async () => {
    h = await startHarness(dialect);
    // More visible Pods than the cap reaches: every profile public, no private Pods.
    await seedFeed(h.db, { users: 20, posts: MAX_FEED_OFFSET + 2 * PAGE, seed: 11, privateShare: 0 });
    await h.db.kysely.updateTable('users').set({ profileType: 'public' }).execute();
  }, 120_000);
  afterAll(() => h.close());

  it('serves the last page the cap reaches, then empty pages', async () => {
    const lastServed = MAX_FEED_OFFSET / PAGE + 1;
    expect(await page(lastServed)).toHaveLength(PAGE);
    expect(await page(lastServed + 1)).toEqual([]);
    expect(await page(lastServed + 1000)).toEqual([]);
  });
});
