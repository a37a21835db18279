/**
 * Props and moods for the templates that keep the catalogue's standard room (dress.ts): each reads
 * as its name (a loft's living corner, a club stage, shelves of books) while its slots stay where
 * Pods saved on it expect them. Sizes are the catalogue's: w × d × h; the spawn is at (0, d/2 - 1.5)
 * looking at the back wall, so the middle of the room ahead of it stays free.
 */
import type { Dressing } from './dress.ts';
import { facing } from './kit.ts';

const { PI } = Math;
const indoor = (reflections: number) => ({ sky: 'indoor' as const, reflections });

export const dressings: Partial<Record<string, Dressing>> = {
  'studio-loft': {
    textures: { floor: 'planks', walls: 'concrete' },
    environment: indoor(0.4),
    props: (add, { d, h }) => {
      add('architecture/window', -3.4, -d / 2 + 0.2).add('architecture/window', 3.4, -d / 2 + 0.2);
      add('decor/rug', 0, -1.2).add('seating/sofa', 0, -2.7).add('tables/coffee-table', 0, -1.1);
      add('seating/armchair', -1.9, -0.6, { turn: facing(-1.9, -0.6, 0, -1.1) }).add('seating/armchair', 1.9, -0.6, { turn: facing(1.9, -0.6, 0, -1.1) });
      add('lights/floor-lamp', -1.6, -3.3).add('lights/pendant', 0, -1.1, { y: h - 1.2 });
      add('nature/potted-plant', -5.3, -4.3).add('nature/potted-plant', 5.3, -4.3);
      add('displays/bookshelf', 5.78, -3.6, { turn: -PI / 2 });
      add('tables/desk', -5.3, -3.9, { turn: PI / 2 }).add('seating/chair', -4.5, -3.9, { turn: -PI / 2 });
    },
  },
  'pitch-room': {
    textures: { floor: 'planks' },
    environment: indoor(0.4),
    props: (add, { h }) => {
      add('tables/dining-table', 0, -0.7, { scale: [1.8, 1, 1.3] });
      for (const x of [-0.9, 0, 0.9]) add('seating/chair', x, -1.75).add('seating/chair', x, 0.35, { turn: PI });
      add('lights/pendant', -0.9, -0.7, { y: h - 1.2 }).add('lights/pendant', 0.9, -0.7, { y: h - 1.2 });
      add('nature/potted-plant', -4.4, -3.4).add('nature/potted-plant', 4.4, -3.4);
      add('tables/side-table', 4.4, 3.2).add('decor/wall-clock', 2.6, -3.97, { y: 2.6 });
    },
  },
  'art-atelier': {
    textures: { floor: 'planks', walls: 'concrete' },
    environment: indoor(0.3),
    props: (add, { h }) => {
      add('architecture/window', -5.85, -3.9, { turn: PI / 2 }).add('architecture/window', 5.85, -3.9, { turn: -PI / 2 });
      add('displays/easel', -1.4, -2.4, { turn: 0.25 }).add('displays/easel', 1.9, -1.2, { turn: -0.4 }).add('seating/bar-stool', 1.2, -0.4);
      add('decor/rug', 0, -1.4, { scale: 0.8 });
      add('displays/plinth', -4.4, 3.4).add('decor/vase', -4.4, 3.4, { y: 1 });
      add('tables/side-table', -2.6, -3.6).add('decor/books', -2.6, -3.6, { y: 0.55 });
      add('lights/pendant', -1.4, -2.4, { y: h - 1.2 }).add('lights/pendant', 1.9, -1.2, { y: h - 1.2 });
      add('nature/potted-plant', 4.6, -4.2);
    },
  },
  'music-stage': {
    textures: { floor: 'tiles' },
    environment: indoor(0.4),
    props: (add) => {
      add('stage/platform', 0, -5.2, { scale: [1.5, 1, 1] }).add('stage/truss', 0, -5.4, { y: 0.5, scale: [1.3, 1.1, 1] });
      add('stage/dj-booth', -2.4, -4.8, { y: 0.5 }).add('stage/microphone', 1.6, -4.3, { y: 0.5 });
      add('stage/speaker', -5.2, -5.6, { y: 0.5, scale: 1.6 }).add('stage/speaker', 5.2, -5.6, { y: 0.5, scale: 1.6 });
      add('lights/neon-strip', 0, -3.66, { y: 0.2, scale: [4.3, 1, 1] });
      add('lights/spotlight', -6, -2.4, { turn: facing(-6, -2.4, 0, -5.2) }).add('lights/spotlight', 6, -2.4, { turn: facing(6, -2.4, 0, -5.2) });
      add('tables/bar-counter', 6.9, 3.8, { turn: -PI / 2 }).add('seating/bar-stool', 6.1, 3.2).add('seating/bar-stool', 6.1, 4.4);
      add('decor/neon-sign', -8.94, -5.2, { y: 3, turn: PI / 2 });
    },
  },
  'cafe-corner': {
    textures: { floor: 'tiles', walls: 'concrete' },
    environment: indoor(0.3),
    props: (add, { h }) => {
      add('tables/bar-counter', 0, -3.75, { scale: [1.4, 1, 1] });
      for (const x of [-1.1, 0, 1.1]) add('seating/bar-stool', x, -3.0);
      add('lights/pendant', -1.1, -3.75, { y: h - 1.2 }).add('lights/pendant', 1.1, -3.75, { y: h - 1.2 });
      add('tables/cafe-table', 3.4, -2.4).add('seating/chair', 3.4, -1.7, { turn: PI }).add('seating/chair', 3.4, -3.1);
      add('tables/cafe-table', -1.4, 0.8).add('seating/chair', -2.1, 0.8, { turn: PI / 2 }).add('seating/chair', -0.7, 0.8, { turn: -PI / 2 });
      add('nature/potted-plant', -4.4, -3.9).add('decor/neon-sign', 3.2, -4.46, { y: 2.2 });
    },
  },
  'book-nook': {
    textures: { floor: 'planks', walls: 'wood' },
    environment: indoor(0.3),
    props: (add, { d, h }) => {
      add('displays/bookshelf', -2.8, -d / 2 + 0.2).add('displays/bookshelf', 2.8, -d / 2 + 0.2);
      add('displays/bookshelf', -4.3, -2.6, { turn: PI / 2 }).add('displays/bookshelf', -4.3, -1.3, { turn: PI / 2 });
      add('decor/round-rug', 0, -1.8).add('seating/armchair', -1.2, -2.2, { turn: 0.5 }).add('seating/armchair', 1.2, -2.2, { turn: -0.5 });
      add('tables/side-table', 0, -2.6).add('lights/table-lamp', 0, -2.6, { y: 0.55 });
      add('lights/floor-lamp', -2.0, -3.1).add('lights/pendant', 0, -1.6, { y: h - 1.2 });
      add('decor/books', 0.9, -0.9).add('decor/cushion', -0.9, -0.9).add('nature/potted-plant', 3.9, 3.2);
    },
  },
  classroom: {
    textures: { floor: 'planks' },
    environment: indoor(0.3),
    props: (add, { d }) => {
      // The board, flattened against the wall so the front frame slot (5 cm off it) hangs on its face.
      add('stage/big-screen', 0, -d / 2 + 0.03, { y: 0.8, scale: [0.55, 0.55, 0.15] });
      add('tables/desk', 2.7, -3.6, { turn: PI }).add('seating/chair', 2.7, -4.3);
      for (const z of [-1.8, -0.4, 1.0]) {
        for (const x of [-1.25, 1.25]) add('tables/desk', x, z, { scale: [0.8, 1, 0.9] }).add('seating/chair', x, z + 0.55, { turn: PI });
      }
      add('displays/bookshelf', -5.78, -3.6, { turn: PI / 2 }).add('decor/wall-clock', 3.6, -4.97, { y: 2.9 }).add('nature/potted-plant', 5.3, 4.2);
    },
  },
  'podcast-booth': {
    textures: { walls: 'fabric', floor: 'planks' },
    environment: indoor(0.2),
    props: (add, { h }) => {
      add('decor/rug', 0, -1.6, { scale: 0.8 }).add('tables/desk', 0, -1.6, { scale: [1.1, 1, 1] });
      add('seating/chair', -1.05, -1.6, { turn: PI / 2 }).add('seating/chair', 1.05, -1.6, { turn: -PI / 2 });
      add('stage/microphone', -0.45, -1.6, { y: 0.75, scale: 0.4 }).add('stage/microphone', 0.45, -1.6, { y: 0.75, scale: 0.4 });
      add('stage/monitor', 0, -1.8, { y: 0.75 }).add('decor/neon-sign', 2.3, -3.96, { y: 2.6 });
      add('stage/speaker', -3.3, -3.4, { scale: 0.8 }).add('nature/potted-plant', 3.3, -3.3).add('lights/pendant', 0, -1.6, { y: h - 1.2 });
    },
  },
  'fashion-runway': {
    textures: { walls: 'concrete' },
    environment: indoor(0.6),
    props: (add) => {
      add('stage/platform', 0, -2, { scale: [0.35, 1, 5] }).add('stage/truss', 0, -9.6, { scale: [0.7, 1.2, 1] });
      for (const z of [-6, -4.5, -3, -1.5, 0, 1.5, 3]) add('seating/chair', -1.7, z, { turn: PI / 2 }).add('seating/chair', 1.7, z, { turn: -PI / 2 });
      add('lights/spotlight', -1.4, -10.2).add('lights/spotlight', 1.4, -10.2);
    },
  },
};
