// @vitest-environment jsdom
/**
 * Model-based test of dropping in to a Pod (issue 46): every arrow of the roomVisit chart is
 * driven through the real drop-in (pod-app/live/drop-in.ts) over a fake room API and stream,
 * with the room view's 3D part replaced by the real reducer and the real People panel (the
 * avatars need WebGL; e2e/drop-in.spec.ts sees them). Each state is checked on screen (the
 * notice, the removal alert, who is listed) and in what was asked of the server. The spec's
 * scenario table (tests/scenarios/roomVisit.ts) runs through the same drivers.
 */
import { expect, it, vi } from 'vitest';
import { screen } from '@testing-library/dom';
import type { SnapshotFrom } from 'xstate';
import { roomVisitMachine } from '../../machines/roomVisit.ts';
import { ROOM_TEXTS } from '../../shared/drop-in.ts';
import type { PodRoom } from '../../pod-app/api.ts';
import { startDropIn, type DropInView } from '../../pod-app/live/drop-in.ts';
import { initialRoom, reduceRoom, type RoomNews, type RoomState } from '../../pod-app/live/room-state.ts';
import type { RoomStreamOptions } from '../../pod-app/live/room-stream.ts';
import { createPeoplePanel } from '../../pod-app/live/ui/people-panel.ts';
import { roomVisitScenarios } from '../scenarios/roomVisit.ts';
import { describeModel, type Drivers, type ModelStep } from './support/model-test.ts';
import { participant } from '../pod-app/support/room.ts';

type Snap = SnapshotFrom<typeof roomVisitMachine>;

const DELAYS = { fullRetry: 40, reconnect: 30, closedRetry: 20 };
const NAMES = ['Ann', 'Bo', 'Cy', 'Di', 'Ed'];
const person = participant;
const me = person('me', 'Me');
const others = (count: number) => NAMES.slice(0, count).map((name, i) => person(`u${i}`, name, i === 0 ? 'host' : 'guest'));

let gets: { resolve: (room: PodRoom) => void; reject: (error: Error) => void }[];
let streams: { options: RoomStreamOptions; stopped: boolean }[];
let handle: ReturnType<typeof startDropIn> | undefined;
let state: RoomState;
let backs: number;

const room = (entry: PodRoom['entry'], present = 0): PodRoom => ({
  postId: 'p1',
  hostId: 'u0',
  capacity: 24,
  present,
  entry,
  participants: [],
  messages: [],
  voice: [],
  iceServers: [],
});

function mount() {
  gets = [];
  streams = [];
  backs = 0;
  state = initialRoom;
  document.body.replaceChildren();
  const root = document.createElement('div');
  document.body.append(root);
  handle = startDropIn({
    root,
    postId: 'p1',
    session: { userId: 'me', token: 't' },
    delays: DELAYS,
    goBack: () => void (backs += 1),
    api: {
      get: () => new Promise<PodRoom>((resolve, reject) => void gets.push({ resolve, reject })),
      ticket: async () => 'ticket',
      streamUrl: (_postId: string, ticket: string) => `/stream?ticket=${ticket}`,
      visitorStreamUrl: () => '/visitor-stream',
    } as never,
    openStream: (options) => {
      const stream = { options, stopped: false };
      streams.push(stream);
      return { stop: () => void (stream.stopped = true) };
    },
    makeView: (): DropInView => {
      const people = createPeoplePanel({ selfId: 'me', isHost: false, onMute: async () => undefined });
      root.append(people.element);
      return {
        apply: (news: RoomNews) => {
          state = reduceRoom(state, news);
          people.render(state.people, state.voice);
        },
        state: () => state,
        selfId: () => 'me',
        visitorKey: () => null,
        signal: () => undefined,
        react: () => undefined,
        setPeers: () => undefined,
        setShown: (shown) => {
          people.element.hidden = !shown;
        },
      };
    },
  });
}

