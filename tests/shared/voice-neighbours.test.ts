/** Proximity voice: who connects to whom in a drop-in room (shared/voice-neighbours.ts, issue 46 item 2). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HEARING_RADIUS_M, MAX_VOICE_PEERS, RELEASE_RADIUS_M, pairKey, voicePairs, voicePeersOf, type InVoice } from '../../shared/voice-neighbours.ts';

const at = (userId: string, x: number, z = 0): InVoice => ({ userId, x, z });
const noBlocks = () => false;

describe('proximity voice', () => {
  it('connects two people within hearing, and not two farther apart', () => {
    expect([...voicePairs([at('ada', 0), at('bo', 3)], noBlocks)]).toEqual([pairKey('ada', 'bo')]);
    expect(voicePairs([at('ada', 0), at('bo', HEARING_RADIUS_M + 0.5)], noBlocks).size).toBe(0);
  });

  it('gives each person at most five peers, the nearest', () => {
    const crowd = [at('ada', 0), ...[1, 2, 3, 4, 5, 6, 7].map((d) => at(`p${d}`, d))];
    const pairs = voicePairs(crowd, noBlocks);
    expect(voicePeersOf('ada', pairs)).toHaveLength(MAX_VOICE_PEERS);
    for (const near of ['p1', 'p2']) expect(voicePeersOf('ada', pairs)).toContain(near);
    for (const person of crowd) expect(voicePeersOf(person.userId, pairs).length).toBeLessThanOrEqual(MAX_VOICE_PEERS);
  });

  it('never connects two people with a block between them, however near', () => {
    const hidden = (a: string, b: string) => pairKey(a, b) === pairKey('ada', 'bo');
    const pairs = voicePairs([at('ada', 0), at('bo', 0.5), at('cy', 2)], hidden);
    expect(voicePeersOf('ada', pairs)).toEqual(['cy']);
    expect(voicePeersOf('bo', pairs)).toEqual(['cy']);
  });

  it('drops the one who walks far away, and keeps the two who stay close', () => {
    const before = voicePairs([at('ada', 0), at('bo', 2), at('cy', 4)], noBlocks);
    expect(voicePeersOf('cy', before)).toEqual(['ada', 'bo']);
    const after = voicePairs([at('ada', 0), at('bo', 2), at('cy', 30)], noBlocks, before);
    expect([...after]).toEqual([pairKey('ada', 'bo')]);
  });

  it('holds a connection a little past hearing, so a step at the edge does not drop and redial it', () => {
    const edge = (RELEASE_RADIUS_M + HEARING_RADIUS_M) / 2;
    const connected = new Set([pairKey('ada', 'bo')]);
    expect(voicePairs([at('ada', 0), at('bo', edge)], noBlocks, connected).size).toBe(1);
    expect(voicePairs([at('ada', 0), at('bo', edge)], noBlocks).size).toBe(0);
    expect(voicePairs([at('ada', 0), at('bo', RELEASE_RADIUS_M + 0.1)], noBlocks, connected).size).toBe(0);
  });

  it('in any room of up to 24: at most five peers each, only within reach, not across a block, whatever the order', () => {
    const room = fc.uniqueArray(
      fc.record({
        userId: fc.constantFrom(...Array.from({ length: 24 }, (_, i) => `u${i}`)),
        x: fc.double({ min: -15, max: 15, noNaN: true }),
        z: fc.double({ min: -15, max: 15, noNaN: true }),
      }),
      {
        selector: (p) => p.userId,
        maxLength: 24,
      },
    );
    fc.assert(
      fc.property(room, fc.array(fc.tuple(fc.nat(23), fc.nat(23))), fc.integer(), (people, blocks, seed) => {
        const blocked = new Set(blocks.map(([a, b]) => pairKey(`u${a}`, `u${b}`)));
        const hidden = (a: string, b: string) => blocked.has(pairKey(a, b));
        const pairs = voicePairs(people, hidden);
        const where = new Map(people.map((p) => [p.userId, p]));
        for (const person of people) expect(voicePeersOf(person.userId, pairs).length).toBeLessThanOrEqual(MAX_VOICE_PEERS);
        for (const key of pairs) {
          const [a, b] = key.split(' ') as [string, string];
          expect(hidden(a, b)).toBe(false);
          expect(Math.hypot(where.get(a)!.x - where.get(b)!.x, where.get(a)!.z - where.get(b)!.z)).toBeLessThanOrEqual(HEARING_RADIUS_M);
        }
        const shuffled = [...people].sort((p, q) => ((p.userId.length * seed) % 7) - ((q.userId.length * seed) % 7) || (p.userId < q.userId ? 1 : -1));
        expect([...voicePairs(shuffled, hidden)].sort()).toEqual([...pairs].sort());
      }),
      { numRuns: 300 },
    );
  });
});
