/**
 * The voice mesh's negotiation between two people, over a model of RTCPeerConnection's signalling
 * states (offer, answer, implicit rollback, and the negotiation-needed flag, which a rollback
 * leaves set, so no new event comes, and an ICE restart): a pair connects whichever order they
 * join in, whatever the relay loses, and when a negotiation leaves them unconnected.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createPeerMesh, type PeerMesh } from '../../pod-app/live/voice/peer-mesh.ts';
import type { VoiceSignal } from '../../shared/live-messages.ts';

let offers = 0;
/** While set, setting a remote offer waits for it (a slow device). */
let holdOffers: Promise<void> | null = null;
/** Candidates connections took (addIceCandidate that succeeded). */
let candidatesAdded = 0;
/** How many of the next answers leave their pair unconnected (ICE never comes up, as when a side gathers no candidate). */
let stalledAnswers = 0;

/** Signalling as WebRTC does it; "connected" once an offer of one side is answered by the other. */
class ModelConnection {
  onnegotiationneeded: (() => void) | null = null;
  onicecandidate: ((event: { candidate: unknown }) => void) | null = null;
  oniceconnectionstatechange: (() => void) | null = null;
  ontrack: (() => void) | null = null;
  signalingState: RTCSignalingState = 'stable';
  localDescription: { type: string; sdp: string } | null = null;
  remoteDescription: { type: string; sdp: string } | null = null;
  connectionState = 'new';
  /** A track not yet negotiated (an offer answered clears it). */
  private unnegotiated = false;
  /** The [[NegotiationNeeded]] flag: the event fires only when it turns from false to true. */
  private needsNegotiation = false;
  private remoteOffer: string | null = null;
  getSenders = () => [];
  addTrack() {
    this.unnegotiated = true;
    this.updateNegotiationNeeded();
  }
  /** "Update the negotiation-needed flag" (W3C WebRTC §4.7.3): so a rolled-back offer fires nothing. */
  private updateNegotiationNeeded() {
    if (this.signalingState !== 'stable' || this.connectionState === 'closed') return;
    if (!this.unnegotiated) {
      this.needsNegotiation = false;
      return;
    }
    if (this.needsNegotiation) return;
    this.needsNegotiation = true;
    setTimeout(() => {
      if (this.needsNegotiation && this.signalingState === 'stable' && this.connectionState !== 'closed') this.onnegotiationneeded?.();
    }, 0);
  }
  async setLocalDescription(description?: { type: 'rollback' }) {
    await Promise.resolve();
    if (description?.type === 'rollback') {
      if (this.signalingState !== 'have-local-offer') throw new Error('InvalidStateError: nothing to roll back');
      this.signalingState = 'stable';
      this.updateNegotiationNeeded();
      return;
    }
    if (this.signalingState === 'have-remote-offer') {
      const stalled = stalledAnswers > 0 && stalledAnswers-- > 0;
      this.localDescription = { type: 'answer', sdp: `answer to ${this.remoteOffer}${stalled ? ' (stalled)' : ''}` };
      this.signalingState = 'stable';
      this.unnegotiated = false;
      if (!stalled) this.connectionState = 'connected';
      this.updateNegotiationNeeded();
      return;
    }
    this.localDescription = { type: 'offer', sdp: `offer-${++offers}` };
    this.signalingState = 'have-local-offer';
  }
  async setRemoteDescription(description: { type: string; sdp: string }) {
    await Promise.resolve();
    if (holdOffers && description.type === 'offer') await holdOffers;
    // An operation under way when the connection closes never settles.
    if (this.connectionState === 'closed') return new Promise<never>(() => {});
    if (description.type === 'offer') {
      // An offer while ours is out rolls ours back (the polite side's way).
      this.signalingState = 'have-remote-offer';
      this.remoteOffer = description.sdp;
    } else {
      const stalled = description.sdp.endsWith(' (stalled)');
      if (this.signalingState !== 'have-local-offer' || description.sdp.replace(' (stalled)', '') !== `answer to ${this.localDescription?.sdp}`)
        throw new Error('InvalidStateError: no offer of ours for this answer');
      this.signalingState = 'stable';
      this.unnegotiated = false;
      if (!stalled) this.connectionState = 'connected';
      this.updateNegotiationNeeded();
    }
    this.remoteDescription = description;
  }
  /** New ICE credentials: the next offer negotiates afresh. */
  restartIce() {
    this.unnegotiated = true;
    this.updateNegotiationNeeded();
  }
  async addIceCandidate() {
    if (!this.remoteDescription) throw new Error('InvalidStateError: no remote description');
    candidatesAdded++;
  }
  close() {
    this.connectionState = 'closed';
  }
}

