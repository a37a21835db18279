import { describe, expect, it } from 'vitest';
import { templateCatalogue } from '../../server/pods/catalogue.ts';
import { designed } from '../../server/pods/templates/index.ts';

/**
 * The slots each of these templates had as a generic room (frames and models by count, one embed,
 * one text, one sound): Pods saved on them refer to these ids, so a redesign keeps every one.
 */
const savedSlots: Record<string, { frames: number; models: number }> = {
  'trade-booth': { frames: 4, models: 3 },
  'tech-lab': { frames: 3, models: 4 },
  'fitness-studio': { frames: 3, models: 4 },
  'photo-studio': { frames: 4, models: 2 },
  greenhouse: { frames: 3, models: 4 },
  'neon-gallery': { frames: 5, models: 2 },
  'science-museum': { frames: 4, models: 3 },
  'crystal-chapel': { frames: 3, models: 2 },
  'rooftop-lounge': { frames: 3, models: 3 },
};

const ids = ({ frames, models }: { frames: number; models: number }) =>
  [
    ...Array.from({ length: frames }, (_, i) => `frame-${i + 1}`),
    'embed-1',
    ...Array.from({ length: models }, (_, i) => `model-${i + 1}`),
    'text-1',
    'sound-1',
  ].sort();

describe('hand-laid templates', () => {
  it.each(Object.entries(savedSlots))('%s is laid by hand and keeps the slot ids its saved Pods use', (podId, counts) => {
    const scene = templateCatalogue.find((t) => t.podId === podId)!.scene;
    expect(designed[podId]).toBe(scene);
    expect(scene.slots.map((s) => s.id).sort()).toEqual(ids(counts));
  });

  it('each has a room of its own: no two share a shape and proportions', () => {
    const rooms = templateCatalogue.filter((t) => designed[t.podId]).map(({ scene: { room } }) => `${room.shape} ${room.width}×${room.depth}×${room.height}`);
    expect(new Set(rooms).size).toBe(rooms.length);
  });
});
