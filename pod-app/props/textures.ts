/**
 * Where props and room surfaces get their procedural textures, and props their pictures (a
 * screen's default picture, a sign's lettering: pictures.ts). Textures are optional detail: a
 * material without one still reads by its colour. So the provider is injected — the pod app
 * installs the canvas one at start-up (canvas-textures.ts); in Node tests there is none and the
 * factories build the same meshes without maps. Each texture is made once and shared by every
 * material and every prop instance that uses it.
 */
import { DataTexture, SRGBColorSpace, type Texture } from 'three';
import type { SurfaceTexture } from '../../shared/prop-catalogue.ts';
import type { Picture } from './pictures.ts';

export interface TextureProvider {
  /** A tiling surface texture: light, mostly grey detail that the material's colour tints. */
  surface: (name: SurfaceTexture) => Texture;
  /** A picture in its own colours, drawn by its `paint`. */
  picture: (picture: Picture) => Texture;
}

let provider: TextureProvider | null = null;
const cache = new Map<SurfaceTexture | Picture, Texture>();

/** Installs (or, with null, removes) the texture maker; textures made so far are kept. */
export function setTextureProvider(next: TextureProvider | null) {
  provider = next;
}

function shared(key: SurfaceTexture | Picture, make: (from: TextureProvider) => Texture): Texture | null {
  const made = cache.get(key);
  if (made) return made;
  if (!provider) return null;
  const texture = make(provider);
  cache.set(key, texture);
  return texture;
}

/** The shared texture, made on first use; null while no provider is installed. */
export const surfaceTexture = (name: SurfaceTexture) => shared(name, (from) => from.surface(name));

/** The picture's texture, drawn on first use; null while no provider is installed. */
export const pictureTexture = (picture: Picture) => shared(picture, (from) => from.picture(picture));

let plain: DataTexture | null = null;

/**
 * A plain white map for opaque surfaces without a texture (room and props alike). With a map on
 * every one and both sides drawn, they share one shader program: each program is a compile before
 * the first frame that needs it, the largest part of that frame's time on a slow GPU.
 */
export function plainMap(): DataTexture {
  plain ??= Object.assign(new DataTexture(new Uint8Array([255, 255, 255, 255]), 1, 1), { needsUpdate: true, colorSpace: SRGBColorSpace });
  return plain;
}
