/**
 * Dropping in (issue 46): an open Pod joins its room. The room visit machine
 * (machines/roomVisit.ts) decides; this edge provides its effects and feeds it the room's news:
 *
 * - `openRoom` asks the server (GET /pod-rooms/:postId: enter, full with the count, or refused
 *   with why), then opens the person's stream (a ticket when signed in; a visitor's stream, as
 *   'Visitor', when not). The stream's snapshot is `room.entered`, people arriving and leaving
 *   `room.changed`, a dropped stream `stream.lost`, the server sending them out (`closed`)
 *   `room.removed` or `room.closed`.
 * - While the room is closed to them, it is asked again every CLOSED_RETRY_MS: drop-in that opens
 *   again (the event ended, the owner's setting) is `room.reopened`.
 * - `closeRoom` stops the stream and takes the others away; `showRemoval` sends the person back
 *   out with the owner's notice.
 *
 * The room itself (avatars, panels, voice) is the room view (room-view.ts), made when the person
 * first gets in; a test passes its own `makeView` and `openStream`.
 */
import { createActor, type SnapshotFrom } from 'xstate';
import { FULL_RETRY_MS, RECONNECT_MS, roomVisitMachine } from '../../machines/roomVisit.ts';
import { ROOM_TEXTS, type DropInSetting } from '../../shared/drop-in.ts';
import { ApiError, type ApiClient, type PodRoom, type Session } from '../api.ts';
import { h } from '../ui/dom.ts';
import { createRemoveConfirm } from './ui/remove-confirm.ts';
import type { RoomNews, RoomState } from './room-state.ts';
import type { openRoomStream, RoomClosed } from './room-stream.ts';
import type { VoiceSignal } from '../../shared/live-messages.ts';
import type { ReactionEmoji } from '../../shared/reactions.ts';

/** How often a room closed to this person is asked again (an event ending, the owner's setting). */
export const CLOSED_RETRY_MS = FULL_RETRY_MS;

/** What the drop-in needs of the room view (room-view.ts). */
export interface DropInView {
  apply: (news: RoomNews) => void;
  state: () => RoomState;
  selfId: () => string;
  visitorKey: () => string | null;
  signal: (from: string, signal: VoiceSignal) => void;
  react: (userId: string, emoji: ReactionEmoji) => void;
  setPeers: (userIds: string[]) => void;
  setShown: (shown: boolean) => void;
}

/** What the room view is made with, once the person gets in. */
export interface DropInRoom {
  room: PodRoom;
  /** Oneself: the signed-in person's id, or a placeholder until a visitor's snapshot names them. */
  selfId: string;
  canTalk: boolean;
  isOwner: boolean;
}

export interface DropInOptions {
  /** Where the notices go (over the Pod). */
  root: HTMLElement;
  postId: string;
  session: Session | null;
  api: ApiClient['podRoom'];
  makeView: (room: DropInRoom) => DropInView;
  openStream: typeof openRoomStream;
  /** Back out of the Pod (the host page's Back). */
  goBack: () => void;
  /** Shorter waits for tests: the machine's delays (ms), and how often a closed room is asked again. */
  delays?: { fullRetry: number; reconnect: number; closedRetry: number };
}

export type RoomVisitSnapshot = SnapshotFrom<typeof roomVisitMachine>;

/** What the notice says in a state of the visit ('' says nothing: the room's own status speaks). */
export function visitNotice(snapshot: RoomVisitSnapshot, capacity: number): { title: string; text: string } | null {
  if (snapshot.matches('full'))
    return {
      title: ROOM_TEXTS.full,
      text: `${snapshot.context.others} of ${capacity} people are here. You can look around; you will be let in when a place frees up.`,
    };
  if (snapshot.matches('closed')) return { title: 'Drop-in is closed', text: snapshot.context.reason ?? ROOM_TEXTS.closed };
  return null;
}

const reasonEvent = (reason: RoomClosed['reason'], message: string) =>
  reason === 'removed' ? ({ type: 'room.removed' } as const) : ({ type: 'room.closed', message } as const);

