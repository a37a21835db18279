/**
 * A room over an open Pod, a live event's or a Pod's drop-in room: everyone else as an avatar that
 * follows their moves, one's own pose sent as one walks, voice heard from where each avatar stands
 * (./voice/), emoji reactions above whoever sent them, the People and Chat panels, and one's
 * avatar (chosen once, changed with 'Avatar'). What differs between the two rooms is given: the
 * room's calls, who hosts, whether this person may talk (a signed-out visitor of a Pod may not: no
 * chat, reactions, voice or avatar, a notice saying so), the host's own tools and what the
 * connection's states are called. The host may put one of the Pod's pictures, videos or web pages
 * on the main screen for everyone (main-screen.ts). The room's stream is opened by its owner (live-view.ts,
 * drop-in.ts), which hands its news to `apply`.
 */
import type { Raycaster } from 'three';
import type { Avatar } from '../../shared/avatar.ts';
import type { ReactionEmoji } from '../../shared/reactions.ts';
import type { ChatMessage, IceServer, VoiceSignal } from '../../shared/live-messages.ts';
import type { PodScene } from '../../shared/pod-scene.ts';
import type { OpenPod, showPod } from '../pod-view.ts';
import { h } from '../ui/dom.ts';
import { createAvatars } from './avatars.ts';
import { createAvatarChoosing } from './avatar-choosing.ts';
import { createPoseSender } from './pose-sender.ts';
import { displayName, initialRoom, reduceRoom, type Connection, type Participant, type RoomNews, type RoomState } from './room-state.ts';
import { createChatPanel } from './ui/chat-panel.ts';
import { createLiveControls, WIDE } from './ui/live-controls.ts';
import { createMainScreen, screenChoices } from './main-screen.ts';
import { createScreenSheet } from './ui/screen-sheet.ts';
import { createPeoplePanel } from './ui/people-panel.ts';
import { createReactionOverlay } from './ui/reaction-overlay.ts';
import { createReactionTray } from './ui/reaction-tray.ts';
import { createVoiceControls } from './ui/voice-controls.ts';
import { createVoiceChat } from './voice/voice-chat.ts';

type Pose = { x: number; y: number; z: number; yaw: number };

/** What a person does in the room, on that room's paths. */
export interface RoomCalls {
  move: (pose: Pose) => Promise<unknown>;
  say: (text: string) => Promise<ChatMessage>;
  react: (emoji: ReactionEmoji) => Promise<unknown>;
  signal: (to: string, signal: VoiceSignal) => Promise<unknown>;
  setVoice: (state: { inVoice: boolean; muted: boolean }) => Promise<unknown>;
  /** The host mutes someone. */
  mute: (guestId: string) => Promise<unknown>;
  setAvatar: (avatar: Avatar) => Promise<Avatar>;
  /** The host puts one of the Pod's items on the main screen (null: clears it). */
  setScreen: (itemId: string | null) => Promise<unknown>;
}

export interface RoomViewOptions {
  selfId: string;
  /** The Pod's template scene: where its main screen is. */
  scene: Pick<PodScene, 'slots' | 'spawn'>;
  hostId: string;
  /** False for a signed-out visitor: they see and are seen, but cannot chat, react or talk. */
  canTalk: boolean;
  iceServers: IceServer[];
  /** Whether the host muted this person (the server remembers it across rejoins). */
  hostMuted: boolean;
  calls: RoomCalls;
  /** What the room says in each state of its connection ('' says nothing). */
  status: Record<Connection, string>;
  /** The room's toolbar's name ('Live event', 'Pod room'). */
  label: string;
  /** A Pod room: voice connects only to the people the server names (`setPeers`). */
  peersOnly?: boolean;
  /** What the roles are called in the People panel. */
  roles?: Record<Participant['role'], string>;
  /** A guest opens the host's profile (their name in the People panel, their avatar tapped). */
  onOpenHost?: () => void;
  /** A Pod's owner removes someone. */
  onRemove?: (person: Participant) => void;
  /** Under the People panel's heading (a Pod's owner: who may drop in). */
  peopleExtra?: HTMLElement;
  /** The host's 'End event'. */
  onEnd?: () => Promise<void>;
  /** Said in the toolbar instead of the tools one may not use (a visitor: 'Sign in to talk and chat'). */
  notice?: string;
  /**
   * Whether the avatar chooser opens by itself on joining for someone who never chose (a live
   * event). A Pod's room does not ask: opening a Pod, or someone dropping in, is no moment for a
   * modal; its 'Avatar' button is there.
   */
  askAvatar?: boolean;
  /** Changes of the connection, after the view has shown them (the live event's end). */
  onConnection?: (connection: Connection, before: Connection) => void;
}

