/**
 * The world around the room (scene v2 `environment`): a sky dome drawn from a few colours (with
 * stars at night and in space), fog, the ground out to the horizon for open rooms, and soft
 * image-based light for believable reflections — all made in code, nothing downloaded. The
 * 'indoor' sky draws nothing: the renderer's clear colour (the scene's background) shows, as before.
 */
import {
  BackSide,
  BufferAttribute,
  BufferGeometry,
  CircleGeometry,
  Color,
  Fog,
  Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  PMREMGenerator,
  Points,
  PointsMaterial,
  SphereGeometry,
  type Scene,
  type WebGLRenderer,
} from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import type { PodScene, Sky } from '../../shared/pod-scene.ts';

/** Zenith, horizon and below-horizon colours of each sky. */
const skyColours: Record<Exclude<Sky, 'indoor'>, [string, string, string]> = {
  day: ['#5d9fe0', '#cfe6f5', '#dfe9ee'],
  dusk: ['#2b3a6b', '#f59b6b', '#4a3a4f'],
  night: ['#03060f', '#18233d', '#05070c'],
  space: ['#000000', '#03040a', '#000000'],
};
const STARS: Partial<Record<Sky, number>> = { night: 600, space: 1500, dusk: 60 };
const SKY_RADIUS = 150;

function skyDome(sky: Exclude<Sky, 'indoor'>) {
  const geometry = new SphereGeometry(SKY_RADIUS, 32, 16);
  const [top, horizon, bottom] = skyColours[sky].map((c) => new Color(c));
  const colours = new Float32Array(geometry.attributes.position!.count * 3);
  const colour = new Color();
  for (let i = 0; i < geometry.attributes.position!.count; i++) {
    const h = geometry.attributes.position!.getY(i) / SKY_RADIUS;
    if (h >= 0) colour.copy(horizon!).lerp(top!, Math.pow(h, 0.6));
    else colour.copy(horizon!).lerp(bottom!, Math.min(1, -h * 4));
    colour.toArray(colours, i * 3);
  }
  geometry.setAttribute('color', new BufferAttribute(colours, 3));
  // The sky ignores fog and light; it is drawn behind everything.
  const dome = new Mesh(geometry, new MeshBasicMaterial({ vertexColors: true, side: BackSide, fog: false, depthWrite: false }));
  dome.name = 'sky';
  dome.renderOrder = -1;
  return dome;
}

function stars(count: number) {
  const positions = new Float32Array(count * 3);
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  for (let i = 0; i < count; i++) {
    // Evenly over the upper sky (and a little below the horizon, for space).
    const y = random() * 1.1 - 0.1;
    const a = random() * Math.PI * 2;
    const r = Math.sqrt(1 - y * y);
    positions.set([Math.cos(a) * r * SKY_RADIUS * 0.9, y * SKY_RADIUS * 0.9, Math.sin(a) * r * SKY_RADIUS * 0.9], i * 3);
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(positions, 3));
  const points = new Points(geometry, new PointsMaterial({ color: '#ffffff', size: 1.6, sizeAttenuation: false, fog: false, depthWrite: false }));
  points.name = 'stars';
  return points;
}

/**
 * Sky, stars, fog and ground at once; the image-based light is returned as a step to run after
 * the first frame: prefiltering it renders a cube map and blurs it, which a software renderer
 * (or a slow phone) takes a moment over, and the room should be on screen first.
 */
export function applyEnvironment(scene: Scene, renderer: WebGLRenderer, pod: PodScene): () => void {
  const { environment, room } = pod;
  if (environment.fog) scene.fog = new Fog(environment.fog.color, environment.fog.near, environment.fog.far);
  if (environment.sky !== 'indoor') {
    scene.add(skyDome(environment.sky));
    const count = STARS[environment.sky];
    if (count) scene.add(stars(count));
  }
  if (environment.ground && (room.shape === 'open' || room.shape === 'field')) {
    // The land beyond the floor, slightly lower so the floor's own material wins where they meet.
    const ground = new Mesh(new CircleGeometry(SKY_RADIUS * 0.8, 48), new MeshStandardMaterial({ color: environment.ground, roughness: 1 }));
    ground.rotation.x = -Math.PI / 2;
    ground.position.y = -0.02;
    ground.name = 'ground';
    scene.add(ground);
  }
  const strength = environment.reflections;
  if (!strength) return () => undefined;
  return () => {
    // A studio environment, prefiltered once: reflections and soft fill light for every material.
    const pmrem = new PMREMGenerator(renderer);
    scene.environment = pmrem.fromScene(new RoomEnvironment(), 0.04).texture;
    scene.environmentIntensity = strength;
    pmrem.dispose();
  };
}
