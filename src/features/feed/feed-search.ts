/**
 * The Discover feed's search params as the route reads them (/time-line?category=design&q=loft):
 * only what `validateSearch` needs, so the first route's JavaScript carries nothing more of the
 * feed (feed-query.ts has the tabs and the rest).
 */
export const FEED_CATEGORY_IDS = ['all-pods', 'business', 'technology', 'design', 'lifestyle'] as const;
type CategoryId = (typeof FEED_CATEGORY_IDS)[number];
export const ALL_PODS = 'all-pods' satisfies CategoryId;
/** The search box takes at most this much; a longer search in the address is cut the same way. */
export const SEARCH_MAX = 100;

export const isFeedCategory = (id: string): id is CategoryId => (FEED_CATEGORY_IDS as readonly string[]).includes(id);

export interface FeedSearch {
  category?: Exclude<CategoryId, 'all-pods'>;
  q?: string;
}

/**
 * The route's `validateSearch` (a plain function: zod would add its weight to the first screen's
 * JavaScript): an unknown category or a search that is not text is dropped rather than failing
 * the page; a search is cut to the search box's length.
 */
export function validateFeedSearch(search: Record<string, unknown>): FeedSearch {
  const { category, q } = search;
  const known =
    typeof category === 'string' && category !== ALL_PODS && isFeedCategory(category) ? { category: category as Exclude<CategoryId, 'all-pods'> } : {};
  const text = typeof q === 'string' || typeof q === 'number' ? String(q).slice(0, SEARCH_MAX) : '';
  return { ...known, ...(text ? { q: text } : {}) };
}
