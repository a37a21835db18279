/**
 * Fakes for voice in jsdom, which has neither media devices nor Web Audio: a microphone stream
 * whose one track can be muted (enabled), stopped and unplugged, and just enough of Web Audio
 * (an AudioContext, PannerNode, AnalyserNode) for the voice chat to wire its graph.
 */
import { vi } from 'vitest';

export interface FakeMicrophone {
  stream: MediaStream;
  track: MediaStreamTrack;
  opened: boolean;
  unplug: () => void;
}

export function fakeMicrophone(): FakeMicrophone {
  const track = Object.assign(new EventTarget(), {
    kind: 'audio',
    enabled: true,
    readyState: 'live' as MediaStreamTrackState,
  }) as unknown as MediaStreamTrack & { readyState: MediaStreamTrackState };
  (track as { stop: () => void }).stop = () => {
    (track as { readyState: MediaStreamTrackState }).readyState = 'ended';
  };
  const stream = { getTracks: () => [track], getAudioTracks: () => [track] } as unknown as MediaStream;
  return {
    stream,
    track,
    opened: false,
    unplug: () => {
      (track as { readyState: MediaStreamTrackState }).readyState = 'ended';
      track.dispatchEvent(new Event('ended'));
    },
  };
}

class FakeNode {
  connect = vi.fn();
  disconnect = vi.fn();
}
const param = () => ({ value: 0 });
class FakePanner extends FakeNode {
  positionX = param();
  positionY = param();
  positionZ = param();
}
class FakeAnalyser extends FakeNode {
  fftSize = 512;
  getFloatTimeDomainData = (samples: Float32Array) => samples.fill(0);
}

export function fakeAudioContext(): AudioContext {
  const listener = Object.fromEntries(
    ['positionX', 'positionY', 'positionZ', 'forwardX', 'forwardY', 'forwardZ', 'upX', 'upY', 'upZ'].map((name) => [name, param()]),
  );
  return { resume: async () => undefined, destination: new FakeNode(), listener, createMediaStreamSource: () => new FakeNode() } as unknown as AudioContext;
}

export function installFakeWebAudio() {
  vi.stubGlobal('PannerNode', FakePanner);
  vi.stubGlobal('AnalyserNode', FakeAnalyser);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
}
