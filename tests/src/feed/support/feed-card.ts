import type { FeedCard } from '../../../../src/features/feed/api.ts';

/** A Pod as the feed reads it, by Ada (u2), not liked, with 4 likes and 9 views. */
export const feedCard = (postId: string, postName: string, postDescription = 'A room.'): FeedCard => ({
  postId,
  userId: 'u2',
  postName,
  postDescription,
  postDisplayImage: '/media/templates/zen-garden.webp',
  postSubTag: 'Personal',
  postLikes: 4,
  postViews: 9,
  isLiked: false,
  user: { userId: 'u2', userDisplayName: 'Ada', userDPUrl: null },
});
