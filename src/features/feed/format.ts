/** How the feed writes numbers and long text (spec §9). */
export const DESCRIPTION_CUT = 110;

/** 999 → '999', 1500 → '1.5k', 2000 → '2k', 1,250,000 → '1.3M' (one decimal, none when whole). */
export function abbreviateCount(n: number) {
  const short = (value: number, unit: string) => `${Number(value.toFixed(1))}${unit}`;
  if (n >= 1_000_000) return short(n / 1_000_000, 'M');
  if (n >= 1000) return short(n / 1000, 'k');
  return String(n);
}

/** 'Pod' for exactly one, 'Pods' otherwise (also 'Follower'/'Followers'). */
export const plural = (count: number, one: string, many = `${one}s`) => (count === 1 ? one : many);

export function cutDescription(text: string, expanded: boolean) {
  if (text.length <= DESCRIPTION_CUT) return { text, cut: false };
  return { text: expanded ? text : `${text.slice(0, DESCRIPTION_CUT)}...`, cut: true };
}

/** Ads go after every 12th card, rotating through the ads (spec §9). */
export const AD_EVERY = 12;
export const adAfter = (index: number, adCount: number) => ((index + 1) % AD_EVERY === 0 ? (Math.floor((index + 1) / AD_EVERY) - 1) % adCount : null);
