import { describe, expect, it } from 'vitest';
import {
  MESSAGES_KEPT,
  initialRoom,
  reduceRoom,
  voiceOf,
  type ChatMessage,
  type Participant,
  type RoomState,
  type VoiceState,
} from '../../pod-app/live/room-state.ts';
import { closedFromEvent, newsFromEvent, peersFromEvent } from '../../pod-app/live/room-stream.ts';
import { defaultAvatar } from '../../shared/avatar.ts';

const person = (userId: string, name: string, role: 'host' | 'guest' = 'guest', x = 0): Participant => ({
  userId,
  userDisplayName: name,
  userDPUrl: null,
  role,
  x,
  y: 1.6,
  z: 0,
  yaw: 0,
  avatar: defaultAvatar(userId),
  avatarChosen: false,
});
const said = (messageId: number, text = `m${messageId}`, userId = 'g1'): ChatMessage => ({
  messageId,
  userId,
  userDisplayName: 'Solveig',
  text,
  createdAt: 1_700_000_000 + messageId,
});
const live = (participants: Participant[], messages: ChatMessage[] = []): RoomState =>
  reduceRoom(initialRoom, { type: 'snapshot', hostId: 'h', participants, messages, voice: [] });
const voice = (userId: string, inVoice: boolean, muted = false, hostMuted = false): VoiceState => ({ userId, inVoice, muted, hostMuted });

describe('live room state', () => {
  it('is connecting until the stream snapshot arrives; GET room fills it in meanwhile', () => {
    const room = reduceRoom(initialRoom, { type: 'room', hostId: 'h', participants: [person('g1', 'Solveig')], messages: [said(1)] });
    expect(room.connection).toBe('connecting');
    expect(room.people.map((p) => p.userId)).toEqual(['g1']);
    const snap = reduceRoom(room, {
      type: 'snapshot',
      hostId: 'h',
      participants: [person('g1', 'Solveig'), person('h', 'Ingmar', 'host')],
      messages: [said(1), said(2)],
      voice: [],
    });
    expect(snap.connection).toBe('live');
    expect(snap.messages.map((m) => m.messageId)).toEqual([1, 2]);
  });

  it('lists the host first, then everyone else by name', () => {
    const state = live([person('b', 'Zoe'), person('h', 'Ingmar', 'host'), person('a', 'Anna')]);
    expect(state.people.map((p) => p.userDisplayName)).toEqual(['Ingmar', 'Anna', 'Zoe']);
  });

  it('adds joiners once, drops leavers, and moves only people who are here', () => {
    let state = live([person('h', 'Ingmar', 'host')]);
    state = reduceRoom(state, { type: 'joined', participant: person('g1', 'Solveig') });
    state = reduceRoom(state, { type: 'joined', participant: person('g1', 'Solveig', 'guest', 2) });
    expect(state.people.map((p) => [p.userId, p.x])).toEqual([
      ['h', 0],
      ['g1', 2],
    ]);
    state = reduceRoom(state, { type: 'moved', userId: 'g1', x: 1.5, y: 1.6, z: -2, yaw: 0.5 });
    expect(state.people[1]).toMatchObject({ x: 1.5, z: -2, yaw: 0.5 });
    const unchanged = reduceRoom(state, { type: 'moved', userId: 'nobody', x: 1, y: 1, z: 1, yaw: 1 });
    expect(unchanged).toBe(state);
    state = reduceRoom(state, { type: 'left', userId: 'g1' });
    expect(state.people.map((p) => p.userId)).toEqual(['h']);
  });

  it('keeps each chat message once, in order, and only the newest ones', () => {
    let state = live([], [said(2)]);
    state = reduceRoom(state, { type: 'chat', message: said(1) });
    state = reduceRoom(state, { type: 'chat', message: said(2, 'again') });
    expect(state.messages.map((m) => [m.messageId, m.text])).toEqual([
      [1, 'm1'],
      [2, 'm2'],
    ]);
    for (let id = 3; id < MESSAGES_KEPT + 10; id++) state = reduceRoom(state, { type: 'chat', message: said(id) });
    expect(state.messages).toHaveLength(MESSAGES_KEPT);
    expect(state.messages.at(-1)?.messageId).toBe(MESSAGES_KEPT + 9);
  });

  it('keeps the voice state of the people present: the snapshot replaces it, voice news updates it, leaving removes it', () => {
    let state = reduceRoom(initialRoom, { type: 'room', hostId: 'h', participants: [person('h', 'Ingmar', 'host')], messages: [], voice: [voice('h', true)] });
    expect(state.voice).toEqual({ h: voice('h', true) });
    state = reduceRoom(state, {
      type: 'snapshot',
      hostId: 'h',
      participants: [person('h', 'Ingmar', 'host'), person('g1', 'Solveig')],
      messages: [],
      voice: [voice('g1', false, true, true)],
    });
    // The snapshot is the whole truth: the host's earlier state is gone.
    expect(state.voice).toEqual({ g1: voice('g1', false, true, true) });
    expect(voiceOf(state, 'h')).toEqual(voice('h', false));
    state = reduceRoom(state, { type: 'voice', ...voice('g1', true, false, false) });
    state = reduceRoom(state, { type: 'voice', ...voice('h', true, true) });
    expect(state.voice).toEqual({ g1: voice('g1', true), h: voice('h', true, true) });
    // Someone not here (a host mute of a guest who has not joined): nothing changes.
    expect(reduceRoom(state, { type: 'voice', ...voice('g2', false, true, true) })).toBe(state);
    state = reduceRoom(state, { type: 'left', userId: 'g1' });
    expect(state.voice).toEqual({ h: voice('h', true, true) });
    expect(voiceOf(state, 'g1')).toEqual(voice('g1', false));
    // GET room without voice states (an older server) keeps what is known.
    expect(reduceRoom(state, { type: 'room', hostId: 'h', participants: state.people, messages: [] }).voice).toBe(state.voice);
  });

  it('reconnects after a drop, and stays ended once ended', () => {
    let state = reduceRoom(live([]), { type: 'dropped' });
    expect(state.connection).toBe('reconnecting');
    state = reduceRoom(state, { type: 'snapshot', hostId: 'h', participants: [], messages: [], voice: [] });
    expect(state.connection).toBe('live');
    state = reduceRoom(state, { type: 'ended' });
    expect(state.connection).toBe('ended');
    expect(reduceRoom(state, { type: 'snapshot', hostId: 'h', participants: [], messages: [], voice: [] })).toBe(state);
  });
});

