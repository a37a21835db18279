/**
 * Where someone is, as a person in the room cares: near you (within talking distance, NEAR_M)
 * or across the room. People arrive on a circle of 2 m round the gathering point (spawn.ts), at
 * most 4 m apart, so everyone who just came in is near everyone else (half a metre to spare); the
 * rooms are 16–26 m across.
 */
export const NEAR_M = 4.5;

export type Place = 'near' | 'far';

const PLACE_LABELS: Record<Place, string> = { near: 'Near you', far: 'Across the room' };

/** How far `person` is from `self` on the floor; null for oneself, or while one's own place is unknown. */
export function placeOf(self: { userId: string; x: number; z: number } | undefined, person: { userId: string; x: number; z: number }): Place | null {
  if (!self || person.userId === self.userId) return null;
  return Math.hypot(person.x - self.x, person.z - self.z) <= NEAR_M ? 'near' : 'far';
}

/** What the People panel says of a place ('' for oneself). */
export const placeLabel = (place: Place | null) => (place ? PLACE_LABELS[place] : '');
