/**
 * The template's room: floor, walls and ceiling with their materials (tinted procedural textures
 * where scene v2 names one), and its lights. A 'field' is open ground: a floor and nothing else.
 */
import {
  AmbientLight,
  BoxGeometry,
  CircleGeometry,
  CylinderGeometry,
  DirectionalLight,
  DoubleSide,
  Group,
  HemisphereLight,
  Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  PlaneGeometry,
  PointLight,
  RepeatWrapping,
  SpotLight,
  type Light,
  type Texture,
} from 'three';
import type { PodScene } from '../../shared/pod-scene.ts';
import { plainMap, surfaceTexture } from '../props/textures.ts';

export interface Room {
  group: Group;
  surfaces: Record<'floor' | 'walls' | 'ceiling', MeshStandardMaterial>;
  bounds: { halfWidth: number; halfDepth: number };
}

type Surface = PodScene['materials']['floor'];
const TILE_METRES = 2;

function material(m: Surface, repeat: [number, number]) {
  const made = new MeshStandardMaterial({ color: m.color, roughness: m.roughness, metalness: m.metalness, side: DoubleSide, map: plainMap() });
  const shared = m.texture ? surfaceTexture(m.texture) : null;
  if (shared) {
    // A clone shares the image (one upload) but tiles at the room's own scale.
    const map = shared.clone();
    map.repeat.set(Math.max(1, Math.round(repeat[0] / TILE_METRES)), Math.max(1, Math.round(repeat[1] / TILE_METRES)));
    made.map = map;
  }
  return made;
}

function light(l: PodScene['lights'][number]): Light {
  let made: Light;
  if (l.type === 'ambient') made = new AmbientLight(l.color, l.intensity);
  else if (l.type === 'hemisphere') made = new HemisphereLight(l.color, '#444444', l.intensity);
  else if (l.type === 'directional') made = new DirectionalLight(l.color, l.intensity);
  // Point and spot lights in metres: physically based intensities need candela, so scale up.
  else if (l.type === 'point') made = new PointLight(l.color, l.intensity * 6, 0, 1.2);
  else made = new SpotLight(l.color, l.intensity * 6);
  if (l.position) made.position.set(l.position.x, l.position.y, l.position.z);
  return made;
}

export function buildRoom(scene: PodScene): Room {
  const { width, depth, height, shape } = scene.room;
  const group = new Group();
  group.name = 'room';
  const radius = Math.max(width, depth) / 2;
  const spread = shape === 'open' ? 3 : 1;
  const surfaces = {
    floor: material(scene.materials.floor, [width * spread, depth * spread]),
    walls: material(scene.materials.walls, [(width + depth) * 2, height]),
    ceiling: material(scene.materials.ceiling, [width, depth]),
  };
  const floor = new Mesh(shape === 'round' ? new CircleGeometry(radius, 48) : new PlaneGeometry(width * spread, depth * spread, 12, 12), surfaces.floor);
  floor.rotation.x = -Math.PI / 2;
  floor.name = 'floor';
  group.add(floor);
  if (shape === 'box') {
    // The box's top and bottom faces stay invisible: the floor and ceiling meshes draw those.
    const hidden = new MeshBasicMaterial({ visible: false });
    const w = surfaces.walls;
    const walls = new Mesh(new BoxGeometry(width, height, depth, 8, 4, 8), [w, w, hidden, hidden, w, w]);
    walls.position.y = height / 2;
    group.add(walls);
  } else if (shape === 'round') {
    const walls = new Mesh(new CylinderGeometry(radius, radius, height, 48, 1, true), surfaces.walls);
    walls.scale.z = depth / width;
    walls.position.y = height / 2;
    group.add(walls);
  } else if (shape === 'open') {
    // An open room: low walls at the back and the sides, open sky above.
    const back = new Mesh(new PlaneGeometry(width, height * 0.5), surfaces.walls);
    back.position.set(0, height * 0.25, -depth / 2);
    back.material.side = DoubleSide;
    group.add(back);
  }
  if (shape === 'box' || shape === 'round') {
    const ceiling = new Mesh(shape === 'round' ? new CircleGeometry(radius, 48) : new PlaneGeometry(width, depth), surfaces.ceiling);
    ceiling.rotation.x = Math.PI / 2;
    ceiling.position.y = height;
    if (shape === 'round') ceiling.scale.y = depth / width;
    group.add(ceiling);
  }
  if (shape === 'round') floor.scale.y = depth / width;
  for (const l of scene.lights) group.add(light(l));
  return { group, surfaces, bounds: { halfWidth: width / 2 - 0.3, halfDepth: depth / 2 - 0.3 } };
}

/** Puts a texture on a surface (tiled about every 2 m). */
export function applySurfaceTexture(room: Room, target: keyof Room['surfaces'], texture: Texture, size: { width: number; depth: number; height: number }) {
  const m = room.surfaces[target];
  texture.wrapS = texture.wrapT = RepeatWrapping;
  const across = target === 'walls' ? size.width + size.depth : size.width;
  texture.repeat.set(Math.max(1, Math.round(across / 2)), Math.max(1, Math.round((target === 'walls' ? size.height : size.depth) / 2)));
  m.map = texture;
  m.color.set('#ffffff');
  m.needsUpdate = true;
}
