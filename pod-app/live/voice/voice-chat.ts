/**
 * Voice in the live event: the voiceChat machine (machines/voiceChat.ts) with its effects — the
 * microphone, the peer mesh, the voices' sound — and the room's part in it (who else is in voice,
 * the host's mute, the stream dropping and coming back). The live view feeds it the room and each
 * frame's positions; the controls read its snapshot.
 */
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { voiceChatMachine } from '../../../machines/voiceChat.ts';
import { createPeerMesh } from './peer-mesh.ts';
import type { VoiceSignal } from '../../../shared/live-messages.ts';
import { createVoiceAudio, type Position } from './spatial-audio.ts';
import { openMicrophone } from './microphone.ts';
import type { VoiceState as RoomVoiceState } from '../room-state.ts';

/** What the room says of someone's voice (room-state.ts), without whom it is about. */
export type VoiceState = Pick<RoomVoiceState, 'inVoice' | 'muted' | 'hostMuted'>;

export interface VoiceChatOptions {
  selfId: string;
  iceServers: RTCIceServer[];
  /** Whether the host has muted this person (the server remembers it across rejoins). */
  hostMuted: boolean;
  sendSignal: (to: string, signal: VoiceSignal) => Promise<unknown>;
  /** Tells the room this person's voice state (in voice, muted). */
  report: (state: { inVoice: boolean; muted: boolean }) => Promise<unknown>;
  /**
   * A Pod room: the voice connects only to the people the server names (the nearest, never across
   * a block), none until it has named any (`peers`). An event's room connects to everyone in voice.
   */
  peersOnly?: boolean;
  /** The AudioContext constructor and microphone (a test passes its own). */
  makeAudioContext?: () => AudioContext;
  getMicrophone?: () => Promise<MediaStream>;
}

export type VoiceChatSnapshot = SnapshotFrom<typeof voiceChatMachine>;

/**
 * Whom this person's voice connects to: everyone else present and in voice, of those the server
 * names in a Pod room (`allowed`; null in an event's room: everyone).
 */
export function voiceCallees(voice: Record<string, VoiceState>, present: readonly string[], selfId: string, allowed: ReadonlySet<string> | null) {
  return new Set(present.filter((userId) => userId !== selfId && voice[userId]?.inVoice && (allowed?.has(userId) ?? true)));
}

