/** Who gets into a Pod's drop-in room, and as what (shared/drop-in.ts, issue 46). */
import { describe, expect, it } from 'vitest';
import { REMOVAL_S, ROOM_CAPACITY, ROOM_TEXTS, roomEntry, type EntryQuestion } from '../../shared/drop-in.ts';

const now = 1_800_000_000;
const ask = (change: Partial<EntryQuestion>): EntryQuestion => ({
  arrival: 'signed-in',
  setting: 'everyone',
  removedUntil: null,
  now,
  others: 0,
  event: { running: false, member: false },
  ...change,
});

describe('dropping in to a Pod', () => {
  it('lets anyone who may see the Pod in; signed-out visitors see everyone but cannot talk or chat', () => {
    expect(roomEntry(ask({}))).toEqual({ kind: 'enter', canTalk: true });
    expect(roomEntry(ask({ arrival: 'follower' }))).toEqual({ kind: 'enter', canTalk: true });
    expect(roomEntry(ask({ arrival: 'signed-out' }))).toEqual({ kind: 'enter', canTalk: false });
  });

  it('holds 24 people: the 25th sees the Pod read-only with the count', () => {
    expect(ROOM_CAPACITY).toBe(24);
    expect(roomEntry(ask({ others: 23 }))).toEqual({ kind: 'enter', canTalk: true });
    expect(roomEntry(ask({ others: 24 }))).toEqual({ kind: 'full', present: 24 });
    expect(roomEntry(ask({ arrival: 'signed-out', others: 30 }))).toEqual({ kind: 'full', present: 30 });
  });

  it('always lets the owner into their own Pod, full, closed or not', () => {
    expect(roomEntry(ask({ arrival: 'owner', others: 24, setting: 'only-me' }))).toEqual({ kind: 'enter', canTalk: true });
  });

  it("follows the owner's setting: followers only, or only the owner", () => {
    expect(roomEntry(ask({ setting: 'followers', arrival: 'follower' }))).toEqual({ kind: 'enter', canTalk: true });
    for (const arrival of ['signed-in', 'signed-out'] as const) {
      expect(roomEntry(ask({ setting: 'followers', arrival }))).toEqual({ kind: 'refused', reason: 'closed', message: ROOM_TEXTS.closed });
    }
    expect(roomEntry(ask({ setting: 'only-me', arrival: 'follower' }))).toMatchObject({ kind: 'refused', reason: 'closed' });
  });

  it('keeps someone the owner removed out for 24 hours, then lets them back', () => {
    const removedAt = now - 60;
    expect(roomEntry(ask({ removedUntil: removedAt + REMOVAL_S }))).toEqual({ kind: 'refused', reason: 'removed', message: ROOM_TEXTS.removed });
    expect(roomEntry(ask({ removedUntil: removedAt + REMOVAL_S, now: removedAt + REMOVAL_S }))).toEqual({ kind: 'enter', canTalk: true });
  });

  it("gives the room to a running event's host and guests; drop-in resumes when it ends", () => {
    expect(roomEntry(ask({ event: { running: true, member: true } }))).toEqual({ kind: 'enter', canTalk: true });
    expect(roomEntry(ask({ event: { running: true, member: false } }))).toEqual({ kind: 'refused', reason: 'eventOn', message: ROOM_TEXTS.eventOn });
    expect(roomEntry(ask({ arrival: 'follower', event: { running: true, member: false } }))).toMatchObject({ reason: 'eventOn' });
    expect(roomEntry(ask({ event: { running: false, member: false } }))).toEqual({ kind: 'enter', canTalk: true });
  });
});
