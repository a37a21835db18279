/**
 * The top of the Discover feed without repeats: the featured Pod (the most viewed), then Top
 * Viewed without it, then Top Liked without any Pod already shown above. Without this the most
 * viewed Pod, often also the most liked, showed three times on the first screen.
 */
export interface TopPods<T> {
  featured: T | null;
  topViewed: T[] | null;
  topLiked: T[] | null;
}

/** `null` lists are still loading; a list that loads later is spread against what is known. */
export function spreadTopPods<T extends { postId: string }>(topViewed: T[] | null, topLiked: T[] | null): TopPods<T> {
  const featured = topViewed?.[0] ?? null;
  const shown = new Set<string>(featured ? [featured.postId] : []);
  const viewed = topViewed && topViewed.filter((post) => !shown.has(post.postId));
  viewed?.forEach((post) => shown.add(post.postId));
  const liked = topLiked && topLiked.filter((post) => !shown.has(post.postId));
  return { featured, topViewed: viewed, topLiked: liked };
}