const snap = () => handle!.actor.getSnapshot();
const stream = () => streams.at(-1)!;
const lastGet = async () => {
  await vi.waitFor(() => expect(gets.length).toBeGreaterThan(0));
  return gets.at(-1)!;
};
const notice = () => document.querySelector('.room-visit-notice') as HTMLElement;
const listed = () => [...document.querySelectorAll('.people .who')].map((who) => who.textContent);
const removal = () => screen.queryByRole('alert');

/** Everyone listed now, and the room's count of others the chart holds. */
function checkListed(count: number) {
  expect(listed()).toEqual(
    [...others(count), me]
      .sort((a, b) => (a.role === b.role ? a.userDisplayName!.localeCompare(b.userDisplayName!) : a.role === 'host' ? -1 : 1))
      .map((p) => (p.userId === 'me' ? 'Me (you)' : p.userDisplayName)),
  );
}

const states = {
  joining: () => {
    expect(notice().hidden).toBe(true);
    expect(removal()).toBeNull();
    // The room is being asked for (or its stream opening).
    expect(gets.length + streams.length).toBeGreaterThan(0);
  },
  'present.alone': (s: Snap) => {
    expect(s.context.others).toBe(0);
    checkListed(0);
    expect(notice().hidden).toBe(true);
    expect(stream().stopped).toBe(false);
  },
  'present.withOthers': (s: Snap) => {
    expect(s.context.others).toBeGreaterThan(0);
    checkListed(s.context.others);
    expect(notice().hidden).toBe(true);
  },
  full: (s: Snap) => {
    expect(notice().hidden).toBe(false);
    expect(notice().textContent).toBe(
      `${ROOM_TEXTS.full}${s.context.others} of 24 people are here. You can look around; you will be let in when a place frees up.`,
    );
    expect(listed()).toEqual([]);
    expect(streams.every((x) => x.stopped)).toBe(true);
  },
  closed: (s: Snap) => {
    expect(notice().hidden).toBe(false);
    expect(notice().textContent).toBe(`Drop-in is closed${s.context.reason}`);
    expect(listed()).toEqual([]);
    expect(streams.every((x) => x.stopped)).toBe(true);
  },
  reconnecting: () => {
    // The others stay where they were last seen; the room is asked again in a moment.
    expect(state.connection).toBe('reconnecting');
    expect(listed()).toContain('Me (you)');
    expect(notice().hidden).toBe(true);
  },
  removed: () => {
    expect(removal()?.textContent).toBe(`${ROOM_TEXTS.removed}Back`);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Back' }));
    expect(streams.every((x) => x.stopped)).toBe(true);
    expect(listed()).toEqual([]);
    screen.getByRole('button', { name: 'Back' }).click();
    expect(backs).toBe(1);
  },
  left: (_s: Snap, step: ModelStep) => {
    expect(streams.every((x) => x.stopped)).toBe(true);
    expect(listed()).toEqual([]);
    // Removed is the end of the visit: leaving after it changes nothing (the notice stays until the page goes).
    if (step.events.some((event) => event.type === 'room.removed')) expect(removal()).not.toBeNull();
    else expect(removal()).toBeNull();
  },
};

/** The server lets us in: the room's answer, then the stream's snapshot with `count` others. */
async function enter(count: number) {
  (await lastGet()).resolve(room({ kind: 'enter', canTalk: true }, count));
  await vi.waitFor(() => expect(streams.length).toBeGreaterThan(0));
  await vi.waitFor(() => expect(stream().stopped).toBe(false));
  stream().options.onNews({ type: 'snapshot', hostId: 'u0', participants: [...others(count), me], messages: [], voice: [], selfId: 'me', canTalk: true });
}

