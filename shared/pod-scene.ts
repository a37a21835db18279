/**
 * A pod template's scene: what the 3D pod app renders (room, materials, lights, spawn point,
 * environment and props from the prop library) and the slots a Pod fills with media frames,
 * embeds, 3D models, text and ambient sound.
 * Units are metres and radians; +y is up; the room is centred on the origin with its floor at y = 0.
 *
 * Version 2 (issue 18) adds props, an environment (sky, fog, ground), textured surfaces and the
 * 'field' room (open ground, no walls). Version 1 scenes stay readable: `anyPodSceneSchema`
 * accepts both and pod-scene-migration.ts turns a v1 scene into v2 without losing anything.
 */
import { z } from 'zod';
import { isPropId, MAX_PROPS_PER_POD, surfaceTextures } from './prop-catalogue.ts';

const vector = z.object({ x: z.number(), y: z.number(), z: z.number() });
const colour = z.string().regex(/^#[0-9a-f]{6}$/i);

const material = z.object({
  color: colour,
  roughness: z.number().min(0).max(1),
  metalness: z.number().min(0).max(1),
});

const light = z.object({
  type: z.enum(['ambient', 'hemisphere', 'directional', 'point', 'spot']),
  color: colour,
  intensity: z.number().min(0),
  /** Not used by ambient and hemisphere lights. */
  position: vector.optional(),
});

export const slotKinds = ['frame', 'embed', 'model', 'text', 'sound'] as const;

const slot = z.object({
  id: z.string().min(1),
  kind: z.enum(slotKinds),
  position: vector,
  rotation: vector,
  scale: vector,
});

const roomSize = { width: z.number().positive(), depth: z.number().positive(), height: z.number().positive() };

const common = {
  background: colour,
  lights: z.array(light).min(1),
  spawn: z.object({ position: vector, rotation: vector }),
  slots: z.array(slot),
};

export const podSceneV1Schema = z.object({
  version: z.literal(1),
  room: z.object({ shape: z.enum(['box', 'round', 'open']), ...roomSize }),
  materials: z.object({ floor: material, walls: material, ceiling: material }),
  ...common,
});

/** A prop of the library placed in a scene (or by a Pod's owner, see server/posts/validation.ts). */
export const placedPropSchema = z.object({
  /** This placement's id, unique in its scene. */
  id: z.string().min(1).max(64),
  /** The library's id, e.g. 'seating/armchair' (shared/prop-catalogue.ts). */
  prop: z.string().refine(isPropId, { error: (issue) => `Unknown prop '${String(issue.input)}': it is not in the prop library` }),
  position: vector,
  rotation: vector,
  scale: vector,
});

export const skies = ['day', 'dusk', 'night', 'space', 'indoor'] as const;

const surfaceMaterial = material.extend({ texture: z.enum(surfaceTextures).optional() });

export const podSceneSchema = z.object({
  version: z.literal(2),
  room: z.object({
    /** 'field': open ground without walls (gardens, beaches, forests); 'open' keeps a low back wall. */
    shape: z.enum(['box', 'round', 'open', 'field']),
    ...roomSize,
  }),
  materials: z.object({ floor: surfaceMaterial, walls: surfaceMaterial, ceiling: surfaceMaterial }),
  ...common,
  environment: z.object({
    sky: z.enum(skies),
    fog: z.object({ color: colour, near: z.number().min(0), far: z.number().positive() }).optional(),
    /** The ground beyond an open room's floor, out to the horizon. */
    ground: colour.optional(),
    /** Strength of the soft image-based light (a studio environment made in code) that gives materials reflections; absent: none. */
    reflections: z.number().min(0).max(2).optional(),
  }),
  props: z.array(placedPropSchema).max(MAX_PROPS_PER_POD, `Too many props: a Pod holds at most ${MAX_PROPS_PER_POD}`),
});

/** What may be stored: a scene of either version (read through migrateScene). */
export const anyPodSceneSchema = z.discriminatedUnion('version', [podSceneV1Schema, podSceneSchema]);

export type PodScene = z.infer<typeof podSceneSchema>;
export type PodSceneV1 = z.infer<typeof podSceneV1Schema>;
export type PlacedProp = z.infer<typeof placedPropSchema>;
export type Sky = PodScene['environment']['sky'];
export type Vector = z.infer<typeof vector>;
