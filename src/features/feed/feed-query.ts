/**
 * What the Discover feed shows, as it stands in the address (/time-line?category=design&q=loft):
 * a reload, a shared link and the browser's Back keep the chosen category and the search.
 * The defaults (All, no search) are left out, so the plain /time-line is the usual address.
 */
export const FEED_TABS = [
  { id: 'all-pods', label: 'All' },
  { id: 'business', label: 'Business' },
  { id: 'technology', label: 'Technology' },
  { id: 'design', label: 'Design' },
  { id: 'lifestyle', label: 'Lifestyle' },
] as const;
export type FeedCategoryId = (typeof FEED_TABS)[number]['id'];
export const ALL_PODS = 'all-pods' satisfies FeedCategoryId;
/** The search box takes at most this much; a longer search in the address is cut the same way. */
export const SEARCH_MAX = 100;

export interface FeedSearch {
  category?: Exclude<FeedCategoryId, 'all-pods'>;
  q?: string;
}

/**
 * The route's `validateSearch` (a plain function: zod would add its weight to the first screen's
 * JavaScript): an unknown category or a search that is not text is dropped rather than failing
 * the page; a search is cut to the search box's length.
 */
export function validateFeedSearch(search: Record<string, unknown>): FeedSearch {
  const { category, q } = search;
  const known = typeof category === 'string' && category !== ALL_PODS && isFeedCategory(category) ? { category: category as Exclude<FeedCategoryId, 'all-pods'> } : {};
  const text = typeof q === 'string' || typeof q === 'number' ? String(q).slice(0, SEARCH_MAX) : '';
  return { ...known, ...(text ? { q: text } : {}) };
}

export interface FeedQuery {
  category: FeedCategoryId;
  search: string;
}

export const queryOf = (search: FeedSearch): FeedQuery => ({ category: search.category ?? ALL_PODS, search: search.q ?? '' });

/** The address's params for a query: the defaults are left out. */
export function searchOf(query: FeedQuery): FeedSearch {
  return {
    ...(query.category !== ALL_PODS ? { category: query.category } : {}),
    ...(query.search ? { q: query.search } : {}),
  };
}

export const isDefaultQuery = (query: FeedQuery) => query.category === ALL_PODS && query.search === '';
export const isFeedCategory = (id: string): id is FeedCategoryId => FEED_TABS.some((tab) => tab.id === id);
export const sameQuery = (a: FeedQuery, b: FeedQuery) => a.category === b.category && a.search === b.search;
