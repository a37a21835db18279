/**
 * An avatar's 3D body, built in code from its choice (shared/avatar.ts): the shape in the
 * person's colour as one merged mesh, and the dark parts (visor or glasses, hat, headphones) as
 * another, so each avatar costs two draw calls (plus its name label). Geometries are made once per
 * shape (and shape + accessory), materials once per colour, and shared by every avatar.
 */
import {
  BoxGeometry,
  BufferGeometry,
  CapsuleGeometry,
  ConeGeometry,
  CylinderGeometry,
  Group,
  Mesh,
  MeshStandardMaterial,
  SphereGeometry,
  TorusGeometry,
} from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import { AVATAR_HEX, type Avatar, type AvatarAccessory, type AvatarColour, type AvatarShape } from '../../shared/avatar.ts';

/** Where the head is: its centre height, half its width, its front (facing −z) and its top. */
interface Head {
  y: number;
  half: number;
  front: number;
  top: number;
}

const at = (geometry: BufferGeometry, x: number, y: number, z: number) => geometry.translate(x, y, z);
const merged = (parts: BufferGeometry[]) => {
  const geometry = mergeGeometries(parts.map((part) => (part.index ? part.toNonIndexed() : part)));
  geometry.computeBoundingSphere();
  return geometry;
};

const SHAPES: Record<AvatarShape, { body: () => BufferGeometry[]; head: Head }> = {
  capsule: { body: () => [at(new CapsuleGeometry(0.26, 0.95, 4, 16), 0, 0.74, 0)], head: { y: 1.25, half: 0.26, front: -0.22, top: 1.47 } },
  block: { body: () => [at(new RoundedBoxGeometry(0.56, 1.45, 0.44, 3, 0.12), 0, 0.74, 0)], head: { y: 1.25, half: 0.28, front: -0.23, top: 1.465 } },
  cone: {
    body: () => [at(new ConeGeometry(0.36, 1.1, 20), 0, 0.55, 0), at(new SphereGeometry(0.24, 20, 14), 0, 1.3, 0)],
    head: { y: 1.3, half: 0.24, front: -0.2, top: 1.54 },
  },
  robot: {
    body: () => [
      at(new CylinderGeometry(0.12, 0.16, 0.3, 12), 0, 0.15, 0),
      at(new BoxGeometry(0.6, 0.75, 0.4), 0, 0.68, 0),
      at(new BoxGeometry(0.44, 0.36, 0.36), 0, 1.3, 0),
      at(new CylinderGeometry(0.02, 0.02, 0.16, 6), 0, 1.56, 0),
      at(new SphereGeometry(0.05, 10, 8), 0, 1.66, 0),
    ],
    head: { y: 1.3, half: 0.22, front: -0.19, top: 1.48 },
  },
};

const visor = (head: Head) => at(new BoxGeometry(head.half * 1.3, 0.12, 0.12), 0, head.y, head.front);

const ACCESSORIES: Record<AvatarAccessory, (head: Head) => BufferGeometry[]> = {
  none: (head) => [visor(head)],
  hat: (head) => [
    visor(head),
    at(new CylinderGeometry(head.half + 0.12, head.half + 0.12, 0.03, 24), 0, head.top - 0.02, 0),
    at(new CylinderGeometry(head.half * 0.78, head.half * 0.85, 0.22, 24), 0, head.top + 0.09, 0),
  ],
  glasses: (head) => [
    ...[-1, 1].map((side) => at(new CylinderGeometry(0.075, 0.075, 0.05, 16).rotateX(Math.PI / 2), side * 0.1, head.y, head.front - 0.03)),
    at(new BoxGeometry(0.08, 0.025, 0.03), 0, head.y + 0.02, head.front - 0.03),
    ...[-1, 1].map((side) => at(new BoxGeometry(0.025, 0.025, Math.abs(head.front) + 0.02), side * (head.half + 0.01), head.y + 0.02, head.front / 2 - 0.02)),
  ],
  headphones: (head) => [
    visor(head),
    at(new TorusGeometry(head.half + 0.05, 0.03, 8, 24, Math.PI), 0, head.y + 0.02, 0),
    ...[-1, 1].map((side) => at(new CylinderGeometry(0.09, 0.09, 0.08, 16).rotateZ(Math.PI / 2), side * (head.half + 0.04), head.y, 0)),
  ],
};

const bodies = new Map<AvatarShape, BufferGeometry>();
const trims = new Map<string, BufferGeometry>();
const colours = new Map<AvatarColour, MeshStandardMaterial>();
const TRIM = new MeshStandardMaterial({ color: '#0b0d12', roughness: 0.3 });

const bodyOf = (shape: AvatarShape) => bodies.get(shape) ?? bodies.set(shape, merged(SHAPES[shape].body())).get(shape)!;
const trimOf = (shape: AvatarShape, accessory: AvatarAccessory) => {
  const key = `${shape}/${accessory}`;
  return trims.get(key) ?? trims.set(key, merged(ACCESSORIES[accessory](SHAPES[shape].head))).get(key)!;
};
const colourOf = (colour: AvatarColour) =>
  colours.get(colour) ?? colours.set(colour, new MeshStandardMaterial({ color: AVATAR_HEX[colour], roughness: 0.55 })).get(colour)!;

/** The avatar's body as a group of two meshes (shared geometry and materials: never dispose them). */
export function buildAvatarModel(avatar: Avatar) {
  const group = new Group();
  group.name = `avatar-model-${avatar.shape}-${avatar.colour}-${avatar.accessory}`;
  const body = new Mesh(bodyOf(avatar.shape), colourOf(avatar.colour));
  body.name = 'avatar-body';
  const trim = new Mesh(trimOf(avatar.shape, avatar.accessory), TRIM);
  trim.name = 'avatar-trim';
  group.add(body, trim);
  return group;
}

/** The same choice (an avatar is rebuilt only when it changes). */
export const sameAvatar = (a: Avatar, b: Avatar) => a.shape === b.shape && a.colour === b.colour && a.accessory === b.accessory;