const microphone = () => {
  const track = { kind: 'audio' } as MediaStreamTrack;
  return { getTracks: () => [track], getAudioTracks: () => [track] } as unknown as MediaStream;
};

/** Two people whose signals go through a relay that can lose some. */
type Relay<T> = (signal: VoiceSignal, to: string) => T;

function pair({ lose = (() => false) as Relay<boolean>, delay = (() => 1) as Relay<number> } = {}) {
  const meshes: Record<string, PeerMesh> = {};
  const offersBy: Record<string, number> = { a: 0, b: 0 };
  const make = (selfId: string) =>
    createPeerMesh({
      selfId,
      iceServers: [],
      offerPatienceMs: 50,
      connectPatienceMs: 80,
      callWaitMs: 60,
      send: async (to, signal) => {
        if ('description' in signal && signal.description.type === 'offer') offersBy[selfId]!++;
        if (!lose(signal, to)) setTimeout(() => void meshes[to]!.receive(selfId, signal), delay(signal, to));
      },
      onStream: () => {},
      onClosed: () => {},
      Connection: ModelConnection as unknown as typeof RTCPeerConnection,
    });
  // 'a' < 'b': Ana is the impolite side, Ben the polite one.
  meshes.a = make('a');
  meshes.b = make('b');
  const state = (self: string, other: string) => (meshes[self]!.connections().get(other) as unknown as ModelConnection | undefined)?.connectionState;
  const connected = () => state('a', 'b') === 'connected' && state('b', 'a') === 'connected';
  return { ana: meshes.a, ben: meshes.b, connected, offersBy };
}

/** Ana's mesh alone: what she sends is kept, and what Ben sends is given to `receive` by the test. */
function anaAlone() {
  const sent: VoiceSignal[] = [];
  const mesh = createPeerMesh({
    selfId: 'a',
    iceServers: [],
    send: async (_to, signal) => void sent.push(signal),
    onStream: () => {},
    onClosed: () => {},
    Connection: ModelConnection as unknown as typeof RTCPeerConnection,
  });
  return { mesh, sent };
}

