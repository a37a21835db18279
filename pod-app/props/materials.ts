/**
 * The props' shared palette: one art direction (stylised low poly, soft and slightly rough, a few
 * glowing accents) in named physically based materials. Each is made once and shared by every prop
 * that names it, which keeps GPU programs and uploads few; a material picks up its procedural
 * texture when a texture provider is installed (see textures.ts).
 */
import { Color, DoubleSide, FrontSide, MeshStandardMaterial } from 'three';
import type { SurfaceTexture } from '../../shared/prop-catalogue.ts';
import { plainMap, surfaceTexture } from './textures.ts';

interface Look {
  color: string;
  roughness?: number;
  metalness?: number;
  texture?: SurfaceTexture;
  /** Glows in its own colour (lamps, screens, neon). */
  glow?: number;
  /** Low-poly faceted shading (rocks, leaves). */
  flat?: boolean;
  opacity?: number;
  doubleSided?: boolean;
}

const looks = {
  'wood-light': { color: '#c89f72', roughness: 0.7, texture: 'wood' },
  'wood-dark': { color: '#6e4b32', roughness: 0.65, texture: 'wood' },
  'wood-red': { color: '#8c3b2a', roughness: 0.55, texture: 'wood' },
  logs: { color: '#8a6240', roughness: 0.85, texture: 'planks' },
  'fabric-cream': { color: '#e6dccb', roughness: 0.95, texture: 'fabric' },
  'fabric-teal': { color: '#3f7f86', roughness: 0.95, texture: 'fabric' },
  'fabric-red': { color: '#9c2f35', roughness: 0.9, texture: 'fabric' },
  'fabric-charcoal': { color: '#3b3d45', roughness: 0.95, texture: 'fabric' },
  'fabric-mustard': { color: '#d39b2f', roughness: 0.95, texture: 'fabric' },
  'fabric-stripe': { color: '#e86f4f', roughness: 0.9, texture: 'fabric', doubleSided: true },
  'metal-dark': { color: '#2c2f36', roughness: 0.4, metalness: 0.8 },
  'metal-steel': { color: '#b9c0c8', roughness: 0.3, metalness: 0.9 },
  brass: { color: '#c9a24a', roughness: 0.35, metalness: 1 },
  'plastic-white': { color: '#efefec', roughness: 0.5 },
  'plastic-black': { color: '#1c1d22', roughness: 0.45 },
  stone: { color: '#8d8a84', roughness: 0.95, texture: 'concrete', flat: true },
  'stone-dark': { color: '#5b5956', roughness: 0.95, texture: 'concrete', flat: true },
  marble: { color: '#efece6', roughness: 0.25, texture: 'marble' },
  concrete: { color: '#a9a7a2', roughness: 0.9, texture: 'concrete' },
  // A city's towers at dusk, a mirror's polished glass, a crystal's faintly glowing facets.
  building: { color: '#2a3142', roughness: 0.9 },
  mirror: { color: '#e4ecf0', roughness: 0.03, metalness: 1 },
  crystal: { color: '#a68cff', roughness: 0.1, glow: 1.1, flat: true, opacity: 0.85 },
  leaf: { color: '#5f9150', roughness: 0.85, flat: true },
  'leaf-dark': { color: '#2e5a3a', roughness: 0.85, flat: true },
  'leaf-palm': { color: '#5a9a3c', roughness: 0.8, flat: true, doubleSided: true },
  bark: { color: '#6a4b35', roughness: 0.95, flat: true },
  sand: { color: '#e8d5a9', roughness: 1, texture: 'sand' },
  'raked-sand': { color: '#ece3cf', roughness: 1, texture: 'raked-sand' },
  grass: { color: '#6f9f4c', roughness: 1, texture: 'grass' },
  water: { color: '#3c89a8', roughness: 0.08, metalness: 0.2, texture: 'water', opacity: 0.9 },
  glass: { color: '#d4ecf5', roughness: 0.05, metalness: 0.1, opacity: 0.25 },
  terracotta: { color: '#c4683f', roughness: 0.85 },
  ceramic: { color: '#e8e4da', roughness: 0.3 },
  'ceramic-blue': { color: '#3e6fa8', roughness: 0.3 },
  paper: { color: '#f3ead7', roughness: 0.9, doubleSided: true },
  'book-a': { color: '#a8423a', roughness: 0.8 },
  'book-b': { color: '#2f5d7c', roughness: 0.8 },
  'book-c': { color: '#d9b45a', roughness: 0.8 },
  'glow-warm': { color: '#ffd9a0', glow: 2 },
  'glow-white': { color: '#f4f7ff', glow: 1.4 },
  'glow-cyan': { color: '#33e6ff', glow: 2.5 },
  'glow-magenta': { color: '#ff3dd8', glow: 2.5 },
  'glow-red': { color: '#ff3b3b', glow: 2.2 },
  fire: { color: '#ff6a1a', glow: 1.6, flat: true },
  // Matte, like a projection screen: a glossy one would show every lamp's highlight.
  screen: { color: '#1a2a4a', glow: 0.9, roughness: 0.9 },
  'view-sky': { color: '#a9d6f5', glow: 0.9 },
  'view-hills': { color: '#6fa35a', glow: 0.55, flat: true },
  'view-space': { color: '#02030a', roughness: 1 },
  'view-star': { color: '#ffffff', glow: 3 },
  'view-planet': { color: '#3f7fd6', glow: 0.9, flat: true },
  'view-land': { color: '#67b26f', glow: 0.7, flat: true },
  'view-rim': { color: '#9fd4ff', glow: 1.2 },
} satisfies Record<string, Look>;

export type Surface = keyof typeof looks;
export const surfaceNames = Object.keys(looks) as Surface[];

const made = new Map<Surface, MeshStandardMaterial>();

export function surface(name: Surface): MeshStandardMaterial {
  const existing = made.get(name);
  if (existing) return existing;
  const look: Look = looks[name];
  const material = new MeshStandardMaterial({
    name,
    color: look.color,
    roughness: look.roughness ?? 0.8,
    metalness: look.metalness ?? 0,
    flatShading: look.flat ?? false,
    // Opaque surfaces are drawn from both sides, as the room's are: one shader program for all of them.
    side: look.doubleSided || look.opacity === undefined ? DoubleSide : FrontSide,
    map: plainMap(),
  });
  if (look.glow) {
    material.emissive = new Color(look.color);
    material.emissiveIntensity = look.glow;
  }
  if (look.opacity !== undefined) {
    material.transparent = true;
    material.opacity = look.opacity;
    // Glass and water stay see-through without hiding what stands behind them.
    material.depthWrite = false;
  }
  if (look.texture) material.map = surfaceTexture(look.texture) ?? material.map;
  made.set(name, material);
  return material;
}
