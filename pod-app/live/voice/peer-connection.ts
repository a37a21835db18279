/**
 * One connection of the voice mesh (peer-mesh.ts): the RTCPeerConnection to one person and its
 * side of the "perfect negotiation" (W3C WebRTC §10.7). It offers when it needs to, makes an
 * unanswered offer again after a growing wait, takes the other's descriptions and candidates
 * (the impolite side ignoring an offer that crosses its own), and restarts its ICE when it fails
 * or has not connected after a while. The mesh says which connection a signal is for, sends its
 * signals and runs each person's work in order; a connection it no longer holds does nothing more.
 */
import type { VoiceSignal } from '../../../shared/live-messages.ts';

/** The longest an offer waits for its answer: a slow phone's answer must not be overtaken forever. */
const PATIENCE_MAX_MS = 60_000;
/** A connection's name: only ever compared with others of the same pair, so random is enough. */
const newConnectionId = () => Math.random().toString(36).slice(2, 14);

export interface Peer {
  pc: RTCPeerConnection;
  /** This connection's name, sent with each of its signals. */
  id: string;
  /** The name of their connection this one talks to, once a description of theirs (offer or answer) was taken. */
  theirs: string | null;
  polite: boolean;
  makingOffer: boolean;
  ignoreOffer: boolean;
  answerDue?: ReturnType<typeof setTimeout>;
  /** How long the next offer waits: doubled each time one is made again, so a slow answer still lands. */
  patienceMs: number;
  connectDue?: ReturnType<typeof setTimeout>;
}

export interface PeerConnectionOptions {
  selfId: string;
  iceServers: RTCIceServer[];
  /** A person's voice arrived (or arrived again after a renegotiation). */
  onStream: (userId: string, stream: MediaStream) => void;
  /** The RTCPeerConnection constructor (a test passes its own). */
  Connection?: typeof RTCPeerConnection;
  offerPatienceMs: number;
  connectPatienceMs: number;
  /** The mesh's connection to each person: one no longer there is left alone. */
  peers: ReadonlyMap<string, Peer>;
  /** Sends a signal of this connection's to its person. */
  signal: (to: string, peer: Peer, message: VoiceSignal) => void;
  /** Each person's signals, handled one after another. */
  inbox: { run: (userId: string, task: () => Promise<unknown>) => Promise<unknown> };
  report: (error: unknown) => void;
}

export function createPeerConnections({
  selfId,
  iceServers,
  onStream,
  Connection,
  offerPatienceMs,
  connectPatienceMs,
  peers,
  signal,
  inbox,
  report,
}: PeerConnectionOptions) {
  /** A new connection to this person (the mesh adds it to its peers and gives it our voice). */
  function connect(userId: string): Peer {
    const pc = new (Connection ?? RTCPeerConnection)({ iceServers });
    const peer: Peer = {
      pc,
      id: newConnectionId(),
      theirs: null,
      polite: selfId > userId,
      makingOffer: false,
      ignoreOffer: false,
      patienceMs: offerPatienceMs,
    };
    pc.onnegotiationneeded = () => void offer(userId, peer);
    pc.onicecandidate = ({ candidate }) => {
      if (!candidate) return;
      const { sdpMid = null, sdpMLineIndex = null, usernameFragment = null } = candidate.toJSON();
      signal(userId, peer, { candidate: { candidate: candidate.candidate, sdpMid, sdpMLineIndex, usernameFragment } });
    };
    pc.oniceconnectionstatechange = () => {
      if (pc.iceConnectionState === 'failed') pc.restartIce();
    };
    pc.ontrack = ({ track, streams }) => onStream(userId, streams[0] ?? new MediaStream([track]));
    watchConnecting(userId, peer, connectPatienceMs);
    return peer;
  }

  /** A connection not connected after a while has its ICE restarted by the impolite side. */
  function watchConnecting(userId: string, peer: Peer, patienceMs: number) {
    peer.connectDue = setTimeout(() => {
      const { pc } = peer;
      if (peers.get(userId) !== peer || pc.connectionState === 'connected') return;
      // Restarting mid-negotiation would only cross it; the next turn will look again.
      if (!peer.polite && pc.signalingState === 'stable' && pc.remoteDescription) pc.restartIce();
      watchConnecting(userId, peer, Math.min(patienceMs * 2, PATIENCE_MAX_MS));
    }, patienceMs);
  }

  /** Makes an offer to this person and waits for its answer. */
  async function offer(userId: string, peer: Peer) {
    const { pc } = peer;
    try {
      peer.makingOffer = true;
      await pc.setLocalDescription();
      const { type, sdp } = pc.localDescription!;
      signal(userId, peer, { description: { type: type as 'offer', sdp } });
      if (type === 'offer') awaitAnswer(userId, peer);
    } catch (error) {
      report(error);
    } finally {
      peer.makingOffer = false;
    }
  }

  /**
   * An offer unanswered after a while was lost on the way, or crossed theirs and was ignored while
   * theirs was lost: it is taken back and a new offer goes out.
   * Each retry waits twice as long: on a busy phone an answer can take seconds, and one that
   * arrives after its offer was replaced no longer fits (it is dropped, and the next one waited for).
   */
  function awaitAnswer(userId: string, peer: Peer) {
    clearTimeout(peer.answerDue);
    peer.answerDue = setTimeout(() => {
      // In the person's queue, so no signal of theirs is being handled meanwhile.
      void inbox.run(userId, async () => {
        if (peers.get(userId) !== peer || peer.pc.signalingState !== 'have-local-offer') return;
        peer.patienceMs = Math.min(peer.patienceMs * 2, PATIENCE_MAX_MS);
        await peer.pc.setLocalDescription({ type: 'rollback' });
        // The connection does not ask again by itself: its negotiation-needed flag stayed set
        // through the rollback (W3C WebRTC §4.7.3), so no new event comes.
        await offer(userId, peer);
      });
    }, peer.patienceMs);
  }

  /**
   * Takes a signal of this person's on this connection. A description that does not fit it (an
   * offer from a new connection of theirs) is handed to `startAfresh`.
   */
  async function take(from: string, peer: Peer, message: VoiceSignal, startAfresh: () => Promise<void>) {
    const theirs = message.connection ?? null;
    const { pc } = peer;
    if ('description' in message) {
      const { description } = message;
      const collision = description.type === 'offer' && (peer.makingOffer || pc.signalingState !== 'stable');
      peer.ignoreOffer = !peer.polite && collision;
      if (peer.ignoreOffer) return;
      try {
        await pc.setRemoteDescription(description);
        if (theirs) peer.theirs = theirs;
        if (description.type === 'answer') {
          clearTimeout(peer.answerDue);
          peer.patienceMs = offerPatienceMs;
        }
      } catch {
        // An answer to an offer of ours that was taken back meanwhile: stale, the next one will come.
        if (description.type === 'answer') return;
        // An offer from a new connection of theirs (they reloaded, or rejoined after a drop) does
        // not fit the old one: start afresh with it.
        return startAfresh();
      }
      if (description.type === 'offer') {
        await pc.setLocalDescription();
        const { sdp } = pc.localDescription!;
        signal(from, peer, { description: { type: 'answer', sdp } });
      }
    } else {
      try {
        await pc.addIceCandidate(message.candidate);
      } catch (error) {
        if (!peer.ignoreOffer) throw error;
      }
    }
  }

  return { connect, take };
}