type Pod = Pick<ReturnType<typeof showPod>, 'world' | 'movement' | 'content'>;

export function createRoomView(root: HTMLElement, pod: Pod, options: RoomViewOptions) {
  const { world, movement } = pod;
  const { calls, canTalk } = options;
  let selfId = options.selfId;
  const camera = world.stage.camera;
  const avatars = createAvatars(world.stage.scene);
  const voice = canTalk
    ? createVoiceChat({
        selfId,
        iceServers: options.iceServers,
        hostMuted: options.hostMuted,
        peersOnly: options.peersOnly ?? false,
        sendSignal: calls.signal,
        report: calls.setVoice,
      })
    : null;
  const isHost = selfId === options.hostId;
  const people = createPeoplePanel({
    selfId,
    isHost,
    onMute: calls.mute,
    ...(isHost || !options.onOpenHost ? {} : { onOpenHost: options.onOpenHost }),
    ...(options.onRemove ? { onRemove: options.onRemove } : {}),
    ...(options.roles ? { roles: options.roles } : {}),
    ...(options.peopleExtra ? { extra: options.peopleExtra } : {}),
  });
  const chat = canTalk ? createChatPanel({ selfId, send: async (text) => apply({ type: 'chat', message: await calls.say(text) }) }) : null;
  let state: RoomState = initialRoom;
  let seenMessage = 0;
  const choosing = canTalk
    ? createAvatarChoosing({
        selfId,
        me: () => state.people.find((p) => p.userId === selfId),
        save: async (avatar) => apply({ type: 'avatar', userId: selfId, avatar: await calls.setAvatar(avatar) }),
      })
    : null;
  const reactions = createReactionOverlay({
    selfId,
    camera,
    placeOf: avatars.placeOf,
    nameOf: (userId) => displayName(state.people.find((p) => p.userId === userId) ?? { userDisplayName: null }),
  });
  const tray = canTalk ? createReactionTray({ send: calls.react }) : null;
  const screen = createMainScreen(world, pod.content, options.scene);
  const sheet = isHost
    ? createScreenSheet({ choices: () => screenChoices(pod.content().items), current: () => state.screen?.itemId ?? null, choose: calls.setScreen })
    : null;
  const notice = options.notice ? h('p', { className: 'room-notice', role: 'status' }, options.notice) : null;
  const controls = createLiveControls({
    tools: [...(tray && choosing ? [tray.tray, tray.button, choosing.button] : notice ? [notice] : []), ...(sheet ? [sheet.button] : [])],
    isHost,
    ...(options.onEnd ? { onEnd: options.onEnd } : {}),
    wide: matchMedia(WIDE),
    chat: chat !== null,
    label: options.label,
    onChatOpened: () => {
      seenMessage = state.messages.at(-1)?.messageId ?? 0;
    },
  });
  const panels = h('div', { className: 'live-panels' }, people.element, chat?.element ?? null);
  const layer = h(
    'div',
    { className: 'room-layer' },
    reactions.layer,
    panels,
    controls.element,
    voice ? createVoiceControls(voice).element : null,
    reactions.announcer,
    screen.announcer,
    choosing?.dialog ?? null,
    sheet?.dialog ?? null,
  );
  root.append(layer);
  // A visitor's toolbar makes room for the host page's Sign in pill.
  document.body.classList.toggle('visitor', !canTalk);
  controls.attach(people.element, chat?.element ?? null);

  let visitorKey: string | null = null;
  const sender = createPoseSender({ send: (pose) => calls.move(pose), now: () => performance.now() });
  world.stage.onFrame((seconds) => {
    avatars.step(seconds);
    reactions.frame();
    const talking = voice?.frame(performance.now(), avatars.positions(), camera.position, movement.yaw()) ?? new Set<string>();
    avatars.setSpeaking(talking);
    people.setTalking(talking);
    if (state.connection === 'live') sender.offer({ x: camera.position.x, y: camera.position.y, z: camera.position.z, yaw: movement.yaw() });
  });
  // The stage runs frames only when asked: while avatars glide, reactions show, voices are heard
  // (who speaks is read each frame), and one's own pose is still to be sent.
  world.stage.animate(() => avatars.moving());
  world.stage.animate(() => reactions.showing().length > 0);
  if (voice) {
    world.stage.animate(() => voice.actor.getSnapshot().matches('live'));
    voice.actor.subscribe(() => world.stage.requestFrame());
  }
  world.stage.animate(() => state.connection === 'live' && sender.unsent());

  function render(before: RoomState) {
    if (state.people !== before.people) {
      if (options.askAvatar ?? true) choosing?.askOnce();
      avatars.sync(state.people, selfId);
      world.stage.redraw();
      controls.setCount(state.people.length);
    }
    if (state.people !== before.people || state.voice !== before.voice) {
      people.render(state.people, state.voice);
      voice?.room(
        state.voice,
        state.people.map((p) => p.userId),
      );
    }
    if (chat && (state.messages !== before.messages || before === initialRoom)) {
      chat.render(state.messages);
      if (controls.chatOpen()) seenMessage = state.messages.at(-1)?.messageId ?? 0;
      controls.setUnread(state.messages.filter((m) => m.messageId > seenMessage && m.userId !== selfId).length);
    }
    if (state.screen !== before.screen) screen.show(state.screen);
    if (state.connection !== before.connection || before === initialRoom) {
      controls.setStatus(options.status[state.connection]);
      document.body.dataset.live = state.connection;
      chat?.setEnabled(state.connection === 'live');
      tray?.setEnabled(state.connection === 'live');
      if (state.connection === 'reconnecting') voice?.dropped();
      if (state.connection === 'live' && before.connection === 'reconnecting') voice?.back();
      // Let out of a Pod's room: out of voice too (it starts afresh when let in again).
      if (state.connection === 'out') voice?.leave();
      if (state.connection === 'ended') {
        voice?.ended();
        controls.closeDialog();
        choosing?.close();
        sheet?.close();
      }
      options.onConnection?.(state.connection, before.connection);
    }
  }

  function apply(news: RoomNews) {
    const before = state;
    if (news.type === 'snapshot') {
      // A (re)opened stream puts us in the room afresh: tell everyone where we are again.
      sender.reset();
      // A signed-out visitor is someone new with each stream (their id, and the key for their moves).
      if (news.selfId && news.selfId !== selfId) {
        selfId = news.selfId;
        people.setSelf(selfId);
      }
      visitorKey = news.visitorKey ?? visitorKey;
      if (news.peers) voice?.setPeers(news.peers);
    }
    state = reduceRoom(state, news);
    if (state !== before) {
      render(before);
      // A frame to act on it (send one's pose once live, follow a new reaction, glide an avatar).
      world.stage.requestFrame();
    }
  }

  return {
    apply,
    state: () => state,
    selfId: () => selfId,
    /** A visitor's key for their moves (from their stream's snapshot). */
    visitorKey: () => visitorKey,
    signal: (from: string, signal: VoiceSignal) => voice?.signal(from, signal),
    react: (userId: string, emoji: ReactionEmoji) => {
      reactions.show(userId, emoji);
      world.stage.requestFrame();
    },
    /** Says something in the room's status line (a refusal), until the connection changes. */
    setStatus: (text: string) => controls.setStatus(text),
    /** A Pod room: whom this person's voice connects to now. */
    setPeers: (userIds: string[]) => voice?.setPeers(userIds),
    /** The person whose avatar the ray meets first, or null. */
    pick: (raycaster: Raycaster) => avatars.pick(raycaster),
    /** The others, for tests and tools: how many avatars are in the scene. */
    avatarCount: () => avatars.count(),
    /** Shows or hides the room's layer (a Pod's room while its owner edits, or once let out). */
    setShown: (shown: boolean) => {
      layer.hidden = !shown;
    },
  };
}

export type RoomView = ReturnType<typeof createRoomView>;
export type { OpenPod };
