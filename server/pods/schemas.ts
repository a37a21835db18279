/** JSON schemas of pod templates; the scene's is derived from its zod schema (one source). */
import { z } from 'zod';
import { podSceneSchema } from '../../shared/pod-scene.ts';

export const podTemplate = {
  $id: 'PodTemplate',
  type: 'object',
  required: ['podId', 'podName', 'podDisplayImage', 'podDescription', 'podTags'],
  properties: {
    podId: { type: 'string' },
    podName: { type: 'string' },
    podDisplayImage: { type: 'string' },
    podDescription: { type: 'string' },
    podTags: { type: 'array', items: { type: 'string' } },
  },
} as const;

/** Drops keywords that only constrain values (GraphQL Mesh would turn them into custom scalars). */
function shapeOnly(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(shapeOnly);
  if (typeof schema !== 'object' || schema === null) return schema;
  const dropped = new Set([
    '$schema',
    'const',
    'pattern',
    'minimum',
    'maximum',
    'exclusiveMinimum',
    'exclusiveMaximum',
    'minItems',
    'minLength',
    'additionalProperties',
  ]);
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => !dropped.has(key))
      .map(([key, value]) => [key, shapeOnly(value)]),
  );
}

export const podScene = { $id: 'PodScene', ...(shapeOnly(z.toJSONSchema(podSceneSchema)) as object) };

export const podTemplateWithScene = {
  $id: 'PodTemplateWithScene',
  type: 'object',
  required: [...podTemplate.required, 'scene'],
  properties: { ...podTemplate.properties, scene: { $ref: 'PodScene#' } },
} as const;

export const podSchemas = [podTemplate, podScene, podTemplateWithScene];