describe('live stream events', () => {
  it('turns the server events into room news and refuses anything malformed', () => {
    expect(newsFromEvent('moved', JSON.stringify({ userId: 'g1', x: 1, y: 2, z: 3, yaw: 0 }))).toEqual({
      type: 'moved',
      userId: 'g1',
      x: 1,
      y: 2,
      z: 3,
      yaw: 0,
    });
    expect(newsFromEvent('left', '{"userId":"g1"}')).toEqual({ type: 'left', userId: 'g1' });
    expect(newsFromEvent('joined', JSON.stringify(person('g1', 'Solveig')))).toEqual({ type: 'joined', participant: person('g1', 'Solveig') });
    expect(newsFromEvent('chat', JSON.stringify(said(4)))).toEqual({ type: 'chat', message: said(4) });
    expect(
      newsFromEvent('snapshot', JSON.stringify({ eventId: 1, hostId: 'h', endsAt: 5, participants: [], messages: [], voice: [voice('h', true, true)] })),
    ).toEqual({ type: 'snapshot', hostId: 'h', participants: [], messages: [], voice: [voice('h', true, true)] });
    expect(newsFromEvent('voice', JSON.stringify(voice('g1', true, true, true)))).toEqual({
      type: 'voice',
      userId: 'g1',
      inVoice: true,
      muted: true,
      hostMuted: true,
    });
    expect(newsFromEvent('voice', '{"userId":"g1","inVoice":true,"muted":"yes","hostMuted":false}')).toBeNull();
    expect(newsFromEvent('snapshot', JSON.stringify({ hostId: 'h', participants: [], messages: [], voice: [{ userId: 'g1' }] }))).toBeNull();
    expect(newsFromEvent('ended', '{"eventId":1}')).toEqual({ type: 'ended' });
    expect(newsFromEvent('moved', '{"userId":"g1","x":"far"}')).toBeNull();
    expect(newsFromEvent('moved', 'not json')).toBeNull();
    expect(newsFromEvent('dropped', '{}')).toBeNull();
  });
});

describe("a Pod's drop-in room", () => {
  it('reads who one is in the snapshot (a visitor: their id and key, no talking) and whom their voice connects to', () => {
    const snapshot = {
      postId: 'p1',
      hostId: 'h',
      endsAt: null,
      participants: [],
      messages: [],
      voice: [],
      selfId: 'visitor-1',
      canTalk: false,
      visitorKey: 'k',
    };
    expect(newsFromEvent('snapshot', JSON.stringify({ ...snapshot, peers: ['h'] }))).toEqual({
      type: 'snapshot',
      hostId: 'h',
      participants: [],
      messages: [],
      voice: [],
      selfId: 'visitor-1',
      canTalk: false,
      visitorKey: 'k',
      peers: ['h'],
    });
    expect(newsFromEvent('snapshot', JSON.stringify({ ...snapshot, canTalk: 'no' }))).toBeNull();
    expect(peersFromEvent('{"userIds":["a","b"]}')).toEqual(['a', 'b']);
    expect(peersFromEvent('{"userIds":"a"}')).toBeNull();
    expect(peersFromEvent('nope')).toBeNull();
  });

  it('says why the room sent one out, in its words', () => {
    expect(closedFromEvent(JSON.stringify({ reason: 'removed', message: 'Out.' }))).toEqual({ reason: 'removed', message: 'Out.' });
    expect(closedFromEvent(JSON.stringify({ reason: 'ended', message: 'Out.' }))).toBeNull();
    expect(closedFromEvent('{')).toBeNull();
  });

  it('lets everyone else go when one is let out, and takes them back with the next snapshot', () => {
    let state = live([person('h', 'Ingmar', 'host'), person('g1', 'Solveig')]);
    state = reduceRoom(state, { type: 'out' });
    expect(state.people).toEqual([]);
    expect(state.connection).toBe('out');
    state = reduceRoom(state, { type: 'snapshot', hostId: 'h', participants: [person('h', 'Ingmar', 'host')], messages: [], voice: [] });
    expect(state.connection).toBe('live');
    expect(state.people.map((p) => p.userId)).toEqual(['h']);
  });
});
