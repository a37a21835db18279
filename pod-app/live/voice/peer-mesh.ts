/**
 * The voice mesh: one RTCPeerConnection to each other person in voice (an event holds at most
 * six people, so everyone sends their voice to everyone without a media server). Each pair
 * negotiates the "perfect negotiation" way (W3C WebRTC §10.7): either side may offer at any time;
 * when offers cross, the polite side (the larger user id, so both agree) gives way. A connection
 * whose ICE fails restarts it; when the room's stream comes back after a drop, `reconnect` starts
 * every connection afresh. Signals travel through the server's relay (server/live/signals.ts).
 *
 * Perfect negotiation assumes no signal is lost, and a lost offer leaves a pair stuck for good (the
 * impolite side waits for an answer and ignores the other's offers). So signals that arrive
 * before we are in voice wait for us, each person's signals are handled one after another in the
 * order they came, and an offer left unanswered is taken back and made again after a while.
 *
 * Offers that cross are handled, but avoided where they need not happen: someone who joins voice
 * calls everyone already in it, and those wait a moment for that call before calling them.
 * Chromium can leave the polite side's answering connection gathering no candidate of its own
 * when its crossed offer is rolled back just as that offer's gathering began (seen in the voice
 * bench: 'gathering' with no candidate for minutes), and such a pair never connects. Whatever
 * the reason a pair has not connected after a while, the impolite side restarts its ICE (new
 * credentials, so both sides gather afresh), again and again with a growing wait.
 *
 * Which connection a signal belongs to (and which are an old connection's leftovers): signal-routing.ts.
 */
import type { VoiceSignal } from '../../../shared/live-messages.ts';
import { inOrderPerPerson } from './in-order.ts';
import { isOffer, routeSignal } from './signal-routing.ts';

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
  /** How long a first offer may wait for its answer before it is made again (ms); doubled each time. */
  offerPatienceMs?: number;
  /** How long a connection may take to connect before its ICE is restarted (ms); doubled each time. */
  connectPatienceMs?: number;
  /** How long someone already in voice waits for a newcomer's call before calling them (ms). */
  callWaitMs?: number;
}

/** The longest an offer waits for its answer: a slow phone's answer must not be overtaken forever. */
const PATIENCE_MAX_MS = 60_000;
/** A connection's name: only ever compared with others of the same pair, so random is enough. */
const newConnectionId = () => Math.random().toString(36).slice(2, 14);
/** Signals kept, per person, from before we join voice (from their latest offer on). */
const WAITING_MAX = 40;

interface Peer {
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

export function createPeerMesh({
  selfId,
  iceServers,
  send,
  onStream,
  onClosed,
  Connection,
  offerPatienceMs = 8000,
  connectPatienceMs = 6000,
  callWaitMs = 3000,
}: PeerMeshOptions) {
  const peers = new Map<string, Peer>();
  // Newcomers to voice whose call we are waiting for.
  const calls = new Map<string, ReturnType<typeof setTimeout>>();
  // Signals from people we have no connection to yet because we are not in voice.
  const waiting = new Map<string, VoiceSignal[]>();
  let local: MediaStream | null = null;
  let muted = false;

  // Muted, a connection sends nothing at all (no track), not a stream of silence.
  const sendVoice = (pc: RTCPeerConnection) => {
    const track = muted ? null : (local?.getAudioTracks()[0] ?? null);
    for (const sender of pc.getSenders())
      if (sender.track !== track && (sender.track?.kind ?? 'audio') === 'audio') void sender.replaceTrack(track).catch(report);
  };

  const report = (error: unknown) => console.warn('Voice', error);
  // Each person's signals reach the relay one after another, in the order they were made. Sent
  // at once, a candidate's request could be answered before its offer's, and the other side,
  // with no description yet to add it to, would drop it (and the pair might never connect).
  const outbox = inOrderPerPerson(report);
  const signal = (to: string, { id, theirs }: Peer, message: VoiceSignal) =>
    void outbox.run(to, () => send(to, { ...message, connection: id, ...(theirs ? { for: theirs } : {}) }));

  function open(userId: string): Peer {
    const existing = peers.get(userId);
    if (existing) return existing;
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
    peers.set(userId, peer);
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
    for (const track of local?.getTracks() ?? []) pc.addTrack(track, local!);
    if (muted) sendVoice(pc);
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

  /** Closes a connection for good: its person's queued work goes on without what it left unfinished. */
  function hangUpOn(userId: string) {
    inbox.forget(userId);
    close(userId);
  }

  function close(userId: string) {
    const peer = peers.get(userId);
    if (!peer) return;
    peers.delete(userId);
    clearTimeout(peer.answerDue);
    clearTimeout(peer.connectDue);
    peer.pc.close();
    onClosed(userId);
  }

  /** Out of voice: their signals wait (from their latest offer on) until we join. */
  function keep(from: string, message: VoiceSignal) {
    const kept = isOffer(message) ? [] : (waiting.get(from) ?? []);
    kept.push(message);
    waiting.set(from, kept.slice(-WAITING_MAX));
  }

  async function receive(from: string, message: VoiceSignal) {
    // Only while in voice: someone not in voice hears nothing and sends nothing.
    if (!local) return keep(from, message);
    const route = routeSignal(message, peers.get(from));
    if (route === 'drop') return;
    if (route === 'replace') close(from);
    const peer = open(from);
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
        close(from);
        return receive(from, message);
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

  // Each person's signals are handled in the order they came, one after another (so an offer
  // of theirs never meets an answer of theirs still being set).
  const inbox = inOrderPerPerson(report);
  const handle = (from: string, message: VoiceSignal) => inbox.run(from, () => receive(from, message));

  return {
    /** Joins voice with this microphone stream and calls everyone listed (those already in voice). */
    start(stream: MediaStream, others: string[]) {
      local = stream;
      for (const userId of others) if (userId !== selfId) open(userId);
      // Offers made to us before we joined are answered now.
      const kept = [...waiting];
      waiting.clear();
      for (const [from, messages] of kept) for (const message of messages) void handle(from, message);
    },
    /**
     * Someone else joined voice after us: they call us. Should their call not come (they joined
     * as we did, and neither saw the other in voice), we call them after a moment.
     */
    call(userId: string) {
      if (!local || userId === selfId || peers.has(userId) || calls.has(userId)) return;
      calls.set(
        userId,
        setTimeout(() => {
          calls.delete(userId);
          if (local) open(userId);
        }, callWaitMs),
      );
    },
    /** Muting sends nothing; unmuting sends the microphone again (no renegotiation either way). */
    setMuted(next: boolean) {
      muted = next;
      for (const { pc } of peers.values()) sendVoice(pc);
    },
    /** Someone left voice or the room. */
    hangUp(userId: string) {
      waiting.delete(userId);
      clearTimeout(calls.get(userId));
      calls.delete(userId);
      hangUpOn(userId);
    },
    receive: handle,
    /**
     * The room's stream came back after a drop: the others may have hung up on us meanwhile, so
     * every connection starts afresh with those in voice now.
     */
    reconnect(others: string[]) {
      for (const userId of [...peers.keys()]) hangUpOn(userId);
      for (const userId of others) if (local && userId !== selfId) open(userId);
    },
    /** Leaves voice: every connection closes. */
    stop() {
      for (const userId of [...peers.keys()]) hangUpOn(userId);
      for (const due of calls.values()) clearTimeout(due);
      calls.clear();
      waiting.clear();
      local = null;
    },
    connections: () => new Map([...peers].map(([userId, peer]) => [userId, peer.pc])),
  };
}

export type PeerMesh = ReturnType<typeof createPeerMesh>;
