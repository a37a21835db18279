/**
 * The pod template catalogue: 24 places the 3D pod app renders, each a hand-laid scene with props
 * from the library, one file each in ./templates/ (`designed`). `room()` builds the plain room
 * from a few design choices (shape, size, palette, light) that every template had before issue 18;
 * it is what a template without a designed scene would get, and its slot layout is what the
 * designed scenes kept their slot ids from (saved Pods refer to them).
 */
import type { PodScene, Vector } from '../../shared/pod-scene.ts';
import { designed } from './templates/index.ts';

export interface TemplateEntry {
  podId: string;
  name: string;
  description: string;
  tags: string[];
  scene: PodScene;
}

const v = (x: number, y: number, z: number): Vector => ({ x, y, z });
const ZERO = v(0, 0, 0);
const ONE = v(1, 1, 1);

interface Design {
  shape: PodScene['room']['shape'];
  size: [width: number, depth: number, height: number];
  background: string;
  floor: string;
  walls: string;
  ceiling: string;
  light: string;
  /** Matte (0) to polished (1) floor. */
  shine?: number;
  frames?: number;
  models?: number;
}

function room(d: Design): PodScene {
  const [width, depth, height] = d.size;
  const back = -depth / 2 + 0.05;
  const side = width / 2 - 0.05;
  const frames = d.frames ?? 3;
  const models = d.models ?? 2;
  // A slot hung on a wall at (x, y, z), facing the room. Box and open rooms keep it on their flat
  // walls; a round room moves it onto its curved wall along the same bearing from the centre.
  const onWall = (id: string, kind: 'frame' | 'embed' | 'text', x: number, y: number, z: number, scale: Vector) => {
    let turn = Math.abs(z) > depth / 2 - 0.1 ? (z < 0 ? 0 : Math.PI) : x < 0 ? Math.PI / 2 : -Math.PI / 2;
    if (d.shape === 'round') {
      const bearing = Math.atan2(x / width, z / depth);
      x = Math.sin(bearing) * side;
      z = Math.cos(bearing) * (depth / 2 - 0.05);
      turn = Math.atan2(-x, -z);
    }
    const rotation = v(0, round(turn), 0);
    return { id, kind, position: v(round(x), y, round(z)), rotation, scale };
  };
  const frameSlots = Array.from({ length: frames }, (_, i) => {
    // Spread across the back wall first, then one on each side wall.
    const count = Math.max(1, frames - 2);
    if (i < count) {
      const x = count === 1 ? 0 : -width / 3 + (i * (2 * width)) / 3 / (count - 1);
      return onWall(`frame-${i + 1}`, 'frame', x, 2, back, v(2, 1.25, 1));
    }
    return onWall(`frame-${i + 1}`, 'frame', i === frames - 2 ? -side : side, 2, -depth / 6, v(1.6, 1, 1));
  });
  const modelSlots = Array.from({ length: models }, (_, i) => ({
    id: `model-${i + 1}`,
    kind: 'model' as const,
    position: v(round(((i % 2 === 0 ? -1 : 1) * width) / 4), 0, round(-depth / 8 + Math.floor(i / 2) * 1.5)),
    rotation: ZERO,
    scale: ONE,
  }));
  return {
    version: 2,
    room: { shape: d.shape, width, depth, height },
    background: d.background,
    materials: {
      floor: { color: d.floor, roughness: round(1 - (d.shine ?? 0.2)), metalness: 0 },
      walls: { color: d.walls, roughness: 0.9, metalness: 0 },
      ceiling: { color: d.ceiling, roughness: 0.95, metalness: 0 },
    },
    lights: [
      { type: 'hemisphere', color: '#ffffff', intensity: 0.55 },
      { type: 'directional', color: '#fff4e0', intensity: 0.7, position: v(width / 4, height + 4, depth / 4) },
      { type: 'point', color: d.light, intensity: 1.2, position: v(0, height - 0.5, 0) },
    ],
    spawn: { position: v(0, 1.6, depth / 2 - 1.5), rotation: ZERO },
    slots: [
      ...frameSlots,
      onWall('embed-1', 'embed', -side, 1.8, depth / 5, v(1.8, 1.1, 1)),
      ...modelSlots,
      onWall('text-1', 'text', side, 2.4, depth / 5, ONE),
      { id: 'sound-1', kind: 'sound', position: v(0, 1, 0), rotation: ZERO, scale: ONE },
    ],
    // The plain background colour and no props: how every template looked before issue 18.
    environment: { sky: 'indoor' },
    props: [],
  };
}
const round = (n: number) => Math.round(n * 100) / 100;

const entry = (podId: string, name: string, description: string, tags: string[], design: Design): TemplateEntry => ({
  podId,
  name,
  description,
  tags,
  scene: designed[podId] ?? room(design),
});