export function startDropIn(options: DropInOptions) {
  const { root, postId, session, api } = options;
  const delays = options.delays ?? { fullRetry: FULL_RETRY_MS, reconnect: RECONNECT_MS, closedRetry: CLOSED_RETRY_MS };
  let view: DropInView | null = null;
  let stream: { stop: () => void } | null = null;
  let capacity = 24;
  // Each ask of the room has its number: an answer to an older one (the visit moved on) is dropped.
  let asking = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  // Stream failures since one was last let in (later()'s wait doubles with each).
  let failures = 0;

  const notice = h('div', { className: 'room-visit-notice', role: 'status' });
  notice.hidden = true;
  root.append(notice);

  const others = () => (view ? view.state().people.filter((p) => p.userId !== view!.selfId()).length : 0);

  function stopStream() {
    stream?.stop();
    stream = null;
  }

  function enter(room: PodRoom, canTalk: boolean, ask: number) {
    if (!view) {
      view = options.makeView({ room, selfId: session?.userId ?? 'visitor', canTalk, isOwner: session?.userId === room.hostId });
    }
    const shown = view;
    shown.setShown(true);
    shown.apply({ type: 'room', hostId: room.hostId, participants: room.participants, messages: room.messages, voice: room.voice });
    stopStream();
    stream = options.openStream({
      url: (ticket) => (session ? api.streamUrl(postId, ticket) : api.visitorStreamUrl(postId)),
      ticket: session ? () => api.ticket(postId) : async () => '',
      onNews: (news) => {
        if (ask !== asking) return;
        shown.apply(news);
        if (news.type === 'snapshot') {
          failures = 0;
          actor.send({ type: 'room.entered', others: others() });
        } else if (news.type === 'joined' || news.type === 'left') actor.send({ type: 'room.changed', others: others() });
      },
      onSignal: shown.signal,
      onReaction: shown.react,
      onPeers: shown.setPeers,
      onClosed: ({ reason, message }) => actor.send(reasonEvent(reason, message)),
      onLost: () => {
        stream = null;
        if (actor.getSnapshot().matches('present')) {
          shown.apply({ type: 'dropped' });
          actor.send({ type: 'stream.lost' });
        } else later(ask);
      },
      onRefused: (error) => {
        if (error.status === 409) return actor.send({ type: 'room.full', present: others() || capacity });
        if (error.message === ROOM_TEXTS.removed) return actor.send({ type: 'room.removed' });
        actor.send({ type: 'room.closed', message: error.status === 404 ? ROOM_TEXTS.closed : error.message });
      },
    });
  }

  /**
   * The room did not answer, or its stream closed before letting us in (no connection; a visitor
   * refused for too many visitors from their network, which a stream cannot say): asked again
   * while still joining, waiting twice as long each time (at most a minute).
   */
  function later(ask: number) {
    clearTimeout(retry);
    retry = setTimeout(
      () => {
        if (ask === asking && actor.getSnapshot().matches('joining')) void openRoom();
      },
      Math.min(delays.reconnect * 2 ** failures, 60_000),
    );
    failures++;
  }

  async function openRoom() {
    const ask = ++asking;
    let room: PodRoom;
    try {
      room = await api.get(postId);
    } catch (error) {
      if (ask !== asking) return;
      if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return actor.send({ type: 'room.closed', message: ROOM_TEXTS.closed });
      return later(ask);
    }
    if (ask !== asking) return;
    capacity = room.capacity;
    const { entry } = room;
    if (entry.kind === 'full') return actor.send({ type: 'room.full', present: entry.present });
    if (entry.kind === 'refused') return actor.send(reasonEvent(entry.reason, entry.message));
    enter(room, entry.canTalk, ask);
  }

  /** While the room is closed to this person: is it open again? */
  async function askAgain() {
    const ask = asking;
    try {
      const room = await api.get(postId);
      if (ask === asking && room.entry.kind === 'enter') actor.send({ type: 'room.reopened' });
    } catch {
      // Asked again at the next turn.
    }
  }

  function out() {
    asking++;
    clearTimeout(retry);
    stopStream();
    view?.apply({ type: 'out' });
    view?.setShown(false);
  }

  function showRemoval() {
    const back = h('button', { type: 'button', onClick: options.goBack }, 'Back');
    root.append(
      h(
        'div',
        { className: 'status room-removed', role: 'alert' },
        h('div', { className: 'status-box' }, h('p', { className: 'status-text' }, ROOM_TEXTS.removed), back),
      ),
    );
    back.focus();
  }

  const actor = createActor(
    roomVisitMachine.provide({
      actions: {
        openRoom: () => void openRoom(),
        closeRoom: out,
        showRemoval,
      },
      delays: { fullRetry: delays.fullRetry, reconnect: delays.reconnect },
    }),
  );

  let closedTimer: ReturnType<typeof setInterval> | undefined;
  let shownState = '';
  actor.subscribe((snapshot) => {
    const key = JSON.stringify(snapshot.value);
    if (key === shownState) return;
    shownState = key;
    document.body.dataset.roomVisit = typeof snapshot.value === 'string' ? snapshot.value : `present.${(snapshot.value as { present: string }).present}`;
    // Full or closed: the Pod shows read-only, the others gone until one is let in.
    if (snapshot.matches('full') || snapshot.matches('closed')) out();
    clearInterval(closedTimer);
    if (snapshot.matches('closed')) closedTimer = setInterval(() => void askAgain(), delays.closedRetry);
    const said = visitNotice(snapshot, capacity);
    notice.hidden = said === null;
    notice.replaceChildren(...(said ? [h('strong', {}, said.title), h('span', {}, said.text)] : []));
  });
  actor.start();

  const leave = () => {
    clearInterval(closedTimer);
    // Removed is the visit's end already.
    if (actor.getSnapshot().status === 'active') actor.send({ type: 'leave' });
  };
  addEventListener('pagehide', leave);
  return {
    actor,
    view: () => view,
    /** The person leaves the Pod. */
    leave,
  };
}

/** The owner's tools: who may drop in (a select in the People panel), and removing someone (confirmed first). */
export function createOwnerTools(options: {
  dropIn: DropInSetting;
  labels: Record<DropInSetting, string>;
  setDropIn: (dropIn: DropInSetting) => Promise<unknown>;
  remove: (userId: string) => Promise<unknown>;
}) {
  const select = h(
    'select',
    { id: 'drop-in-setting', name: 'dropIn' },
    ...Object.entries(options.labels).map(([value, label]) => h('option', { value, selected: value === options.dropIn }, label)),
  );
  const problem = h('p', { className: 'problem', role: 'alert' });
  let current = options.dropIn;
  select.addEventListener('change', () => {
    const next = select.value as DropInSetting;
    problem.textContent = '';
    select.disabled = true;
    options
      .setDropIn(next)
      .then(() => {
        current = next;
      })
      .catch((error: unknown) => {
        select.value = current;
        problem.textContent = error instanceof Error ? `Not changed: ${error.message}` : 'Not changed. Please try again.';
      })
      .finally(() => {
        select.disabled = false;
      });
  });
  const setting = h('div', { className: 'drop-in-setting' }, h('label', { for: 'drop-in-setting' }, 'Who can drop in'), select, problem);

  const removal = createRemoveConfirm({ from: 'your Pod', text: 'They are sent out now and cannot drop in again for 24 hours.', remove: options.remove });
  return { setting, ...removal };
}
