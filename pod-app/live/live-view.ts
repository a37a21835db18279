/**
 * The live event: the Pod (shared with the pod app: world, walking, controls), everyone else as
 * an avatar that follows their moves, one's own pose sent as one walks, voice heard from where
 * each avatar stands (./voice/), emoji reactions above whoever sent them, the People and Chat
 * panels, one's avatar (chosen once, changed with 'Avatar'), the host's profile from their avatar
 * or name (guests), and the end of the event (the host's 'End event', or the server's) for everyone.
 */
import { Raycaster, Vector2 } from 'three';
import type { LiveRoom, Session } from '../api.ts';
import { showPod, type OpenPod } from '../pod-view.ts';
import { h } from '../ui/dom.ts';
import { createAvatars } from './avatars.ts';
import { createAvatarChoosing } from './avatar-choosing.ts';
import { createPoseSender } from './pose-sender.ts';
import { displayName, initialRoom, reduceRoom, type RoomNews, type RoomState } from './room-state.ts';
import { openRoomStream } from './room-stream.ts';
import { refusalText } from './refusal.ts';
import { spawnFor } from './spawn.ts';
import { createChatPanel } from './ui/chat-panel.ts';
import { createLiveControls, WIDE } from './ui/live-controls.ts';
import { createPeoplePanel } from './ui/people-panel.ts';
import { createReactionOverlay } from './ui/reaction-overlay.ts';
import { createReactionTray } from './ui/reaction-tray.ts';
import { createVoiceControls } from './ui/voice-controls.ts';
import { createVoiceChat } from './voice/voice-chat.ts';

const STATUS: Record<RoomState['connection'], string> = {
  connecting: 'Connecting to the live event…',
  live: '',
  reconnecting: 'Connection lost. Reconnecting…',
  ended: 'This event has ended.',
};

