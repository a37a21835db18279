/** The fixed option lists of spec §3, the server's and the app's; the app maps each id to its label and colour. */
export const podTypes = [
  'Personal',
  'Commercial',
  'Educational',
  'Entertainment',
  'Creative',
  'Utility',
  'Community',
  'Experimental',
  'Gaming',
  'Music',
  'Influencer',
  'Sports',
  'Art',
  'Fashion',
  'Travel',
  'Crypto',
  'Investor',
  'Food',
  'Technology',
  'Photography',
  'Movies',
  'Fitness',
  'Business',
  'Science',
  'News',
  'Comedy',
  'DIY',
  'Health',
  'Nature',
] as const;
export const podCategories = ['technology', 'design', 'business', 'lifestyle'] as const;
export const interests = ['all', 'technology', 'art', 'fitness', 'business', 'science', 'gaming', 'fashion', 'travel'] as const;
export const socialPlatforms = [
  { socialId: 1, socialName: 'Facebook' },
  { socialId: 2, socialName: 'Instagram' },
  { socialId: 3, socialName: 'Twitter' },
  { socialId: 4, socialName: 'Pinterest' },
  { socialId: 5, socialName: 'Threads' },
  { socialId: 6, socialName: 'YouTube' },
] as const;

/** Free plan (spec §1, §9): one pod. */
export const FREE_PLAN_PODS = 1;