describe('two people in voice', () => {
  afterEach(() => {
    stalledAnswers = 0;
  });

  it("connect on the newcomer's call alone: the one already in voice makes no offer to cross it", async () => {
    const { ana, ben, connected, offersBy } = pair();
    ana.start(microphone(), []);
    ben.start(microphone(), ['a']);
    // The room tells Ana that Ben joined voice.
    ana.call('b');
    await expect.poll(connected).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(offersBy).toEqual({ a: 0, b: 1 });
  });

  it('connect when someone joins as the other does and neither saw the other in voice', async () => {
    const { ana, ben, connected } = pair();
    ana.start(microphone(), []);
    ben.start(microphone(), []);
    ana.call('b');
    ben.call('a');
    await expect.poll(connected).toBe(true);
  });

  it('connect when a negotiation leaves the pair unconnected (the impolite side restarts ICE)', async () => {
    stalledAnswers = 2;
    const { ana, ben, connected } = pair();
    ana.start(microphone(), []);
    ben.start(microphone(), ['a']);
    ana.call('b');
    await expect.poll(connected, { timeout: 3000 }).toBe(true);
    expect(stalledAnswers).toBe(0);
  });

  it("drop what their old connection still sends once their new one talks to us, and start afresh on a newer one's offer", async () => {
    const { mesh, sent } = anaAlone();
    mesh.start(microphone(), []);
    await mesh.receive('b', { description: { type: 'offer', sdp: 'offer-of-new' }, connection: 'new' });
    const pc = mesh.connections().get('b') as unknown as ModelConnection;
    const added = candidatesAdded;
    // Ben's connection from his last time in voice still trickles a candidate and a late answer.
    await mesh.receive('b', {
      candidate: { candidate: 'candidate:1 1 udp 1 192.0.2.9 5000 typ host', sdpMid: '0', sdpMLineIndex: 0, usernameFragment: null },
      connection: 'old',
    });
    await mesh.receive('b', { description: { type: 'answer', sdp: 'answer to offer-of-old' }, connection: 'old' });
    expect(candidatesAdded).toBe(added);
    expect(mesh.connections().get('b')).toBe(pc);
    expect(pc.connectionState).toBe('connected');
    await mesh.receive('b', { description: { type: 'offer', sdp: 'offer-of-newer' }, connection: 'newer' });
    expect(mesh.connections().get('b')).not.toBe(pc);
    const answers = sent.filter((signal) => 'description' in signal && signal.description.type === 'answer');
    expect(answers).toHaveLength(2);
    expect(answers[0]!.connection).not.toBe(answers[1]!.connection);
    mesh.stop();
  });

  it("take the answer of the connection that got our offer, not a left-over candidate's connection for theirs", async () => {
    const { mesh, sent } = anaAlone();
    // Back in voice, Ana calls Ben; his connection to her last one still trickles a candidate first.
    mesh.start(microphone(), ['b']);
    await expect.poll(() => sent.length).toBe(1);
    const offer = sent[0] as { description: { sdp: string } };
    await mesh.receive('b', {
      candidate: { candidate: 'candidate:1 1 udp 1 192.0.2.9 5000 typ host', sdpMid: '0', sdpMLineIndex: 0, usernameFragment: null },
      connection: 'old',
    });
    await mesh.receive('b', { description: { type: 'answer', sdp: `answer to ${offer.description.sdp}` }, connection: 'new' });
    expect((mesh.connections().get('b') as unknown as ModelConnection).connectionState).toBe('connected');
    mesh.stop();
  });

  it('drop an answer for a connection of ours that is gone, even one that would fit our offer', async () => {
    const { mesh, sent } = anaAlone();
    mesh.start(microphone(), ['b']);
    await expect.poll(() => sent.length).toBe(1);
    const offer = sent[0] as { description: { sdp: string }; connection: string };
    const pc = mesh.connections().get('b') as unknown as ModelConnection;
    // Ben's old connection answers Ana's last time in voice; the relay brings it now.
    await mesh.receive('b', { description: { type: 'answer', sdp: `answer to ${offer.description.sdp}` }, connection: 'his-old', for: 'her-old' });
    expect(pc.signalingState).toBe('have-local-offer');
    await mesh.receive('b', { description: { type: 'answer', sdp: `answer to ${offer.description.sdp}` }, connection: 'his-new', for: offer.connection });
    expect(pc.connectionState).toBe('connected');
    mesh.stop();
  });

  it('connect when both join at once (offers cross)', async () => {
    const { ana, ben, connected } = pair();
    ana.start(microphone(), ['b']);
    ben.start(microphone(), ['a']);
    await expect.poll(connected).toBe(true);
  });

  it("connect when Ana's offer reaches Ben before he is in voice, and Ben then calls her", async () => {
    // Ben was still asking for his microphone: her offer came to a mesh not in voice yet.
    const { ana, ben, connected } = pair();
    ana.start(microphone(), ['b']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    ben.start(microphone(), ['a']);
    await expect.poll(connected).toBe(true);
  });

  it("connect when the relay loses the impolite side's first offer and the polite side offers too", async () => {
    let lost = false;
    const { ana, ben, connected } = pair({
      lose: (signal, to) => {
        if (lost || to !== 'b' || !('description' in signal)) return false;
        return (lost = true);
      },
    });
    ana.start(microphone(), ['b']);
    ben.start(microphone(), ['a']);
    await expect.poll(connected).toBe(true);
  });

  it('connect when every answer takes longer than an offer is first waited for (a busy phone)', async () => {
    // Each offer is taken back before its answer lands (which then fits no offer) until the wait has grown.
    const { ana, ben, connected } = pair({ delay: (signal) => ('description' in signal && signal.description.type === 'answer' ? 120 : 1) });
    ana.start(microphone(), ['b']);
    await new Promise((resolve) => setTimeout(resolve, 5));
    ben.start(microphone(), ['a']);
    await expect.poll(connected, { timeout: 3000 }).toBe(true);
  });

  it("connect again when the room's stream comes back while their offer was still being set", async () => {
    let release = () => {};
    holdOffers = new Promise((resolve) => (release = resolve));
    const { ana, ben, connected } = pair();
    ana.start(microphone(), ['b']);
    ben.start(microphone(), ['a']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Ben's old connection closes with Ana's offer half set: that work never finishes, and her
    // next offers to his new connection must not wait for it.
    ben.reconnect(['a']);
    holdOffers = null;
    release();
    await expect.poll(connected, { timeout: 3000 }).toBe(true);
  });
});
