/**
 * The voice mesh's signals reach the relay in the order they were made, whatever each request
 * takes; a candidate left over from a closed connection starts nothing.
 */
import { describe, expect, it } from 'vitest';
import { createPeerMesh } from '../../pod-app/live/voice/peer-mesh.ts';
import type { VoiceSignal } from '../../shared/live-messages.ts';

/** Just enough of a connection: adding a track asks for an offer, which brings two candidates. */
class FakeConnection {
  onnegotiationneeded: (() => void) | null = null;
  onicecandidate: ((event: { candidate: unknown }) => void) | null = null;
  oniceconnectionstatechange: (() => void) | null = null;
  ontrack: (() => void) | null = null;
  localDescription: { type: string; sdp: string } | null = null;
  signalingState = 'stable';
  getSenders = () => [];
  addTrack() {
    queueMicrotask(() => this.onnegotiationneeded?.());
  }
  async setLocalDescription() {
    this.localDescription = { type: 'offer', sdp: 'v=0' };
    // As in a browser, candidates are gathered after the description is set (in later tasks).
    setTimeout(() => {
      for (const candidate of ['candidate:1', 'candidate:2'])
        this.onicecandidate?.({ candidate: { candidate, toJSON: () => ({ sdpMid: '0', sdpMLineIndex: 0, usernameFragment: 'u' }) } });
    }, 0);
  }
  close() {}
}

const microphone = () => {
  const track = { kind: 'audio' } as MediaStreamTrack;
  return { getTracks: () => [track], getAudioTracks: () => [track] } as unknown as MediaStream;
};

describe('signals to one person', () => {
  it('arrive in order although the offer takes longest to send', async () => {
    const delays = [40, 0, 0];
    const delivered: string[] = [];
    const send = (_to: string, signal: VoiceSignal) =>
      new Promise((resolve) =>
        setTimeout(() => {
          delivered.push('description' in signal ? signal.description.type : signal.candidate.candidate);
          resolve(undefined);
        }, delays.shift() ?? 0),
      );
    const mesh = createPeerMesh({
      selfId: 'a',
      iceServers: [],
      send,
      onStream: () => {},
      onClosed: () => {},
      Connection: FakeConnection as unknown as typeof RTCPeerConnection,
    });
    mesh.start(microphone(), ['b']);
    await expect.poll(() => delivered.length).toBe(3);
    expect(delivered).toEqual(['offer', 'candidate:1', 'candidate:2']);
    mesh.stop();
  });

  it('a candidate from someone we have no connection to (left over from their last one) makes no connection and no offer', async () => {
    const sent: VoiceSignal[] = [];
    const mesh = createPeerMesh({
      selfId: 'a',
      iceServers: [],
      send: async (_to, signal) => void sent.push(signal),
      onStream: () => {},
      onClosed: () => {},
      Connection: FakeConnection as unknown as typeof RTCPeerConnection,
    });
    mesh.start(microphone(), []);
    await mesh.receive('b', { candidate: { candidate: 'candidate:9', sdpMid: '0', sdpMLineIndex: 0, usernameFragment: 'old' } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mesh.connections().size).toBe(0);
    expect(sent).toEqual([]);
    mesh.stop();
  });
});
