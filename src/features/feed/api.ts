/** The Discover feed's calls; signed-out visitors read it as 'guest'. */
import type { FeedCardFragment, FeedCategory } from '../../gql/graphql.ts';
import { gql } from '../../lib/api/client.ts';
import { stamped } from '../../lib/read-order.ts';
import { storedSessionToken, storedUserId } from '../../lib/storage.ts';
import {
  LiveNowQuery,
  RecordPostViewMutation,
  TimelineQuery,
  TogglePostLikeMutation,
  TopLikedQuery,
  TopViewedQuery,
  TrendingProfilesQuery,
} from './documents.ts';

export type FeedCard = FeedCardFragment;
export const GUEST = 'guest';
export const viewerId = () => storedUserId() ?? GUEST;
export const isSignedIn = () => Boolean(storedSessionToken());

const cardsOf = (page: { documents: ({ value: FeedCard } | null)[] } | null | undefined) => (page?.documents ?? []).flatMap((d) => (d ? [d.value] : []));

export async function loadTimelinePage({ category, search, pageNumber }: { category: string; search: string; pageNumber: number }) {
  // 'all-pods' (the spec's tab id) is no filter; GraphQL enum values cannot hold '-' anyway.
  const filter = category === 'all-pods' ? {} : { category: category as FeedCategory };
  // Stamped with when it was asked: a heart fed by a card knows its age (./likes.ts).
  return stamped(async () =>
    cardsOf((await gql(TimelineQuery, { userId: viewerId(), pageNumber, ...filter, ...(search.trim() ? { search: search.trim() } : {}) })).getTimeline),
  );
}

export const loadTopViewed = async () => cardsOf((await gql(TopViewedQuery, { userId: viewerId() })).getTopViewedPosts);
/** The busiest public Pods now (issue 46), most people first; empty when nobody is in any. */
export const loadLiveNow = async () => cardsOf((await gql(LiveNowQuery, { userId: viewerId() })).getLiveNowPosts);
export const loadTopLiked = async () => cardsOf((await gql(TopLikedQuery, { userId: viewerId() })).getTopLikedPosts);
export const loadTrending = async () =>
  (await gql(TrendingProfilesQuery, { userId: viewerId() })).getTrendingProfiles?.profiles.flatMap((p) => (p ? [p] : [])) ?? [];

export async function saveLike(postId: string, liked: boolean) {
  const result = await gql(TogglePostLikeMutation, { userId: viewerId(), postId, liked });
  return { liked: result.togglePostLike?.isLiked ?? liked, count: result.togglePostLike?.postLikes ?? 0 };
}

/** Counts a signed-in visit (the server skips the author's own and repeat visits). */
export async function recordView(postId: string) {
  if (!isSignedIn()) return;
  await gql(RecordPostViewMutation, { postId });
}
