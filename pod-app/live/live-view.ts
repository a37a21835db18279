/**
 * The live event: the Pod (shared with the pod app: world, walking, controls) with its room
 * (room-view.ts: avatars, one's pose, voice, reactions, People and Chat, one's avatar) on the
 * event's paths, the host's profile from their avatar or name (guests), the host's Remove of a guest
 * (who is sent out with the notice), and the end of the event (the host's 'End event', or the
 * server's) for everyone.
 */
import { Raycaster, Vector2 } from 'three';
import type { LiveRoom, Session } from '../api.ts';
import { showPod, type OpenPod } from '../pod-view.ts';
import { h } from '../ui/dom.ts';
import type { Connection } from './room-state.ts';
import { openRoomStream } from './room-stream.ts';
import { refusalText } from './refusal.ts';
import { createRoomView } from './room-view.ts';
import { createGuestRemoval } from './ui/remove-confirm.ts';
import { spawnFor } from './spawn.ts';

const STATUS: Record<Connection, string> = {
  connecting: 'Connecting to the live event…',
  live: '',
  reconnecting: 'Connection lost. Reconnecting…',
  ended: 'This event has ended.',
  out: '',
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
      if (!isHost && view.pick(raycaster) === room.hostId) openHost();
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
  const others = room.participants.filter((p) => p.userId !== selfId);
  const hostHere = others.find((p) => p.userId === room.hostId);
  const start = spawnFor(selfId, scene.spawn, world.room.bounds, { ...(hostHere ? { host: hostHere } : {}), others });
  movement.set(start.position, start.yaw);

  const removal = isHost ? createGuestRemoval((guestId) => api.removeGuest(eventId, guestId)) : null;
  if (removal) root.append(removal.dialog);
  const view = createRoomView(root, pod, {
    selfId,
    scene,
    hostId: room.hostId,
    canTalk: true,
    iceServers: room.iceServers,
    hostMuted: room.voice.some((v) => v.userId === selfId && v.hostMuted),
    label: 'Live event',
    status: STATUS,
    calls: {
      move: (pose) => api.move(eventId, pose),
      say: (text) => api.say(eventId, text),
      react: (emoji) => api.react(eventId, emoji),
      signal: (to, signal) => api.signal(eventId, to, signal),
      setVoice: (state) => api.setVoice(eventId, state),
      mute: (guestId) => api.muteGuest(eventId, guestId),
      setScreen: (itemId) => api.setScreen(eventId, itemId),
      setAvatar: (avatar) => api.setAvatar(avatar),
    },
    onOpenHost: openHost,
    ...(removal ? { onRemove: removal.askRemove } : {}),
    onEnd: async () => {
      await api.endEvent(eventId);
      view.apply({ type: 'ended' });
    },
    onConnection: (connection) => {
      if (connection === 'ended') showEnded();
    },
  });

  function showEnded() {
    showOut('This event has ended.');
    // The host page returns everyone to /events.
    host.send({ type: 'eventEnded' });
  }

  /** The event is over for this person (ended, or the host removed them): the notice, and Back. */
  function showOut(text: string) {
    stream.stop();
    const back = h('button', { type: 'button', onClick: () => host.send({ type: 'eventEnded' }) }, 'Back to events');
    root.append(
      h('div', { className: 'status live-ended', role: 'alert' }, h('div', { className: 'status-box' }, h('p', { className: 'status-text' }, text), back)),
    );
    back.focus();
  }

  view.apply({ type: 'room', hostId: room.hostId, participants: room.participants, messages: room.messages, voice: room.voice });
  const stream = openRoomStream({
    url: (ticket) => api.liveStreamUrl(eventId, ticket),
    ticket: () => api.liveTicket(eventId),
    onNews: view.apply,
    onSignal: view.signal,
    onReaction: view.react,
    onClosed: (closed) => showOut(closed.message),
    onRefused: (error) => {
      if (error.status === 409) return view.apply({ type: 'ended' });
      view.setStatus(refusalText(error));
    },
  });
  addEventListener('pagehide', () => stream.stop());
}
