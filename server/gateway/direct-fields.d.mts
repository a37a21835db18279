/** Types of direct-fields.mjs. */
export declare const DIRECT_FIELDS: readonly ['getTimeline', 'getTopViewedPosts', 'getTopLikedPosts', 'getTrendingProfiles'];
export declare const resolvers: { Query: Record<string, (root: unknown, args: Record<string, unknown>, context: unknown, info: unknown) => Promise<unknown>> };
