/** What a Pod contains, as the feed cards' flags (spec §3), packed into one integer column. */
const YOUTUBE = /^https:\/\/(www\.)?(youtube\.com|youtu\.be)\//i;
const SOCIAL_HOSTS = /^https:\/\/(www\.)?(facebook|instagram|twitter|x|pinterest|threads)\.(com|net)\//i;

export const FLAG = { youtube: 1, video: 2, socialLink: 4, animated: 8 } as const;

interface Assets {
  frames?: { frameType?: string }[];
  iframes?: { iframeUrl?: string }[];
  Assets3d?: { animated?: boolean }[];
}

export function contentFlags(assets: Assets) {
  const iframes = assets.iframes ?? [];
  return (
    (iframes.some((f) => YOUTUBE.test(f.iframeUrl ?? '')) ? FLAG.youtube : 0) |
    ((assets.frames ?? []).some((f) => f.frameType === 'video') ? FLAG.video : 0) |
    (iframes.some((f) => SOCIAL_HOSTS.test(f.iframeUrl ?? '')) ? FLAG.socialLink : 0) |
    ((assets.Assets3d ?? []).some((a) => a.animated === true) ? FLAG.animated : 0)
  );
}

export const cardFlags = (flags: number) => ({
  isYoutube: (flags & FLAG.youtube) !== 0,
  isVideoContent: (flags & FLAG.video) !== 0,
  isSocialLink: (flags & FLAG.socialLink) !== 0,
  isAnimatedObject: (flags & FLAG.animated) !== 0,
});
