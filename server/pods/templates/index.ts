/** The templates redesigned for issue 18, by podId; the catalogue uses them instead of its generic room. */
import type { PodScene } from '../scene.ts';
import { beachCabana } from './beach-cabana.ts';
import { cinemaRoom } from './cinema-room.ts';
import { forestCabin } from './forest-cabin.ts';
import { gamingArena } from './gaming-arena.ts';
import { spaceStation } from './space-station.ts';
import { zenGarden } from './zen-garden.ts';
import { studioLoft } from './studio-loft.ts';
import { pitchRoom } from './pitch-room.ts';
import { artAtelier } from './art-atelier.ts';
import { musicStage } from './music-stage.ts';
import { cafeCorner } from './cafe-corner.ts';
import { bookNook } from './book-nook.ts';
import { fashionRunway } from './fashion-runway.ts';
import { classroom } from './classroom.ts';
import { podcastBooth } from './podcast-booth.ts';
export { dressings } from './dressings.ts';

export const designed: Partial<Record<string, PodScene>> = {
  'zen-garden': zenGarden,
  'cinema-room': cinemaRoom,
  'space-station': spaceStation,
  'gaming-arena': gamingArena,
  'forest-cabin': forestCabin,
  'beach-cabana': beachCabana,
  'studio-loft': studioLoft,
  'pitch-room': pitchRoom,
  'art-atelier': artAtelier,
  'music-stage': musicStage,
  'cafe-corner': cafeCorner,
  'book-nook': bookNook,
  'fashion-runway': fashionRunway,
  classroom,
  'podcast-booth': podcastBooth,
};
