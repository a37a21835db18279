/** Social platforms (spec §3): ids and names; Facebook and YouTube are shown by default. */
export const SOCIAL_PLATFORMS = [
  { socialId: 1, socialName: 'Facebook' },
  { socialId: 2, socialName: 'Instagram' },
  { socialId: 3, socialName: 'Twitter' },
  { socialId: 4, socialName: 'Pinterest' },
  { socialId: 5, socialName: 'Threads' },
  { socialId: 6, socialName: 'YouTube' },
] as const;
export const DEFAULT_PLATFORM_IDS = [1, 6];

export const matchPlatforms = (query: string) => {
  const needle = query.trim().toLowerCase();
  return SOCIAL_PLATFORMS.filter((platform) => platform.socialName.toLowerCase().includes(needle));
};
