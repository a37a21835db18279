/** The templates redesigned for issue 18, by podId; the catalogue uses them instead of its generic room. */
import type { PodScene } from '../scene.ts';
import { beachCabana } from './beach-cabana.ts';
import { cinemaRoom } from './cinema-room.ts';
import { forestCabin } from './forest-cabin.ts';
import { gamingArena } from './gaming-arena.ts';
import { spaceStation } from './space-station.ts';
import { zenGarden } from './zen-garden.ts';
export { dressings } from './dressings.ts';

export const designed: Partial<Record<string, PodScene>> = {
  'zen-garden': zenGarden,
  'cinema-room': cinemaRoom,
  'space-station': spaceStation,
  'gaming-arena': gamingArena,
  'forest-cabin': forestCabin,
  'beach-cabana': beachCabana,
};
