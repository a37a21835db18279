/**
 * Tech Lab: a long, cool-lit lab facing its demo stage. At the far end a low stage in a spotlight
 * carries a big screen (code and a build dashboard until the Pod's web page is put there) and a
 * microphone, with a row of server racks glowing blue beside it; two rows of lab benches with
 * monitors and chairs face the stage either side of an aisle, lines of light run along the
 * ceiling. The spawn stands at the back of the aisle, looking at the stage.
 */
import type { PodScene } from '../../../shared/pod-scene.ts';
import { embed, facing, frame, hemisphere, model, point, propList, sound, text, v, ZERO } from './kit.ts';

const { PI } = Math;
const W = 16;
const D = 14;
const props = propList();
const { add } = props;
/** The demo stage's deck height and its screen's scale (of the library's big screen). */
const DECK = 0.45;
const SCREEN = 0.78;
add('stage/platform', 0, -5.3, { scale: [1.15, DECK / 0.5, 0.9] });
add('stage/screen-dashboard', 0, -6.75, { y: DECK, scale: [SCREEN, SCREEN, 0.5] });
add('stage/microphone', 1.9, -4.5, { y: DECK });
// One spot on the stage: each real light is a cost for every lit pixel.
add('lights/spotlight', 3.1, -3.5, { turn: facing(3.1, -3.5, 0.4, -5.6) });
// The server racks beside the stage, a strip of light above them.
for (const x of [4.4, 5.05, 5.7]) add('displays/server-rack', x, -6.45);
add('lights/neon-strip', 5.05, -6.9, { y: 2.4, turn: 0, scale: [1.2, 1, 1] });
// Two rows of benches facing the stage, an aisle between: two monitors on each, a chair at each.
for (const z of [-1.3, 1.3]) {
  for (const x of [-2.4, 2.4]) {
    add('tables/desk', x, z, { turn: PI, scale: [1.8, 1, 1] });
    for (const dx of [-0.6, 0.6]) add('stage/monitor', x + dx, z - 0.15, { y: 0.75 });
    add('seating/office-chair', x + (x < 0 ? 0.6 : -0.6), z + 0.75, { turn: PI });
  }
}
// Lines of light along the ceiling, a plant and a shelf by the left wall.
for (const x of [-2.4, 2.4]) add('lights/neon-strip', x, -0.5, { y: 4.44, turn: PI / 2, scale: [5.5, 1, 1] });
add('nature/potted-plant', -6.8, -6.2, { scale: 1.2 });
add('displays/wall-shelf', -7.8, 3.6, { y: 1.6, turn: PI / 2 });

const screenY = DECK + 2.15 * SCREEN;
export const techLab: PodScene = {
  version: 2,
  room: { shape: 'box', width: W, depth: D, height: 4.5 },
  background: '#0f1620',
  materials: {
    floor: { color: '#5d6672', roughness: 0.45, metalness: 0.2, texture: 'tiles' },
    walls: { color: '#c9d3de', roughness: 0.8, metalness: 0, texture: 'concrete' },
    ceiling: { color: '#2a313b', roughness: 0.8, metalness: 0.2, texture: 'metal-grid' },
  },
  // Cool white from above, blue from the racks, a little cyan over the benches.
  lights: [hemisphere('#dcebff', 0.75), point('#cfe6ff', 1.0, 0, 4, 0), point('#3aa0ff', 0.9, 5, 2.6, -5)],
  spawn: { position: v(0, 1.6, 5.6), rotation: ZERO },
  slots: [
    frame(1, -7.95, 2.0, -2.5, PI / 2, 2.2, 1.3),
    frame(2, -7.95, 2.0, 1.5, PI / 2, 1.6, 1.0),
    frame(3, 7.95, 2.0, -2.0, -PI / 2, 2.2, 1.3),
    embed(0, screenY, -6.69, 0, 6.1 * SCREEN, 3.43 * SCREEN),
    model(1, -1.8, DECK, -4.5),
    model(2, -2.4, 0.75, -1.3),
    model(3, 2.4, 0.75, -1.3),
    model(4, -2.4, 0.75, 1.3),
    text(7.95, 2.5, 2.2, -PI / 2),
    sound(0, 0),
  ],
  environment: { sky: 'indoor', reflections: 0.6 },
  props: props.placed,
};