/** Only a signed-in person joins a live event (live-main refuses guests before this). */
export function showLiveEvent(root: HTMLElement, open: OpenPod & { session: Session }, { eventId, room }: { eventId: string; room: LiveRoom }) {
  const { session, api, host, scene } = open;
  const selfId = session.userId;
  let fullscreen = false;
  const isHost = selfId === room.hostId;
  // A guest's tap on the host (their avatar, or their name in the People panel) opens the host's profile.
  const openHost = () => host.send({ type: 'openHostProfilePage' });
  const raycaster = new Raycaster();
  const pod = showPod(root, open, {
    onTap: (clientX, clientY) => {
      const rect = world.stage.renderer.domElement.getBoundingClientRect();
      raycaster.setFromCamera(new Vector2(((clientX - rect.left) / rect.width) * 2 - 1, -((clientY - rect.top) / rect.height) * 2 + 1), world.stage.camera);
      if (!isHost && avatars.pick(raycaster) === room.hostId) openHost();
    },
    onFullscreen: () => {
      fullscreen = !fullscreen;
      if (host.framed) host.send({ type: fullscreen ? 'fullScreenOpen' : 'fullScreenClose' });
      else if (document.fullscreenElement) void document.exitFullscreen();
      else void document.documentElement.requestFullscreen?.().catch(() => undefined);
    },
  });
  const { world, movement } = pod;
  // Two or more people in a Pod for an hour: spare their batteries while they stand still.
  world.stage.setIdleFps(20);
  const camera = world.stage.camera;
  const others = room.participants.filter((p) => p.userId !== selfId);
  const hostHere = others.find((p) => p.userId === room.hostId);
  const start = spawnFor(selfId, scene.spawn, world.room.bounds, { ...(hostHere ? { host: hostHere } : {}), others });
  movement.set(start.position, start.yaw);

  const avatars = createAvatars(world.stage.scene);
  const voice = createVoiceChat({
    selfId,
    iceServers: room.iceServers,
    hostMuted: room.voice.some((v) => v.userId === selfId && v.hostMuted),
    sendSignal: (to, signal) => api.signal(eventId, to, signal),
    report: (state) => api.setVoice(eventId, state),
  });
  const people = createPeoplePanel({ selfId, isHost, onMute: (guestId) => api.muteGuest(eventId, guestId), ...(isHost ? {} : { onOpenHost: openHost }) });
  const chat = createChatPanel({
    selfId,
    send: async (text) => apply({ type: 'chat', message: await api.say(eventId, text) }),
  });
  let state: RoomState = initialRoom;
  let seenMessage = 0;
  const choosing = createAvatarChoosing({
    selfId,
    me: () => state.people.find((p) => p.userId === selfId),
    save: async (avatar) => apply({ type: 'avatar', userId: selfId, avatar: await api.setAvatar(avatar) }),
  });
  const reactions = createReactionOverlay({
    selfId,
    camera,
    placeOf: avatars.placeOf,
    nameOf: (userId) => displayName(state.people.find((p) => p.userId === userId) ?? { userDisplayName: null }),
  });
  const tray = createReactionTray({ send: (emoji) => api.react(eventId, emoji) });
  const controls = createLiveControls({
    tools: [tray.tray, tray.button, choosing.button],
    isHost,
    onEnd: async () => {
      await api.endEvent(eventId);
      apply({ type: 'ended' });
    },
    wide: matchMedia(WIDE),
    onChatOpened: () => {
      seenMessage = state.messages.at(-1)?.messageId ?? 0;
    },
  });
  const panels = h('div', { className: 'live-panels' }, people.element, chat.element);
  root.append(reactions.layer, panels, controls.element, createVoiceControls(voice).element, reactions.announcer, choosing.dialog);
  controls.attach(people.element, chat.element);

  const sender = createPoseSender({ send: (pose) => api.move(eventId, pose), now: () => performance.now() });
  world.stage.onFrame((seconds) => {
    avatars.step(seconds);
    reactions.frame();
    const talking = voice.frame(performance.now(), avatars.positions(), camera.position, movement.yaw());
    avatars.setSpeaking(talking);
    people.setTalking(talking);
    if (state.connection === 'live') sender.offer({ x: camera.position.x, y: camera.position.y, z: camera.position.z, yaw: movement.yaw() });
  });
  // The stage runs frames only when asked: while avatars glide, reactions show, voices are heard
  // (who speaks is read each frame), and one's own pose is still to be sent.
  world.stage.animate(() => avatars.moving());
  world.stage.animate(() => reactions.showing().length > 0);
  world.stage.animate(() => voice.actor.getSnapshot().matches('live'));
  world.stage.animate(() => state.connection === 'live' && sender.unsent());
  voice.actor.subscribe(() => world.stage.requestFrame());

  const showEnded = () => {
    stream.stop();
    controls.closeDialog();
    choosing.close();
    const back = h('button', { type: 'button', onClick: () => host.send({ type: 'eventEnded' }) }, 'Back to events');
    root.append(
      h(
        'div',
        { className: 'status live-ended', role: 'alert' },
        h('div', { className: 'status-box' }, h('p', { className: 'status-text' }, 'This event has ended.'), back),
      ),
    );
    back.focus();
    // The host page returns everyone to /events.
    host.send({ type: 'eventEnded' });
  };

  function render(before: RoomState) {
    if (state.people !== before.people) {
      choosing.askOnce();
      avatars.sync(state.people, selfId);
      world.stage.redraw();
      controls.setCount(state.people.length);
    }
    if (state.people !== before.people || state.voice !== before.voice) {
      people.render(state.people, state.voice);
      voice.room(
        state.voice,
        state.people.map((p) => p.userId),
      );
    }
    if (state.messages !== before.messages || before === initialRoom) {
      chat.render(state.messages);
      if (controls.chatOpen()) seenMessage = state.messages.at(-1)?.messageId ?? 0;
      controls.setUnread(state.messages.filter((m) => m.messageId > seenMessage && m.userId !== selfId).length);
    }
    if (state.connection !== before.connection || before === initialRoom) {
      controls.setStatus(STATUS[state.connection]);
      document.body.dataset.live = state.connection;
      chat.setEnabled(state.connection === 'live');
      tray.setEnabled(state.connection === 'live');
      if (state.connection === 'reconnecting') voice.dropped();
      if (state.connection === 'live' && before.connection === 'reconnecting') voice.back();
      if (state.connection === 'ended') {
        voice.ended();
        showEnded();
      }
    }
  }

  function apply(news: RoomNews) {
    const before = state;
    state = reduceRoom(state, news);
    // A (re)opened stream puts us in the room afresh: tell everyone where we are again.
    if (news.type === 'snapshot') sender.reset();
    if (state !== before) {
      render(before);
      // A frame to act on it (send one's pose once live, follow a new reaction, glide an avatar).
      world.stage.requestFrame();
    }
  }

  apply({ type: 'room', hostId: room.hostId, participants: room.participants, messages: room.messages, voice: room.voice });
  const stream = openRoomStream({
    url: (ticket) => api.liveStreamUrl(eventId, ticket),
    ticket: () => api.liveTicket(eventId),
    onNews: apply,
    onSignal: (from, signal) => voice.signal(from, signal),
    onReaction: (userId, emoji) => {
      reactions.show(userId, emoji);
      world.stage.requestFrame();
    },
    onRefused: (error) => {
      if (error.status === 409) return apply({ type: 'ended' });
      controls.setStatus(refusalText(error));
    },
  });
  addEventListener('pagehide', () => stream.stop());
}
