/**
 * Cinema Room: a dark hall facing a big screen (a film still, a lake at dusk, until the Pod's web
 * page or video plays on it), five rows of red seats either side of a lit aisle, speakers by the
 * screen, posters on the side walls and a NOW SHOWING sign above the left one. The spawn stands
 * at the back of the aisle, looking at the screen.
 */
import type { PodScene } from '../../../shared/pod-scene.ts';
import { embed, frame, hemisphere, model, point, propList, sound, text, v, ZERO } from './kit.ts';

const W = 12;
const D = 16;
const props = propList();
const { add } = props;
/** The screen's scale (of the library's big screen): the Pod's page or video covers its picture. */
const SCREEN = 1.4;
add('stage/screen-film', 0, -7.6, { scale: [SCREEN, SCREEN, 1] });
add('stage/platform', 0, -6.6, { scale: [1.8, 0.5, 0.6] });
add('stage/speaker', -4.9, -7.2, { scale: 1.3, turn: 0.3 });
add('stage/speaker', 4.9, -7.2, { scale: 1.3, turn: -0.3 });
// Seats face the screen (-z): turned half a circle. Blocks of three either side of the aisle.
for (const [row, z] of [-3.2, -1.6, 0, 1.6, 3.2].entries()) {
  for (const x of [-1.9, 1.9, -4.2, 4.2]) if (!(row === 0 && Math.abs(x) > 3)) add('seating/cinema-seat', x, z, { turn: Math.PI });
}
// Aisle lights on the floor, the posters' lamps, and the cinema's sign over the left poster.
add('lights/neon-strip', -0.75, 0, { turn: Math.PI / 2, scale: [4, 1, 1] });
add('lights/neon-strip', 0.75, 0, { turn: Math.PI / 2, scale: [4, 1, 1] });
add('lights/pendant', -3.5, 5.2, { y: 4.8 });
add('lights/pendant', 3.5, 5.2, { y: 4.8 });
add('decor/neon-now-showing', -5.96, -2, { y: 3.35, turn: Math.PI / 2, scale: 1.2 });

export const cinemaRoom: PodScene = {
  version: 2,
  room: { shape: 'box', width: W, depth: D, height: 6 },
  background: '#0b0707',
  materials: {
    floor: { color: '#4a1a1e', roughness: 1, metalness: 0, texture: 'fabric' },
    walls: { color: '#2a1416', roughness: 0.95, metalness: 0, texture: 'fabric' },
    ceiling: { color: '#140809', roughness: 0.95, metalness: 0 },
  },
  // Dim house lights; the screen's glow lights the front rows.
  lights: [hemisphere('#ffd6d6', 0.25), point('#9fb8ff', 1.4, 0, 4, -3), point('#ff9a7a', 0.5, 0, 5, 4)],
  spawn: { position: v(0, 1.6, 7), rotation: ZERO },
  slots: [
    frame(1, -5.95, 2.2, -2, Math.PI / 2, 1.3, 1.9),
    frame(2, 5.95, 2.2, -2, -Math.PI / 2, 1.3, 1.9),
    embed(0, 2.15 * SCREEN, -7.5, 0, 6.1 * SCREEN, 3.43 * SCREEN),
    model(1, -3.8, 0.25, -6.3),
    model(2, 3.8, 0.25, -6.3),
    model(3, -5, 0, 6.4),
    model(4, 5, 0, 6.4),
    text(-5.95, 2.4, 4, Math.PI / 2),
    sound(0, -2),
  ],
  environment: { sky: 'indoor', reflections: 0.15 },
  props: props.placed,
};
