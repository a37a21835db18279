/** Social platforms (spec §3): ids and names (shared/options.ts); Facebook and YouTube are shown by default. */
import { socialPlatforms } from '../../../shared/options.ts';

export const SOCIAL_PLATFORMS = socialPlatforms;
export const DEFAULT_PLATFORM_IDS = [1, 6];

export const matchPlatforms = (query: string) => {
  const needle = query.trim().toLowerCase();
  return SOCIAL_PLATFORMS.filter((platform) => platform.socialName.toLowerCase().includes(needle));
};
