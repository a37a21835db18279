/** Pod types (spec §3 postSubTag), each with its badge hue, and that hue made readable on each palette's cards. */
import type { PodType } from '../gql/graphql.ts';
import { SURFACE } from './palette.ts';
import { readableOn } from '../lib/contrast.ts';

export const POD_TYPES = {
  Personal: '#7c8cff',
  Commercial: '#f5a524',
  Educational: '#2fb7a8',
  Entertainment: '#ff6b9a',
  Creative: '#b07cff',
  Utility: '#8ea3b8',
  Community: '#3fbf6f',
  Experimental: '#ff8f4d',
  Gaming: '#5ec8ff',
  Music: '#e05cff',
  Influencer: '#ff5c7c',
  Sports: '#4fd16b',
  Art: '#ff7ad9',
  Fashion: '#d98cff',
  Travel: '#38c6e0',
  Crypto: '#f2c94c',
  Investor: '#56ccf2',
  Food: '#ff9f5a',
  Technology: '#6c9dff',
  Photography: '#c9a27a',
  Movies: '#ff6b6b',
  Fitness: '#3ddc97',
  Business: '#4f9dff',
  Science: '#45d0c0',
  News: '#a0aec0',
  Comedy: '#ffd166',
  DIY: '#e8a87c',
  Health: '#6ee7b7',
  Nature: '#6fcf97',
} as const satisfies Record<PodType, string>;

const colours = new Map<PodType, { dark: string; light: string }>();

/**
 * A type's badge colours: on the dark cards and on the light ones, each at least 4.5:1 (WCAG AA).
 * Worked out once per type (every card asks on every drawing).
 */
export function podTypeColours(type: PodType) {
  let pair = colours.get(type);
  if (!pair) colours.set(type, (pair = { dark: readableOn(POD_TYPES[type], SURFACE.dark), light: readableOn(POD_TYPES[type], SURFACE.light) }));
  return pair;
}
