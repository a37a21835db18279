/**
 * What the Discover feed shows, as it stands in the address (/time-line?category=design&q=loft):
 * a reload, a shared link and the browser's Back keep the chosen category and the search.
 * The defaults (All, no search) are left out, so the plain /time-line is the usual address.
 */
import { ALL_PODS, FEED_CATEGORY_IDS, type FeedSearch } from './feed-search.ts';

export type { FeedSearch };
export { ALL_PODS };
export { validateFeedSearch } from './feed-search.ts';

export const FEED_TABS = [
  { id: 'all-pods', label: 'All' },
  { id: 'business', label: 'Business' },
  { id: 'technology', label: 'Technology' },
  { id: 'design', label: 'Design' },
  { id: 'lifestyle', label: 'Lifestyle' },
] as const satisfies readonly { id: (typeof FEED_CATEGORY_IDS)[number]; label: string }[];
export type FeedCategoryId = (typeof FEED_CATEGORY_IDS)[number];
export { SEARCH_MAX } from './feed-search.ts';

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
export { isFeedCategory } from './feed-search.ts';
export const sameQuery = (a: FeedQuery, b: FeedQuery) => a.category === b.category && a.search === b.search;
