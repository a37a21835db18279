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
  'neon-gallery': {
    textures: { floor: 'tiles' },
    environment: indoor(0.5),
    props: (add, { d }) => {
      for (const x of [-5.33, 0, 5.33]) add('lights/neon-strip', x, -d / 2 + 0.06, { y: 0.6, scale: [1.4, 1, 1] });
      add('displays/plinth', -2.4, -3.6).add('displays/plinth', 2.4, -3.6).add('displays/plinth', -6.2, 0.8).add('displays/plinth', 6.2, 0.8);
      add('decor/vase', -2.4, -3.6, { y: 1 }).add('nature/bonsai', 2.4, -3.6, { y: 1 });
      add('displays/vitrine', -4.8, 2.2).add('displays/vitrine', 4.8, 2.2);
      add('decor/neon-sign', -7.94, -4.4, { y: 2.6, turn: PI / 2 }).add('decor/neon-sign', 7.94, -4.4, { y: 2.6, turn: -PI / 2 });
      add('seating/bench', 0, 0.8);
      add('lights/spotlight', -6.6, 4.4, { turn: facing(-6.6, 4.4, -5.33, -6) }).add('lights/spotlight', 6.6, 4.4, { turn: facing(6.6, 4.4, 5.33, -6) });
    },
  },
  'tech-lab': {
    textures: { floor: 'metal-grid', walls: 'tiles' },
    environment: indoor(0.5),
    props: (add, { d }) => {
      for (const x of [-4.4, 4.4]) {
        add('tables/desk', x, -d / 2 + 0.45).add('stage/monitor', x - 0.3, -d / 2 + 0.4, { y: 0.75 }).add('stage/monitor', x + 0.35, -d / 2 + 0.4, { y: 0.75 });
        add('seating/gaming-chair', x, -d / 2 + 1.3, { turn: PI });
      }
      add('stage/platform', 0, -3.1, { scale: [0.55, 0.6, 0.55] }).add('stage/truss', 0, -3.9, { scale: [0.65, 0.95, 1] });
      add('lights/neon-strip', -6.9, -3, { turn: PI / 2, scale: [2, 1, 1] }).add('lights/neon-strip', 6.9, -3, { turn: -PI / 2, scale: [2, 1, 1] });
      add('nature/potted-plant', -6.3, 4.2).add('stage/speaker', 6.3, -4.4);
    },
  },
  'rooftop-lounge': {
    textures: { floor: 'tiles' },
    environment: { sky: 'night', ground: '#141b28', fog: { color: '#1b2a41', near: 25, far: 80 }, reflections: 0.3 },
    props: (add) => {
      add('displays/picture-board', -9.05, -2, { turn: PI / 2, scale: 1.3 }).add('displays/picture-board', 9.05, -2, { turn: -PI / 2, scale: 1.3 });
      add('seating/sofa', -2.6, -2.6, { turn: facing(-2.6, -2.6, 0, -1.2) }).add('seating/sofa', 2.6, -2.6, { turn: facing(2.6, -2.6, 0, -1.2) });
      add('tables/coffee-table', 0, -1.6).add('decor/rug', 0, -1.9);
      add('lights/string-lights', 0, -4.6, { scale: [2.2, 1.15, 1] });
      add('nature/potted-plant', -6.4, -5.2).add('nature/potted-plant', 6.4, -5.2).add('nature/potted-plant', -6.6, 3.4);
      add('tables/bar-counter', 6.6, 2.6, { turn: -PI / 2 }).add('seating/bar-stool', 5.8, 2.0).add('seating/bar-stool', 5.8, 3.2);
      add('architecture/railing', -4, 5.8).add('architecture/railing', 4, 5.8);
    },
  },
  'fitness-studio': {
    textures: { floor: 'planks', walls: 'concrete' },
    environment: indoor(0.3),
    props: (add) => {
      for (const z of [-3.0, -1.0]) for (const x of [-1.8, 0, 1.8]) add('decor/rug', x, z, { scale: [0.6, 1, 0.35] });
      add('stage/speaker', -6.2, -4.4).add('stage/speaker', 6.2, -4.4);
      add('seating/bench', 6.4, -3.6, { turn: -PI / 2 }).add('decor/wall-clock', 3.6, -4.97, { y: 2.8 });
      add('nature/potted-plant', -6.3, 4.2).add('nature/potted-plant', 6.3, 4.2);
    },
  },
  'science-museum': {
    textures: { floor: 'marble', walls: 'concrete' },
    environment: indoor(0.5),
    props: (add) => {
      for (const z of [-6, -1, 4]) add('architecture/column', -3.2, z).add('architecture/column', 3.2, z);
      add('architecture/arch', 0, -7.6, { scale: 1.4 });
      add('displays/vitrine', 0, -4.2).add('displays/vitrine', -1.7, 1.2).add('displays/vitrine', 1.7, 1.2);
      add('displays/plinth', -7.5, 1.5).add('displays/plinth', 7.5, 1.5).add('nature/bonsai', 7.5, 1.5, { y: 1 });
      add('seating/bench', 0, 3.2).add('nature/potted-plant', -9.2, -7.3).add('nature/potted-plant', 9.2, -7.3);
    },
  },
  'photo-studio': {
    textures: { floor: 'concrete' },
    environment: indoor(0.4),
    props: (add) => {
      add('stage/platform', 0, -3, { scale: [0.5, 0.3, 0.6] }).add('displays/plinth', 0, -3.1, { y: 0.15 });
      add('lights/spotlight', -2.6, -0.8, { turn: facing(-2.6, -0.8, 0, -3) }).add('lights/spotlight', 2.6, -0.8, { turn: facing(2.6, -0.8, 0, -3) });
      add('lights/floor-lamp', -2.8, -3.9).add('lights/floor-lamp', 2.8, -3.9).add('seating/bar-stool', 1.2, -2.6);
      add('nature/potted-plant', -5.3, 4.2).add('nature/potted-plant', 5.3, -4.2);
    },
  },
  greenhouse: {
    textures: { walls: 'metal-grid', ceiling: 'metal-grid', floor: 'tiles' },
    environment: indoor(0.3),
    props: (add) => {
      add('tables/dining-table', -6.3, -3.4, { turn: PI / 2 }).add('tables/dining-table', 6.3, -3.4, { turn: -PI / 2 });
      for (const z of [-4, -3.4, -2.8]) add('nature/potted-plant', -6.3, z, { y: 0.76, scale: 0.6 }).add('nature/potted-plant', 6.3, z, { y: 0.76, scale: 0.6 });
      add('nature/round-tree', -4.6, -3.8, { scale: 0.7 }).add('nature/round-tree', 4.6, -3.8, { scale: 0.7 });
      add('nature/bush', -2.2, -4.2).add('nature/bush', 2.2, -4.2).add('nature/grass-patch', 0, -2.4, { scale: [1.4, 1, 0.8] });
      add('nature/potted-plant', -3.4, 2.8).add('nature/potted-plant', 3.4, 2.8);
    },
  },
  'crystal-chapel': {
    textures: { floor: 'marble' },
    environment: indoor(0.8),
    props: (add) => {
      for (const z of [-2.4, -1, 0.4, 1.8]) add('seating/bench', -1.75, z, { turn: PI }).add('seating/bench', 1.75, z, { turn: PI });
      for (const b of [0.9, 1.6, 2.3]) add('architecture/column', Math.sin(b) * 5.6, -Math.cos(b) * 5.6).add('architecture/column', -Math.sin(b) * 5.6, -Math.cos(b) * 5.6);
      add('architecture/arch', 0, -6.1, { scale: 1.2 }).add('displays/plinth', 0, -4.6).add('decor/vase', 0, -4.6, { y: 1 });
      add('nature/potted-plant', -2.2, -5.2).add('nature/potted-plant', 2.2, -5.2);
    },
  },
  'trade-booth': {
    textures: { floor: 'tiles' },
    environment: indoor(0.4),
    props: (add) => {
      add('displays/expo-stand', 0, -4.6, { scale: [2, 1, 1] });
      add('displays/plinth', -4.4, -2.8).add('stage/monitor', -4.4, -2.8, { y: 1 }).add('displays/plinth', 4.4, -2.8).add('decor/vase', 4.4, -2.8, { y: 1 });
      add('tables/cafe-table', 3.6, 1.8).add('seating/chair', 3.0, 1.8, { turn: PI / 2 }).add('seating/chair', 4.2, 1.8, { turn: -PI / 2 });
      add('nature/potted-plant', -5.4, -4.4).add('nature/potted-plant', 5.4, -4.4);
    },
  },
};
