/**
 * The voice mesh: one RTCPeerConnection to each other person in voice (an event holds at most
 * six people, so everyone sends their voice to everyone without a media server). Each pair
 * negotiates the "perfect negotiation" way (W3C WebRTC §10.7): either side may offer at any time;
 * when offers cross, the polite side (the larger user id, so both agree) gives way. A connection
 * whose ICE fails restarts it; when the room's stream comes back after a drop, `reconnect` starts
 * every connection afresh. Signals travel through the server's relay (server/live/signals.ts).
 */
import type { VoiceSignal } from '../../../../shared/live-messages.ts';

export interface PeerMeshOptions {
  selfId: string;
  iceServers: RTCIceServer[];
  send: (to: string, signal: VoiceSignal) => Promise<unknown>;
  /** A person's voice arrived (or arrived again after a renegotiation). */
  onStream: (userId: string, stream: MediaStream) => void;
  /** A person's connection closed (they left voice, or the room). */
  onClosed: (userId: string) => void;
  /** The RTCPeerConnection constructor (a test passes its own). */
  Connection?: typeof RTCPeerConnection;
}

interface Peer {
  pc: RTCPeerConnection;
  polite: boolean;
  makingOffer: boolean;
  ignoreOffer: boolean;
}

export function createPeerMesh({ selfId, iceServers, send, onStream, onClosed, Connection }: PeerMeshOptions) {
  const peers = new Map<string, Peer>();
  let local: MediaStream | null = null;
  let muted = false;

  // Muted, a connection sends nothing at all (no track), not a stream of silence.
  const sendVoice = (pc: RTCPeerConnection) => {
    const track = muted ? null : local?.getAudioTracks()[0] ?? null;
    for (const sender of pc.getSenders()) if (sender.track !== track && (sender.track?.kind ?? 'audio') === 'audio') void sender.replaceTrack(track).catch(report);
  };

  const report = (error: unknown) => console.warn('Voice', error);
  // Each person's signals reach the relay one after another, in the order they were made. Sent
  // at once, a candidate's request could be answered before its offer's, and the other side,
  // with no description yet to add it to, would drop it (and the pair might never connect).
  const outboxes = new Map<string, Promise<unknown>>();
  const signal = (to: string, message: VoiceSignal) => {
    const sent = (outboxes.get(to) ?? Promise.resolve()).then(() => send(to, message)).catch(report);
    outboxes.set(to, sent);
  };

  function open(userId: string): Peer {
    const existing = peers.get(userId);
    if (existing) return existing;
    const pc = new (Connection ?? RTCPeerConnection)({ iceServers });
    const peer: Peer = { pc, polite: selfId > userId, makingOffer: false, ignoreOffer: false };
    peers.set(userId, peer);
    pc.onnegotiationneeded = async () => {
      try {
        peer.makingOffer = true;
        await pc.setLocalDescription();
        const { type, sdp } = pc.localDescription!;
        signal(userId, { description: { type: type as 'offer', sdp } });
      } catch (error) {
        report(error);
      } finally {
        peer.makingOffer = false;
      }
    };
    pc.onicecandidate = ({ candidate }) => {
      if (!candidate) return;
      const { sdpMid = null, sdpMLineIndex = null, usernameFragment = null } = candidate.toJSON();
      signal(userId, { candidate: { candidate: candidate.candidate, sdpMid, sdpMLineIndex, usernameFragment } });
    };
    pc.oniceconnectionstatechange = () => {
      if (pc.iceConnectionState === 'failed') pc.restartIce();
    };
    pc.ontrack = ({ track, streams }) => onStream(userId, streams[0] ?? new MediaStream([track]));
    for (const track of local?.getTracks() ?? []) pc.addTrack(track, local!);
    if (muted) sendVoice(pc);
    return peer;
  }

  function close(userId: string) {
    const peer = peers.get(userId);
    if (!peer) return;
    peers.delete(userId);
    peer.pc.close();
    onClosed(userId);
  }

  async function receive(from: string, message: VoiceSignal) {
    // Only while in voice: someone not in voice hears nothing and sends nothing.
    if (!local) return;
    const peer = open(from);
    const { pc } = peer;
    if ('description' in message) {
      const { description } = message;
      const collision = description.type === 'offer' && (peer.makingOffer || pc.signalingState !== 'stable');
      peer.ignoreOffer = !peer.polite && collision;
      if (peer.ignoreOffer) return;
      try {
        await pc.setRemoteDescription(description);
      } catch (error) {
        // An offer from a new connection of theirs (they reloaded, or rejoined after a drop) does
        // not fit the old one: start afresh with it.
        if (description.type !== 'offer') throw error;
        close(from);
        return receive(from, message);
      }
      if (description.type === 'offer') {
        await pc.setLocalDescription();
        const { sdp } = pc.localDescription!;
        signal(from, { description: { type: 'answer', sdp } });
      }
    } else {
      try {
        await pc.addIceCandidate(message.candidate);
      } catch (error) {
        if (!peer.ignoreOffer) throw error;
      }
    }
  }

  return {
    /** Joins voice with this microphone stream and calls everyone listed (those already in voice). */
    start(stream: MediaStream, others: string[]) {
      local = stream;
      for (const userId of others) if (userId !== selfId) open(userId);
    },
    /** Someone else joined voice after us: they call us (perfect negotiation takes either order). */
    call(userId: string) {
      if (local && userId !== selfId) open(userId);
    },
    /** Muting sends nothing; unmuting sends the microphone again (no renegotiation either way). */
    setMuted(next: boolean) {
      muted = next;
      for (const { pc } of peers.values()) sendVoice(pc);
    },
    /** Someone left voice or the room. */
    hangUp: close,
    receive: (from: string, message: VoiceSignal) => receive(from, message).catch(report),
    /**
     * The room's stream came back after a drop: the others may have hung up on us meanwhile, so
     * every connection starts afresh with those in voice now.
     */
    reconnect(others: string[]) {
      for (const userId of [...peers.keys()]) close(userId);
      for (const userId of others) if (local && userId !== selfId) open(userId);
    },
    /** Leaves voice: every connection closes. */
    stop() {
      for (const userId of [...peers.keys()]) close(userId);
      local = null;
    },
    connections: () => new Map([...peers].map(([userId, peer]) => [userId, peer.pc])),
  };
}

export type PeerMesh = ReturnType<typeof createPeerMesh>;
