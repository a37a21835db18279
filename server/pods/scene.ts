/**
 * A pod template's scene: what the 3D pod app renders (room, materials, lights, spawn point) and
 * the slots a Pod fills with media frames, embeds, 3D models, text and ambient sound.
 * Units are metres and radians; +y is up; the room is centred on the origin with its floor at y = 0.
 */
import { z } from 'zod';

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

export const podSceneSchema = z.object({
  version: z.literal(1),
  room: z.object({
    shape: z.enum(['box', 'round', 'open']),
    width: z.number().positive(),
    depth: z.number().positive(),
    height: z.number().positive(),
  }),
  background: colour,
  materials: z.object({ floor: material, walls: material, ceiling: material }),
  lights: z.array(light).min(1),
  spawn: z.object({ position: vector, rotation: vector }),
  slots: z.array(slot),
});

export type PodScene = z.infer<typeof podSceneSchema>;
export type Vector = z.infer<typeof vector>;
