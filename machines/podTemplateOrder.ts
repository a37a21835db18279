/** The order of pod templates (spec §2 /pod-templates, §9): 14 priority ids first, then the rest. */
export const TEMPLATE_SUGGESTIONS = 5;

/** Fixed, in this order. */
export const PRIORITY_TEMPLATE_IDS = [
  'studio-loft',
  'neon-gallery',
  'art-atelier',
  'music-stage',
  'gaming-arena',
  'zen-garden',
  'pitch-room',
  'tech-lab',
  'rooftop-lounge',
  'cafe-corner',
  'fitness-studio',
  'fashion-runway',
  'space-station',
  'beach-cabana',
] as const;

/** Priority templates in their order, then the others as they came; the current pod, if any, first. */
export function orderTemplates<T extends { podId: string }>(templates: readonly T[], currentPodId: string | null = null): T[] {
  const rank = (t: T) => {
    if (t.podId === currentPodId) return -1;
    const index = (PRIORITY_TEMPLATE_IDS as readonly string[]).indexOf(t.podId);
    return index === -1 ? PRIORITY_TEMPLATE_IDS.length : index;
  };
  return templates
    .map((t, i) => ({ t, i }))
    .sort((a, b) => rank(a.t) - rank(b.t) || a.i - b.i)
    .map(({ t }) => t);
}
