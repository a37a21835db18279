/**
 * Photo Studio: a dark studio around a white cyclorama. On the cove a little set (an armchair, a
 * side table, a plant on a round rug), two softboxes and a spot aimed at it, a camera on its
 * tripod in front; a tethering desk and prints on the side walls. The spawn stands behind the camera.
 */
import type { PodScene } from '../../../shared/pod-scene.ts';
import { embed, facing, frame, hemisphere, model, point, propList, sound, text, v, ZERO } from './kit.ts';

const { PI } = Math;
const W = 14;
const D = 13;
const props = propList();
const { add } = props;
// The lights first (they carry the real lamps): two softboxes and a spot on the set.
add('lights/softbox', -2.8, -1.4, { turn: facing(-2.8, -1.4, 0, -4.2) });
add('lights/softbox', 2.8, -1.6, { turn: facing(2.8, -1.6, 0, -4.2) });
add('lights/spotlight', 1.2, -5.6, { turn: facing(1.2, -5.6, 0, -3.6) + 0.2, scale: 0.8 });
// The cyclorama and the set on it.
add('architecture/cyclorama', 0, -4.9, { scale: [1.3, 1.1, 1.3] });
add('decor/round-rug', 0, -3.9, { scale: 0.8 });
add('seating/armchair', -0.5, -4.2, { turn: 0.3 });
add('tables/side-table', 0.7, -4.1);
add('decor/vase', 0.7, -4.1, { y: 0.55 });
add('nature/potted-plant', -1.9, -4.7, { scale: 1.2 });
// The camera, the tethering desk on the left, light stands and cases by the walls.
add('displays/camera-tripod', 0.5, 0.8, { turn: facing(0.5, 0.8, 0, -4.2) });
add('tables/desk', -5.6, 1.8, { turn: PI / 2 });
add('stage/monitor', -5.75, 1.8, { y: 0.75, turn: PI / 2 });
add('seating/bar-stool', -4.7, 2.4);
add('lights/floor-lamp', 5.9, -5.4);
add('stage/speaker', 6.0, 4.2, { scale: 0.7, turn: -PI / 2 });

export const photoStudio: PodScene = {
  version: 2,
  room: { shape: 'box', width: W, depth: D, height: 6 },
  background: '#1b1b1e',
  materials: {
    floor: { color: '#5b5b60', roughness: 0.6, metalness: 0, texture: 'concrete' },
    walls: { color: '#34343a', roughness: 0.95, metalness: 0, texture: 'concrete' },
    ceiling: { color: '#1e1e22', roughness: 0.95, metalness: 0, texture: 'metal-grid' },
  },
  // The room is dim; the softboxes' light falls on the white set.
  lights: [hemisphere('#eef0ff', 0.45), point('#ffffff', 0.6, 0, 5, -2)],
  spawn: { position: v(0, 1.6, 5.0), rotation: ZERO },
  slots: [
    frame(1, -6.95, 2.2, -2.6, PI / 2, 1.5, 1.9),
    frame(2, 6.95, 2.2, -2.6, -PI / 2, 1.5, 1.9),
    frame(3, -6.95, 2.2, 4.2, PI / 2, 1.2, 1.5),
    frame(4, 6.95, 2.2, 0.8, -PI / 2, 1.2, 1.5),
    embed(-6.95, 2.3, 1.8, PI / 2, 1.8, 1.1),
    model(1, 1.9, 0, -3.8),
    model(2, -2.6, 0, 2.6),
    text(6.95, 2.5, 3.4, -PI / 2),
    sound(0, 0),
  ],
  environment: { sky: 'indoor', reflections: 0.5 },
  props: props.placed,
};
