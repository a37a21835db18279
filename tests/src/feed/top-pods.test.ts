import { describe, expect, it } from 'vitest';
import { spreadTopPods } from '../../../src/features/feed/top-pods.ts';
import { validateFeedSearch, searchOf, queryOf } from '../../../src/features/feed/feed-query.ts';

const pods = (...ids: string[]) => ids.map((postId) => ({ postId }));

describe('spreadTopPods', () => {
  it('shows each Pod once: featured, then Top Viewed and Top Liked without what is above them', () => {
    expect(spreadTopPods(pods('a', 'b', 'c'), pods('a', 'c', 'd'))).toEqual({ featured: { postId: 'a' }, topViewed: pods('b', 'c'), topLiked: pods('d') });
  });
  it('keeps lists still loading as null and spreads them when they come', () => {
    expect(spreadTopPods(null, pods('a'))).toEqual({ featured: null, topViewed: null, topLiked: pods('a') });
    expect(spreadTopPods(pods('a'), null)).toEqual({ featured: { postId: 'a' }, topViewed: [], topLiked: null });
  });
});

describe('the feed query in the address', () => {
  it('keeps a known category and a search, cut to the search box length', () => {
    expect(validateFeedSearch({ category: 'design', q: 'loft' })).toEqual({ category: 'design', q: 'loft' });
    expect(validateFeedSearch({ q: 'x'.repeat(150) }).q).toHaveLength(100);
  });
  it('drops an unknown category, the default one, and a search that is no text', () => {
    expect(validateFeedSearch({ category: 'nonsense', q: { a: 1 } })).toEqual({});
    expect(validateFeedSearch({ category: 'all-pods', q: '' })).toEqual({});
  });
  it('leaves the defaults out of the address, and reads them back', () => {
    expect(searchOf({ category: 'all-pods', search: '' })).toEqual({});
    expect(queryOf(searchOf({ category: 'design', search: 'den' }))).toEqual({ category: 'design', search: 'den' });
  });
});
