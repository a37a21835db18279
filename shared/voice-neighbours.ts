/**
 * Proximity voice in drop-in rooms (issue 46 item 2): who connects voice to whom. A full room of
 * 24 must never need a 23-way mesh, so each person talks with at most MAX_VOICE_PEERS of the
 * nearest people in voice within HEARING_RADIUS_M, as in Gather, and connections follow people as
 * they move.
 *
 * The server decides the pairs (it alone knows every block, and it refuses signals between people
 * it did not pair), so both ends of a connection always agree. Pairs are taken nearest first, each
 * kept only while both people still have room for it: the result is the same whatever order the
 * people come in, and no one ever has more than MAX_VOICE_PEERS. A pair already connected holds
 * until RELEASE_RADIUS_M and counts as HOLD_BONUS_M nearer than it is, so two people standing at
 * the edge, or two near-equal neighbours, do not connect and drop again with every step.
 */

export const HEARING_RADIUS_M = 8;
export const RELEASE_RADIUS_M = 9.5;
export const MAX_VOICE_PEERS = 5;
export const HOLD_BONUS_M = 1;

/** Someone in the room with voice on, where they stand on the floor. */
export interface InVoice {
  userId: string;
  x: number;
  z: number;
}

/** One pair, the same whichever of the two is named first. */
export const pairKey = (a: string, b: string) => (a < b ? `${a} ${b}` : `${b} ${a}`);

/**
 * The pairs that connect voice now. `hidden(a, b)`: a block between them (they never hear each
 * other); `connected`: the pairs connected so far (pairKey), which hold a little longer.
 */
export function voicePairs(people: readonly InVoice[], hidden: (a: string, b: string) => boolean, connected: ReadonlySet<string> = new Set()): Set<string> {
  const candidates: { key: string; a: string; b: string; rank: number }[] = [];
  for (let i = 0; i < people.length; i++) {
    for (let j = i + 1; j < people.length; j++) {
      const a = people[i]!;
      const b = people[j]!;
      if (a.userId === b.userId || hidden(a.userId, b.userId)) continue;
      const key = pairKey(a.userId, b.userId);
      const held = connected.has(key);
      const distance = Math.hypot(a.x - b.x, a.z - b.z);
      if (distance > (held ? RELEASE_RADIUS_M : HEARING_RADIUS_M)) continue;
      candidates.push({ key, a: a.userId, b: b.userId, rank: held ? distance - HOLD_BONUS_M : distance });
    }
  }
  candidates.sort((p, q) => p.rank - q.rank || (p.key < q.key ? -1 : p.key > q.key ? 1 : 0));
  const peers = new Map<string, number>();
  const pairs = new Set<string>();
  for (const { key, a, b } of candidates) {
    if ((peers.get(a) ?? 0) >= MAX_VOICE_PEERS || (peers.get(b) ?? 0) >= MAX_VOICE_PEERS) continue;
    pairs.add(key);
    peers.set(a, (peers.get(a) ?? 0) + 1);
    peers.set(b, (peers.get(b) ?? 0) + 1);
  }
  return pairs;
}

/** Whom `userId` connects voice to, given the room's pairs. */
export function voicePeersOf(userId: string, pairs: ReadonlySet<string>): string[] {
  const peers: string[] = [];
  for (const key of pairs) {
    const [a, b] = key.split(' ') as [string, string];
    if (a === userId) peers.push(b);
    else if (b === userId) peers.push(a);
  }
  return peers.sort();
}
