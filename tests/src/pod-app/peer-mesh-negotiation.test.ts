/**
 * The voice mesh's negotiation between two people, over a model of RTCPeerConnection's signalling
 * states (offer, answer, implicit rollback, negotiation needed when stable): a pair connects
 * whichever order they join in and whatever the relay loses.
 */
import { describe, expect, it } from 'vitest';
import { createPeerMesh, type PeerMesh } from '../../../src/pod-app/live/voice/peer-mesh.ts';
import type { VoiceSignal } from '../../../shared/live-messages.ts';

let offers = 0;

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
  private needsNegotiation = false;
  private remoteOffer: string | null = null;
  getSenders = () => [];
  addTrack() {
    this.needsNegotiation = true;
    this.negotiationNeeded();
  }
  private negotiationNeeded() {
    setTimeout(() => {
      if (this.needsNegotiation && this.signalingState === 'stable' && this.connectionState !== 'closed') this.onnegotiationneeded?.();
    }, 0);
  }
  async setLocalDescription(description?: { type: 'rollback' }) {
    await Promise.resolve();
    if (description?.type === 'rollback') {
      if (this.signalingState !== 'have-local-offer') throw new Error('InvalidStateError: nothing to roll back');
      this.signalingState = 'stable';
      this.negotiationNeeded();
      return;
    }
    if (this.signalingState === 'have-remote-offer') {
      this.localDescription = { type: 'answer', sdp: `answer to ${this.remoteOffer}` };
      this.signalingState = 'stable';
      this.needsNegotiation = false;
      this.connectionState = 'connected';
      return;
    }
    this.localDescription = { type: 'offer', sdp: `offer-${++offers}` };
    this.signalingState = 'have-local-offer';
  }
  async setRemoteDescription(description: { type: string; sdp: string }) {
    await Promise.resolve();
    if (description.type === 'offer') {
      // An offer while ours is out rolls ours back (the polite side's way).
      this.signalingState = 'have-remote-offer';
      this.remoteOffer = description.sdp;
    } else {
      if (this.signalingState !== 'have-local-offer' || description.sdp !== `answer to ${this.localDescription?.sdp}`) throw new Error('InvalidStateError: no offer of ours for this answer');
      this.signalingState = 'stable';
      this.needsNegotiation = false;
      this.connectionState = 'connected';
    }
    this.remoteDescription = description;
  }
  async addIceCandidate() {
    if (!this.remoteDescription) throw new Error('InvalidStateError: no remote description');
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
  const make = (selfId: string) =>
    createPeerMesh({
      selfId,
      iceServers: [],
      offerPatienceMs: 50,
      send: async (to, signal) => {
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
  return { ana: meshes.a, ben: meshes.b, connected };
}

describe('two people in voice', () => {
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
});
