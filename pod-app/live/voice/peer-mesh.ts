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
 * One connection's set-up, negotiation and ICE restarts: peer-connection.ts.
 */
import type { VoiceSignal } from '../../../shared/live-messages.ts';
import { inOrderPerPerson } from './in-order.ts';
import { createPeerConnections, type Peer } from './peer-connection.ts';
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

/** Signals kept, per person, from before we join voice (from their latest offer on). */
const WAITING_MAX = 40;

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
  // What each audio sender was last asked to send. Its own `track` changes only once a
  // `replaceTrack` has settled, so a mute's pending null must not hide an unmute made meanwhile.
  const asked = new WeakMap<RTCRtpSender, MediaStreamTrack | null>();

  // Muted, a connection sends nothing at all (no track), not a stream of silence.
  const sendVoice = (pc: RTCPeerConnection) => {
    const track = muted ? null : (local?.getAudioTracks()[0] ?? null);
    for (const sender of pc.getSenders()) {
      const current = asked.has(sender) ? asked.get(sender)! : sender.track;
      if (current === track || (current?.kind ?? 'audio') !== 'audio') continue;
      asked.set(sender, track);
      void sender.replaceTrack(track).catch(report);
    }
  };

  const report = (error: unknown) => console.warn('Voice', error);
  // Each person's signals reach the relay one after another, in the order they were made. Sent
  // at once, a candidate's request could be answered before its offer's, and the other side,
  // with no description yet to add it to, would drop it (and the pair might never connect).
  const outbox = inOrderPerPerson(report);
  const signal = (to: string, { id, theirs }: Peer, message: VoiceSignal) =>
    void outbox.run(to, () => send(to, { ...message, connection: id, ...(theirs ? { for: theirs } : {}) }));
  // Each person's signals are handled in the order they came, one after another (so an offer
  // of theirs never meets an answer of theirs still being set).
  const inbox = inOrderPerPerson(report);
  const { connect, take } = createPeerConnections({
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
  });

  function open(userId: string): Peer {
    const existing = peers.get(userId);
    if (existing) return existing;
    const peer = connect(userId);
    peers.set(userId, peer);
    for (const track of local?.getTracks() ?? []) peer.pc.addTrack(track, local!);
    if (muted) sendVoice(peer.pc);
    return peer;
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

  async function receive(from: string, message: VoiceSignal): Promise<void> {
    // Only while in voice: someone not in voice hears nothing and sends nothing.
    if (!local) return keep(from, message);
    const route = routeSignal(message, peers.get(from));
    if (route === 'drop') return;
    if (route === 'replace') close(from);
    // A description that does not fit our connection: start afresh with it.
    return take(from, open(from), message, () => {
      close(from);
      return receive(from, message);
    });
  }

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
      // A new voice starts unmuted: the voice chat mutes it again if it should be.
      muted = false;
    },
    connections: () => new Map([...peers].map(([userId, peer]) => [userId, peer.pc])),
  };
}

export type PeerMesh = ReturnType<typeof createPeerMesh>;
