/** "Here now" as each viewer may see it (shared/here-now.ts) and who may hear of a Pod's room (server/rooms/here-live.ts maySee). */
import { describe, expect, it } from 'vitest';
import { MAX_FACES, hereNowFor, hereNowLabel, sameHereNow, type Present } from '../../shared/here-now.ts';
import { maySee } from '../../server/rooms/here-live.ts';

const person = (userId: string, name: string): Present => ({ userId, userDisplayName: name, userDPUrl: `/media/${userId}.webp`, visitor: false });
const visitor = (n: number): Present => ({ userId: `visitor-${n}`, userDisplayName: null, userDPUrl: null, visitor: true });
const none = { follows: new Set<string>(), blocked: new Set<string>() };

describe('hereNowFor', () => {
  const room = [person('zoe', 'Zoe'), person('ada', 'Ada'), person('bo', 'Bo'), person('cy', 'Cy'), visitor(1), person('me', 'Me')];

  it('counts everyone there, visitors and the viewer included, and shows no face of someone the viewer does not follow', () => {
    expect(hereNowFor('me', room, none)).toEqual({ count: 6, faces: [] });
    expect(hereNowFor('', room, none)).toEqual({ count: 6, faces: [] });
  });

  it('shows up to three people the viewer follows, by name, never the viewer or a visitor', () => {
    const follows = new Set(['zoe', 'ada', 'bo', 'cy', 'me', 'visitor-1']);
    const here = hereNowFor('me', room, { follows, blocked: new Set() });
    expect(here.count).toBe(6);
    expect(here.faces.map((f) => f.userDisplayName)).toEqual(['Ada', 'Bo', 'Cy']);
    expect(here.faces).toHaveLength(MAX_FACES);
    expect(here.faces[0]).toEqual({ userId: 'ada', userDisplayName: 'Ada', userDPUrl: '/media/ada.webp' });
  });

  it('leaves out whoever is in a block relation with the viewer, from the count and the faces', () => {
    const here = hereNowFor('me', room, { follows: new Set(['ada', 'zoe']), blocked: new Set(['ada']) });
    expect(here).toEqual({ count: 5, faces: [{ userId: 'zoe', userDisplayName: 'Zoe', userDPUrl: '/media/zoe.webp' }] });
  });

  it('says what changed only when the count or the faces did', () => {
    const a = hereNowFor('me', room, { follows: new Set(['ada']), blocked: new Set() });
    expect(sameHereNow(a, { ...a, faces: [...a.faces] })).toBe(true);
    expect(sameHereNow(a, { ...a, count: a.count + 1 })).toBe(false);
    expect(sameHereNow(a, { ...a, faces: [] })).toBe(false);
  });

  it('reads the badge as a sentence', () => {
    expect(hereNowLabel({ count: 1, faces: [] })).toBe('1 person here now');
    const faces = [person('ada', 'Ada'), person('bo', 'Bo'), person('cy', 'Cy')];
    expect(hereNowLabel({ count: 4, faces })).toBe('4 people here now, including Ada, Bo and Cy');
    expect(hereNowLabel({ count: 2, faces: faces.slice(0, 1) })).toBe('2 people here now, including Ada');
  });
});

describe('maySee (who may hear of a Pod room)', () => {
  const pod = { ownerId: 'olga', public: true, privateProfile: false };
  it('is the rule of every read of one Pod', () => {
    expect(maySee('sol', pod, none)).toBe(true);
    expect(maySee('sol', { ...pod, public: false }, none)).toBe(false);
    expect(maySee('olga', { ...pod, public: false }, none)).toBe(true);
    expect(maySee('sol', pod, { follows: new Set(), blocked: new Set(['olga']) })).toBe(false);
    expect(maySee('sol', { ...pod, privateProfile: true }, none)).toBe(false);
    expect(maySee('sol', { ...pod, privateProfile: true }, { follows: new Set(['olga']), blocked: new Set() })).toBe(true);
  });
});
