/**
 * Where props and room surfaces get their procedural textures. Textures are optional detail: a
 * material without one still reads by its colour. So the provider is injected — the pod app
 * installs the canvas one at start-up (canvas-textures.ts); in Node tests there is none and the
 * factories build the same meshes without maps. Each texture is made once and shared by every
 * material and every prop instance that uses it.
 */
import type { Texture } from 'three';
import type { SurfaceTexture } from '../../../shared/prop-catalogue.ts';

export type TextureProvider = (name: SurfaceTexture) => Texture;

let provider: TextureProvider | null = null;
const cache = new Map<SurfaceTexture, Texture>();

/** Installs (or, with null, removes) the texture maker; textures made so far are kept. */
export function setTextureProvider(next: TextureProvider | null) {
  provider = next;
}

/** The shared texture, made on first use; null while no provider is installed. */
export function surfaceTexture(name: SurfaceTexture): Texture | null {
  const made = cache.get(name);
  if (made) return made;
  if (!provider) return null;
  const texture = provider(name);
  cache.set(name, texture);
  return texture;
}
