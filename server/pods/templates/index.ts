/** The templates redesigned for issue 18, by podId; the catalogue uses them instead of its generic room. */
import type { PodScene } from '../../../shared/pod-scene.ts';
import { beachCabana } from './beach-cabana.ts';
import { cinemaRoom } from './cinema-room.ts';
import { forestCabin } from './forest-cabin.ts';
import { gamingArena } from './gaming-arena.ts';
import { spaceStation } from './space-station.ts';
import { zenGarden } from './zen-garden.ts';
import { tradeBooth } from './trade-booth.ts';
import { techLab } from './tech-lab.ts';
import { fitnessStudio } from './fitness-studio.ts';
import { photoStudio } from './photo-studio.ts';
import { greenhouse } from './greenhouse.ts';
import { neonGallery } from './neon-gallery.ts';
import { scienceMuseum } from './science-museum.ts';
import { crystalChapel } from './crystal-chapel.ts';
import { rooftopLounge } from './rooftop-lounge.ts';

import { studioLoft } from './studio-loft.ts';
import { pitchRoom } from './pitch-room.ts';
import { artAtelier } from './art-atelier.ts';
import { musicStage } from './music-stage.ts';
import { cafeCorner } from './cafe-corner.ts';
import { bookNook } from './book-nook.ts';
import { fashionRunway } from './fashion-runway.ts';
import { classroom } from './classroom.ts';
import { podcastBooth } from './podcast-booth.ts';

export const designed: Partial<Record<string, PodScene>> = {
  'zen-garden': zenGarden,
  'cinema-room': cinemaRoom,
  'space-station': spaceStation,
  'gaming-arena': gamingArena,
  'forest-cabin': forestCabin,
  'beach-cabana': beachCabana,
  'trade-booth': tradeBooth,
  'tech-lab': techLab,
  'fitness-studio': fitnessStudio,
  'photo-studio': photoStudio,
  greenhouse,
  'neon-gallery': neonGallery,
  'science-museum': scienceMuseum,
  'crystal-chapel': crystalChapel,
  'rooftop-lounge': rooftopLounge,
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
