/**
 * Trade Booth: an exhibition stand in a big hall. A shell-scheme booth on a raised floor, its name on
 * the fascia, a screen (the Pod's web page) between two graphics on the back wall, a counter with a
 * monitor, brochure racks and products on plinths; neighbours' stands and a café in the hall beyond.
 * The spawn stands in the aisle, looking into the booth.
 */
import type { PodScene } from '../../../shared/pod-scene.ts';
import { embed, facing, frame, hemisphere, model, point, propList, sound, sun, text, v, ZERO } from './kit.ts';

const { PI } = Math;
/** The booth's back wall (the shell scaled 1.2 wide, 1.3 deep, its back at z = BACK). */
const BACK = -4.0;
const props = propList();
const { add } = props;
// Spotlights on the front posts, aimed into the booth: the hall's real lights.
add('lights/spotlight', -3.3, 1.5, { turn: facing(-3.3, 1.5, 0, -3), scale: 0.9 });
add('lights/spotlight', 3.3, 1.5, { turn: facing(3.3, 1.5, 0, -3), scale: 0.9 });
// The booth: raised floor, shell, screen and counter.
add('stage/platform', 0, -2.05, { scale: [1.22, 0.2, 1.3] });
add('architecture/booth-shell', 0, -2.05, { y: 0.1, scale: [1.2, 1.1, 1.3] });
add('stage/big-screen', 0, BACK + 0.12, { y: 0.55, scale: [0.42, 0.42, 0.3] });
add('tables/bar-counter', 1.6, -0.2, { y: 0.1, scale: [0.75, 1, 0.9] });
add('stage/monitor', 1.9, -0.28, { y: 1.2, turn: 0.2 });
add('seating/bar-stool', 0.9, 0.7);
add('seating/bar-stool', 2.3, 0.7);
add('displays/brochure-rack', -3.1, 0.6, { y: 0.1, turn: 0.3 });
add('displays/brochure-rack', -2.4, -3.5, { y: 0.1, turn: 0.4 });
add('displays/plinth', -1.8, -1.6, { y: 0.1 });
add('displays/plinth', -0.4, -2.4, { y: 0.1 });
add('nature/potted-plant', 3.2, -3.5, { y: 0.1 });
add('nature/potted-plant', -3.35, -0.9, { y: 0.1, scale: 0.8 });
// The hall: neighbours' stands either side of the aisle, a café corner, a banner wall at the back.
add('architecture/booth-shell', -9.5, -7, { turn: 0.5 });
add('architecture/booth-shell', 9.5, -7, { turn: -0.5 });
add('displays/expo-stand', -9.6, 2.8, { turn: PI / 2 });
add('displays/expo-stand', 9.6, 2.8, { turn: -PI / 2 });
add('tables/cafe-table', -6.2, 5.6);
add('seating/chair', -6.9, 5.6, { turn: PI / 2 });
add('seating/chair', -5.5, 5.6, { turn: -PI / 2 });
add('stage/truss', 0, -10.4, { scale: [2.2, 1.6, 1] });

export const tradeBooth: PodScene = {
  version: 2,
  room: { shape: 'box', width: 26, depth: 22, height: 9 },
  background: '#dde3ea',
  materials: {
    floor: { color: '#b9bdc2', roughness: 0.55, metalness: 0, texture: 'concrete' },
    walls: { color: '#8e959e', roughness: 0.9, metalness: 0, texture: 'concrete' },
    ceiling: { color: '#2b3038', roughness: 0.9, metalness: 0, texture: 'metal-grid' },
  },
  // A hall's even daylight from the roof lights, warmer spots on the stand.
  lights: [hemisphere('#f2f6ff', 1.0), sun('#ffffff', 0.9, 4, 12, 6), point('#fff1dc', 0.9, 0, 5, -1.5)],
  spawn: { position: v(0, 1.6, 7.4), rotation: ZERO },
  slots: [
    frame(1, -2.35, 1.85, BACK + 0.1, 0, 2.1, 1.4),
    frame(2, 2.35, 1.85, BACK + 0.1, 0, 2.1, 1.4),
    frame(3, -3.5, 1.75, -3.1, PI / 2, 1.3, 1.5),
    frame(4, 3.5, 1.75, -3.1, -PI / 2, 1.3, 1.5),
    embed(0, 1.45, BACK + 0.16, 0, 2.45, 1.38),
    model(1, -1.8, 1.1, -1.6),
    model(2, -0.4, 1.1, -2.4),
    model(3, 1.2, 1.2, -0.2),
    text(0, 3.22, 0.0, 0),
    sound(0, 0),
  ],
  environment: { sky: 'indoor', reflections: 0.5 },
  props: props.placed,
};