export function createVoiceChat(options: VoiceChatOptions) {
  const { selfId, iceServers, sendSignal, report } = options;
  let audioContext: AudioContext | null = null;
  let audio: ReturnType<typeof createVoiceAudio> | null = null;
  let stream: MediaStream | null = null;
  let othersInVoice = new Set<string>();
  // Whom the server lets this voice connect to (a Pod room), or null: everyone in voice (an event).
  let allowed: ReadonlySet<string> | null = options.peersOnly ? new Set() : null;
  let lastRoom: { voice: Record<string, VoiceState>; present: readonly string[] } = { voice: {}, present: [] };
  // What the room last said of the host's mute on us: a mute is news only when this turns true
  // (until the server has heard our own unmute, the room still says true; that is no new mute).
  let roomSaysHostMuted = options.hostMuted;
  let spatial = true;
  const quietly = (promise: Promise<unknown>) => void promise.catch((error: unknown) => console.warn('Voice', error));

  const mesh = createPeerMesh({
    selfId,
    iceServers,
    send: sendSignal,
    onStream: (userId, remote) => audio?.add(userId, remote),
    onClosed: (userId) => audio?.remove(userId),
  });

  const setTrack = (enabled: boolean) => {
    stream?.getAudioTracks().forEach((track) => {
      track.enabled = enabled;
    });
    mesh.setMuted(!enabled);
  };
  const actor = createActor(
    voiceChatMachine.provide({
      actors: { openMicrophone: fromPromise<unknown>(() => (options.getMicrophone ?? openMicrophone)()) },
      actions: {
        startVoice: ({ event }) => {
          stream = (event as { output?: MediaStream }).output ?? null;
          if (!stream) return;
          for (const track of stream.getAudioTracks()) track.addEventListener('ended', () => actor.send({ type: 'device.lost' }));
          audio?.addOwn(selfId, stream);
          mesh.start(stream, [...othersInVoice]);
        },
        stopVoice: () => {
          mesh.stop();
          audio?.remove(selfId);
          stream?.getTracks().forEach((track) => track.stop());
          stream = null;
          quietly(report({ inVoice: false, muted: actor.getSnapshot().context.hostMuted }));
        },
        muteMicrophone: () => {
          setTrack(false);
          quietly(report({ inVoice: true, muted: true }));
        },
        unmuteMicrophone: () => {
          setTrack(true);
          quietly(report({ inVoice: true, muted: false }));
        },
        restartPeers: () => {
          // Back in the room after a drop (which took us out of voice there): in voice again, afresh.
          mesh.reconnect([...othersInVoice]);
          quietly(report({ inVoice: true, muted: !stream?.getAudioTracks().some((track) => track.enabled) }));
        },
      },
    }),
    { input: { hostMuted: options.hostMuted } },
  );
  actor.start();

  function room(voice: Record<string, VoiceState>, present: readonly string[]) {
    lastRoom = { voice, present };
    const here = new Set(present);
    const next = voiceCallees(voice, present, selfId, allowed);
    for (const userId of next) if (!othersInVoice.has(userId)) mesh.call(userId);
    for (const userId of othersInVoice) if (!next.has(userId) || !here.has(userId)) mesh.hangUp(userId);
    othersInVoice = next;
    const hostMuted = voice[selfId]?.hostMuted ?? false;
    if (hostMuted && !roomSaysHostMuted) actor.send({ type: 'host.muted' });
    roomSaysHostMuted = hostMuted;
  }

  return {
    actor,
    /** 'Join voice', 'Mute' or 'Unmute' tapped: in the tap, so the browser lets sound start. */
    press() {
      const snapshot = actor.getSnapshot();
      if (snapshot.matches('live')) return actor.send({ type: 'mute.toggled' });
      if (!audioContext) {
        audioContext = (options.makeAudioContext ?? (() => new AudioContext()))();
        audio = createVoiceAudio(audioContext, { spatial });
      }
      void audioContext.resume();
      actor.send({ type: 'voice.join' });
    },
    leave: () => actor.send({ type: 'voice.leave' }),
    setSpatial(on: boolean) {
      spatial = on;
      audio?.setSpatial(on);
    },
    /** The room as it is now: who is present and in voice; whether the host muted us. */
    room,
    /** A Pod room: whom the server now lets this voice connect to; the others are hung up. */
    setPeers(userIds: readonly string[]) {
      allowed = new Set(userIds);
      room(lastRoom.voice, lastRoom.present);
    },
    signal: (from: string, signal: VoiceSignal) => void mesh.receive(from, signal),
    dropped: () => actor.send({ type: 'room.dropped' }),
    back: () => actor.send({ type: 'room.back' }),
    ended: () => actor.send({ type: 'room.ended' }),
    /** Each frame: voices placed at their avatars, the listener at the camera; who is speaking. */
    frame(now: number, positions: ReadonlyMap<string, Position>, listener: Position, yaw: number): Set<string> {
      if (!audio) return new Set();
      for (const [userId, position] of positions) audio.place(userId, position);
      audio.listenFrom(listener, yaw);
      const speaking = audio.speaking(now);
      // A muted microphone is not speaking, whatever the room's noise.
      if (!actor.getSnapshot().matches({ live: { microphone: 'unmuted' } })) speaking.delete(selfId);
      return speaking;
    },
    connections: () => mesh.connections(),
  };
}

export type VoiceChat = ReturnType<typeof createVoiceChat>;