export const templateCatalogue: TemplateEntry[] = [
  entry('studio-loft', 'Studio Loft', 'A bright loft with tall windows and room for your work.', ['design', 'lifestyle'], {
    shape: 'box',
    size: [12, 10, 5],
    background: '#cfe3f5',
    floor: '#c8b89a',
    walls: '#f2efe9',
    ceiling: '#ffffff',
    light: '#ffe8c2',
    shine: 0.3,
  }),
  entry('neon-gallery', 'Neon Gallery', 'A dark gallery whose frames glow in neon.', ['design', 'technology'], {
    shape: 'box',
    size: [16, 12, 6],
    background: '#07070d',
    floor: '#15151f',
    walls: '#1f1f2e',
    ceiling: '#101018',
    light: '#ff3df2',
    shine: 0.7,
    frames: 5,
  }),
  entry('zen-garden', 'Zen Garden', 'Stone, sand and water for calm gatherings.', ['lifestyle'], {
    shape: 'open',
    size: [14, 14, 8],
    background: '#dfe8dc',
    floor: '#d9d2c3',
    walls: '#7f9c7a',
    ceiling: '#e8efe6',
    light: '#f6f2d8',
    models: 3,
  }),
  entry('pitch-room', 'Pitch Room', 'A boardroom with a big screen for your deck.', ['business'], {
    shape: 'box',
    size: [10, 8, 4],
    background: '#d7dde6',
    floor: '#5a4632',
    walls: '#e8e4dc',
    ceiling: '#f7f7f7',
    light: '#ffffff',
    shine: 0.4,
  }),
  entry('tech-lab', 'Tech Lab', 'Benches, screens and a stage for demos.', ['technology'], {
    shape: 'box',
    size: [14, 10, 5],
    background: '#0f1620',
    floor: '#2b2f36',
    walls: '#3c4450',
    ceiling: '#22262d',
    light: '#5ec8ff',
    shine: 0.5,
    models: 4,
  }),
  entry('rooftop-lounge', 'Rooftop Lounge', 'An open-air lounge above the city lights.', ['lifestyle', 'business'], {
    shape: 'open',
    size: [18, 12, 10],
    background: '#1b2a41',
    floor: '#6b6b6b',
    walls: '#1b2a41',
    ceiling: '#0d1626',
    light: '#ffb86b',
    models: 3,
  }),
  entry('art-atelier', 'Art Atelier', 'Easels, north light and walls made for canvases.', ['art', 'design'], {
    shape: 'box',
    size: [12, 10, 6],
    background: '#efe6da',
    floor: '#a77f5a',
    walls: '#f7f1e8',
    ceiling: '#ffffff',
    light: '#fff1d6',
    frames: 5,
  }),
  entry('music-stage', 'Music Stage', 'A club stage with speakers and a dance floor.', ['music', 'lifestyle'], {
    shape: 'box',
    size: [18, 14, 8],
    background: '#0a0612',
    floor: '#1a1024',
    walls: '#24123a',
    ceiling: '#0e0818',
    light: '#9d4dff',
    shine: 0.8,
    models: 4,
  }),
  entry('gaming-arena', 'Gaming Arena', 'Big screens and team corners for match nights.', ['gaming', 'technology'], {
    shape: 'round',
    size: [20, 20, 9],
    background: '#050b14',
    floor: '#101c2c',
    walls: '#16263c',
    ceiling: '#0a1220',
    light: '#00e5ff',
    shine: 0.6,
    frames: 4,
    models: 3,
  }),
  entry('fitness-studio', 'Fitness Studio', 'Mats, mirrors and space to move together.', ['fitness', 'lifestyle'], {
    shape: 'box',
    size: [14, 10, 5],
    background: '#e3f1ec',
    floor: '#8fb8a8',
    walls: '#f4f7f6',
    ceiling: '#ffffff',
    light: '#e8fff4',
    models: 4,
  }),
  entry('cafe-corner', 'Cafe Corner', 'A cosy cafe with a counter and warm lamps.', ['lifestyle', 'business'], {
    shape: 'box',
    size: [10, 9, 4],
    background: '#3a2a1f',
    floor: '#6f4e37',
    walls: '#d9c3a5',
    ceiling: '#f1e6d6',
    light: '#ffc57a',
    models: 3,
  }),
  entry('book-nook', 'Book Nook', 'Shelves, armchairs and a reading lamp.', ['education', 'lifestyle'], {
    shape: 'box',
    size: [9, 8, 4],
    background: '#2b2118',
    floor: '#5b4331',
    walls: '#7a5c43',
    ceiling: '#e9dcc8',
    light: '#ffd59a',
    frames: 2,
  }),
  entry('beach-cabana', 'Beach Cabana', 'Sand, sea breeze and a sunset to share.', ['travel', 'lifestyle'], {
    shape: 'open',
    size: [16, 14, 8],
    background: '#ffb27a',
    floor: '#f1dfb6',
    walls: '#6fc3df',
    ceiling: '#ffd9b0',
    light: '#ffcf8a',
    models: 3,
  }),
  entry('space-station', 'Space Station', 'A round deck orbiting a blue planet.', ['science', 'technology'], {
    shape: 'round',
    size: [16, 16, 7],
    background: '#02030a',
    floor: '#9aa4b1',
    walls: '#d7dde5',
    ceiling: '#c3cad4',
    light: '#8fd3ff',
    shine: 0.6,
    frames: 4,
  }),
  entry('forest-cabin', 'Forest Cabin', 'A timber cabin among tall pines.', ['travel', 'lifestyle'], {
    shape: 'box',
    size: [11, 9, 5],
    background: '#2f4a35',
    floor: '#7b5a3c',
    walls: '#9c7450',
    ceiling: '#6e5037',
    light: '#ffbf69',
    models: 3,
  }),
  entry('fashion-runway', 'Fashion Runway', 'A long catwalk with front-row seats.', ['fashion', 'design'], {
    shape: 'box',
    size: [10, 22, 7],
    background: '#111111',
    floor: '#f2f2f2',
    walls: '#1c1c1c',
    ceiling: '#0c0c0c',
    light: '#ffffff',
    shine: 0.9,
    frames: 4,
    models: 3,
  }),
  entry('science-museum', 'Science Museum', 'Exhibits, plinths and a hall for discovery.', ['science', 'education'], {
    shape: 'box',
    size: [20, 16, 9],
    background: '#e6ebf0',
    floor: '#c9ced6',
    walls: '#f5f7fa',
    ceiling: '#ffffff',
    light: '#f0f6ff',
    shine: 0.5,
    frames: 4,
    models: 3,
  }),
  entry('classroom', 'Classroom', 'Desks, a board and a place to learn together.', ['education'], {
    shape: 'box',
    size: [12, 10, 4],
    background: '#dfe7ef',
    floor: '#b08d64',
    walls: '#eef3e8',
    ceiling: '#ffffff',
    light: '#ffffff',
    models: 4,
  }),
  entry('cinema-room', 'Cinema Room', 'A big screen and soft seats for watch parties.', ['lifestyle', 'music'], {
    shape: 'box',
    size: [12, 14, 6],
    background: '#0b0707',
    floor: '#3a1414',
    walls: '#2a0f12',
    ceiling: '#140809',
    light: '#ff6b6b',
    frames: 1,
    models: 4,
  }),
  entry('photo-studio', 'Photo Studio', 'Backdrops, softboxes and a clean white floor.', ['art', 'fashion'], {
    shape: 'box',
    size: [12, 10, 6],
    background: '#f4f4f4',
    floor: '#ffffff',
    walls: '#e9e9e9',
    ceiling: '#ffffff',
    light: '#ffffff',
    shine: 0.6,
    frames: 4,
  }),
  entry('podcast-booth', 'Podcast Booth', 'Two mics, soft panels and an on-air light.', ['music', 'business'], {
    shape: 'box',
    size: [8, 8, 4],
    background: '#1e1b2e',
    floor: '#3b3552',
    walls: '#4b4468',
    ceiling: '#2a2540',
    light: '#ff4d4d',
    frames: 2,
  }),
  entry('trade-booth', 'Trade Booth', 'Show your products at an expo stand.', ['business', 'technology'], {
    shape: 'open',
    size: [12, 10, 6],
    background: '#dde3ea',
    floor: '#5e6b7a',
    walls: '#ffffff',
    ceiling: '#eef1f5',
    light: '#ffffff',
    frames: 4,
    models: 3,
  }),
  entry('greenhouse', 'Greenhouse', 'Glass walls, plants and morning light.', ['lifestyle', 'science'], {
    shape: 'box',
    size: [14, 10, 7],
    background: '#cde8d0',
    floor: '#8c7a5b',
    walls: '#e4f3e6',
    ceiling: '#f2fbf3',
    light: '#f3ffd9',
    models: 4,
  }),
  entry('crystal-chapel', 'Crystal Chapel', 'A quiet hall of light for ceremonies and talks.', ['art', 'lifestyle'], {
    shape: 'round',
    size: [14, 14, 11],
    background: '#cfd8ff',
    floor: '#e9e6f5',
    walls: '#f6f4ff',
    ceiling: '#dcd6ff',
    light: '#c9b8ff',
    shine: 0.8,
    frames: 3,
  }),
];
