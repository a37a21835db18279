import { describe, expect, it } from 'vitest';
import { isQueryBody, offlineKey } from '../../../src/sw/offline-key.ts';

const body = (query: string, variables: Record<string, unknown> = {}) => JSON.stringify({ query, variables });
const timeline = body('query Timeline($userId: String!) { getTimeline(userId: $userId) { totalCount } }', { userId: 'u1' });
const origin = 'https://pods.test';

describe('what the service worker keeps for offline use', () => {
  it('keeps queries, never mutations, uploads or bodies it cannot read', () => {
    expect(isQueryBody(timeline)).toBe(true);
    expect(isQueryBody(body('{ getVapidPublicKey { publicKey } }'))).toBe(true);
    expect(isQueryBody(body('# a comment\nquery Me { me { userId } }'))).toBe(true);
    expect(isQueryBody(body('mutation TogglePostLike($postId: String!) { togglePostLike(postId: $postId) { isLiked } }'))).toBe(false);
    expect(isQueryBody('------form-data')).toBe(false);
    expect(isQueryBody(JSON.stringify({ variables: {} }))).toBe(false);
  });

  it("files one person's answer where another person's session (or a signed-out visitor) never finds it", async () => {
    const olive = await offlineKey(origin, 'Bearer token-of-olive', timeline);
    const oscar = await offlineKey(origin, 'Bearer token-of-oscar', timeline);
    const guest = await offlineKey(origin, null, timeline);
    expect(olive).toMatch(/^https:\/\/pods\.test\/__offline\/graphql\/[0-9a-f]{64}\/[0-9a-f]{64}$/);
    expect(new Set([olive, oscar, guest]).size).toBe(3);
    // The token itself is not in the key (it is hashed).
    expect(olive).not.toContain('token-of-olive');
    // The same person asking the same thing finds it again; other variables are another answer.
    expect(await offlineKey(origin, 'Bearer token-of-olive', timeline)).toBe(olive);
    expect(
      await offlineKey(
        origin,
        'Bearer token-of-olive',
        body('query Timeline($userId: String!) { getTimeline(userId: $userId) { totalCount } }', { userId: 'u2' }),
      ),
    ).not.toBe(olive);
    expect(await offlineKey(origin, 'Bearer token-of-olive', body('mutation M { m }'))).toBeNull();
  });
});
