/** Issue 19 item 16: the Pod-type badges meet WCAG AA contrast on the cards of both themes. */
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOn } from '../../../src/lib/contrast.ts';
import { POD_TYPES, podTypeColours } from '../../../src/ui/pod-types.ts';
import { SURFACE } from '../../../src/ui/palette.ts';
import type { PodType } from '../../../src/gql/graphql.ts';

describe('contrast', () => {
  it('measures WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#7c5cff', '#ffffff')).toBeCloseTo(4.35, 2);
  });

  it('keeps a colour that already reads and darkens (or lightens) one that does not, keeping its hue', () => {
    expect(readableOn('#12141a', '#ffffff')).toBe('#12141a');
    const darker = readableOn('#f5a524', '#ffffff');
    expect(contrastRatio(darker, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(darker.slice(i, i + 2), 16)) as [number, number, number];
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
    expect(contrastRatio(readableOn('#3a2a99', '#141821'), '#141821')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('Pod-type badges', () => {
  const types = Object.keys(POD_TYPES) as PodType[];
  it('read at 4.5:1 at least on the light cards and the dark cards, for every type', () => {
    const failing = types.flatMap((type) => {
      const { dark, light } = podTypeColours(type);
      const ratios = { light: contrastRatio(light, SURFACE.light), dark: contrastRatio(dark, SURFACE.dark) };
      return ratios.light < 4.5 || ratios.dark < 4.5 ? [`${type}: ${ratios.light.toFixed(2)} light, ${ratios.dark.toFixed(2)} dark`] : [];
    });
    expect(failing).toEqual([]);
  });

  it('most hues are too light for the white cards as drawn for the dark ones (why the light theme has its own)', () => {
    expect(types.filter((type) => contrastRatio(POD_TYPES[type], SURFACE.light) < 4.5).length).toBeGreaterThan(20);
  });
});
