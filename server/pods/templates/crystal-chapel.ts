/**
 * Crystal Chapel: a tall round hall of pale stone in soft violet light. A rose window glows high
 * above the altar, a great crystal stands before it under an arch, smaller crystals grow round the
 * walls between the columns, and two rows of pews face the altar across an aisle. The spawn stands
 * at the back of the aisle.
 */
import type { PodScene } from '../../../shared/pod-scene.ts';
import { embed, frame, hemisphere, model, point, propList, roundWall, sound, text, v, ZERO } from './kit.ts';

const R = 8;
const props = propList();
const { add } = props;
const { at: wall, slotAt: onWallAt } = roundWall(R);
// The altar: rose window high up, the arch, the great crystal on its step.
add('architecture/rose-window', 0, -R + 0.25, { y: 6.2, scale: 1.5 });
add('architecture/arch', 0, -R + 1.2, { scale: [1.5, 1.5, 1] });
add('stage/platform', 0, -5.6, { scale: [0.75, 0.5, 0.7] });
add('nature/crystal', 0, -6.0, { y: 0.25, scale: [1.7, 2.0, 1.7] });
// Columns round the wall, crystals growing between them.
for (const b of [-2.3, -1.5, -0.75, 0.75, 1.5, 2.3]) {
  const [x, z] = wall(b, 0.5);
  add('architecture/column', x, z, { scale: [1, 2.6, 1] });
}
for (const b of [-1.9, -1.1, 1.1, 1.9]) {
  const [x, z] = wall(b, 1.0);
  add('nature/crystal', x, z, { turn: b * 2, scale: 1.2 });
}
// Pews: two rows of four either side of the aisle, facing the altar.
for (const z of [-2.6, -1.2, 0.2, 1.6]) {
  add('seating/bench', -1.9, z, { turn: Math.PI, scale: [1.3, 1, 1] });
  add('seating/bench', 1.9, z, { turn: Math.PI, scale: [1.3, 1, 1] });
}

export const crystalChapel: PodScene = {
  version: 2,
  room: { shape: 'round', width: 2 * R, depth: 2 * R, height: 13 },
  background: '#cfd8ff',
  materials: {
    floor: { color: '#cfc6e6', roughness: 0.2, metalness: 0, texture: 'marble' },
    walls: { color: '#a99bd6', roughness: 0.85, metalness: 0, texture: 'concrete' },
    ceiling: { color: '#4b3f86', roughness: 0.9, metalness: 0 },
  },
  // Soft light in violet, rose and ice blue, as through coloured glass.
  lights: [hemisphere('#d9ccff', 0.45), point('#a27bff', 1.6, 0, 5, -5), point('#ff7fc8', 0.8, -5, 4, 1), point('#7fd0ff', 0.8, 5, 4, 1)],
  spawn: { position: v(0, 1.6, 5.8), rotation: ZERO },
  slots: [
    frame(1, ...onWallAt(-0.45, 2.4), 1.7, 2.2),
    frame(2, ...onWallAt(0.45, 2.4), 1.7, 2.2),
    frame(3, ...onWallAt(-2.0, 2.6), 1.5, 1.0),
    embed(...onWallAt(2.0, 2.6), 1.8, 1.1),
    model(1, -2.6, 0, -5.0),
    model(2, 2.6, 0, -5.0),
    text(...onWallAt(2.6, 2.2)),
    sound(0, 0),
  ],
  environment: { sky: 'indoor', reflections: 0.8 },
  props: props.placed,
};