const events = {
  'room.entered': ({ others: count }: { others: number }) => enter(count),
  'room.changed': ({ others: count }: { others: number }) => {
    const now = state.people.filter((p) => p.userId !== 'me').length;
    if (count > now) for (const p of others(count).slice(now)) stream().options.onNews({ type: 'joined', participant: p });
    else for (const p of others(now).slice(count)) stream().options.onNews({ type: 'left', userId: p.userId });
  },
  'room.full': async ({ present }: { present: number }) => (await lastGet()).resolve(room({ kind: 'full', present })),
  'room.closed': async ({ message }: { message: string }) => {
    const reason = message === ROOM_TEXTS.eventOn ? 'eventOn' : 'closed';
    if (snap().matches('joining')) (await lastGet()).resolve(room({ kind: 'refused', reason, message }));
    else stream().options.onClosed!({ reason, message });
  },
  'room.removed': async () => {
    if (snap().matches('joining')) (await lastGet()).resolve(room({ kind: 'refused', reason: 'removed', message: ROOM_TEXTS.removed }));
    else stream().options.onClosed!({ reason: 'removed', message: ROOM_TEXTS.removed });
  },
  // Asked again while closed: this time the room lets us in.
  'room.reopened': async () => {
    const before = gets.length;
    await vi.waitFor(() => expect(gets.length).toBeGreaterThan(before));
    gets.at(-1)!.resolve(room({ kind: 'enter', canTalk: true }));
    await vi.waitFor(() => expect(snap().matches('joining')).toBe(true));
  },
  // The stream stops itself before it says it was lost (room-stream.ts).
  'stream.lost': () => {
    stream().stopped = true;
    stream().options.onLost!();
  },
  leave: () => handle!.leave(),
  'xstate.after.fullRetry.roomVisit.full': async () => {
    const before = gets.length;
    await vi.waitFor(() => expect(gets.length).toBeGreaterThan(before));
  },
  'xstate.after.reconnect.roomVisit.reconnecting': async () => {
    const before = gets.length;
    await vi.waitFor(() => expect(gets.length).toBeGreaterThan(before));
  },
} satisfies Drivers<typeof roomVisitMachine>;

const sampleEvents = [
  { type: 'room.entered', others: 0 },
  { type: 'room.entered', others: 2 },
  { type: 'room.changed', others: 1 },
  { type: 'room.changed', others: 0 },
  { type: 'room.full', present: 24 },
  { type: 'room.closed', message: ROOM_TEXTS.eventOn },
  { type: 'room.reopened' },
  { type: 'room.removed' },
  { type: 'stream.lost' },
  { type: 'leave' },
  { type: 'xstate.after.fullRetry.roomVisit.full' },
  { type: 'xstate.after.reconnect.roomVisit.reconnecting' },
];

// The count of others is checked on screen, not a state of its own.
const serializeState = (snapshot: unknown) => JSON.stringify((snapshot as Snap).value);

describeModel('roomVisit', {
  machine: roomVisitMachine,
  scenarios: roomVisitScenarios,
  mount,
  afterEach: () => handle?.leave(),
  states,
  drivers: events as never,
  events: sampleEvents,
  serializeState,
  tests: () => {
    it('asks again, waiting twice as long each time, while a stream closes before letting one in (a visitor refused for their network)', async () => {
      mount();
      const asked: number[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        (await lastGet()).resolve(room({ kind: 'enter', canTalk: true }));
        await vi.waitFor(() => expect(streams.length).toBe(attempt + 1));
        const before = gets.length;
        const lost = performance.now();
        stream().stopped = true;
        stream().options.onLost!();
        await vi.waitFor(() => expect(gets.length).toBe(before + 1), { timeout: 2_000 });
        asked.push(performance.now() - lost);
        expect(snap().matches('joining')).toBe(true);
      }
      // A timer never fires early: at least 30, 60 and 120 ms.
      asked.forEach((waited, attempt) => expect(waited).toBeGreaterThanOrEqual(DELAYS.reconnect * 2 ** attempt - 2));
      handle!.leave();
    });
  },
});
