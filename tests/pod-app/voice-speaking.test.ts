/** Who is speaking: loudness with hysteresis, so a voice does not flicker between syllables. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSpeakingDetector, loudestRecent, rmsLevel } from '../../pod-app/live/voice/speaking.ts';
import { createVoiceAudio } from '../../pod-app/live/voice/spatial-audio.ts';
import { signalFromEvent } from '../../pod-app/live/room-stream.ts';

describe('the speaking detector', () => {
  it('lights at once, stays lit through short pauses and dims after a held silence', () => {
    const detector = createSpeakingDetector({ on: 0.03, off: 0.015, holdMs: 400 });
    expect(detector.update(0.01, 0)).toBe(false);
    expect(detector.update(0.05, 100)).toBe(true);
    expect(detector.update(0.005, 200)).toBe(true);
    expect(detector.update(0.02, 400)).toBe(true); // between the thresholds: the silence is broken
    expect(detector.update(0.005, 500)).toBe(true);
    expect(detector.update(0.005, 899)).toBe(true);
    expect(detector.update(0.005, 900)).toBe(false);
    expect(detector.update(0.02, 1000)).toBe(false); // below `on`: not speaking again yet
  });

  it('measures RMS loudness', () => {
    expect(rmsLevel(new Float32Array([0.5, -0.5, 0.5, -0.5]))).toBeCloseTo(0.5);
    expect(rmsLevel(new Float32Array(0))).toBe(0);
  });
});

describe('the loudest recent stretch', () => {
  it('finds a short sound anywhere among the samples heard since the last reading', () => {
    const samples = new Float32Array(1000);
    samples.fill(0.5, 320, 360); // one whole stretch of the fresh 800 (200 + 3 × 40)
    expect(loudestRecent(samples, 800, 40)).toBeCloseTo(0.5);
    expect(rmsLevel(samples.subarray(-100))).toBe(0); // the newest samples alone miss it
  });

  it('ignores what was already heard at the last reading', () => {
    const samples = new Float32Array(1000);
    samples.fill(0.5, 300, 340);
    expect(loudestRecent(samples, 600, 40)).toBe(0);
    expect(loudestRecent(new Float32Array(100), 0, 40)).toBe(0);
  });
});

/**
 * Web Audio as far as the voices use it: what the "microphone" played is a timeline of samples,
 * and an analyser gives its newest `fftSize` samples at the context's clock.
 */
function fakeAudio(timeline: Float32Array, sampleRate: number) {
  const node = () => ({ connect() {}, disconnect() {} });
  const param = () => ({ value: 0 });
  const context = {
    currentTime: 0,
    sampleRate,
    destination: {},
    listener: Object.fromEntries(['positionX', 'positionY', 'positionZ', 'forwardX', 'forwardY', 'forwardZ', 'upX', 'upY', 'upZ'].map((k) => [k, param()])),
    createMediaStreamSource: node,
  };
  vi.stubGlobal(
    'Audio',
    class {
      muted = false;
      srcObject: unknown = null;
      play = () => Promise.resolve();
    },
  );
  vi.stubGlobal(
    'PannerNode',
    class {
      connect() {}
      disconnect() {}
      positionX = param();
      positionY = param();
      positionZ = param();
    },
  );
  vi.stubGlobal(
    'AnalyserNode',
    class {
      fftSize: number;
      constructor(_context: unknown, options: { fftSize: number }) {
        this.fftSize = options.fftSize;
      }
      connect() {}
      disconnect() {}
      getFloatTimeDomainData(out: Float32Array) {
        const end = Math.round(context.currentTime * sampleRate);
        out.fill(0);
        const from = Math.max(0, end - out.length);
        out.set(timeline.subarray(from, end), out.length - (end - from));
      }
    },
  );
  return context;
}

describe('who is speaking, read once a frame', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hears a short word between two slow frames (three a second)', () => {
    const rate = 48_000;
    const timeline = new Float32Array(rate * 2);
    timeline.fill(0.2, 0.1 * rate, 0.14 * rate); // a 40 ms word at 0.1 s
    const context = fakeAudio(timeline, rate);
    const audio = createVoiceAudio(context as unknown as AudioContext);
    audio.add('ada', {} as MediaStream);

    context.currentTime = 0.333;
    expect(audio.speaking(333)).toEqual(new Set(['ada']));
    // Silence since: the ring stays through the hold, then goes.
    context.currentTime = 0.666;
    expect(audio.speaking(666)).toEqual(new Set(['ada']));
    context.currentTime = 1.1;
    expect(audio.speaking(1100)).toEqual(new Set());
  });
});

describe('a voice signal from the stream', () => {
  it('reads a description or a candidate with its sender', () => {
    expect(signalFromEvent(JSON.stringify({ from: 'u2', description: { type: 'offer', sdp: 'v=0' } }))).toEqual({
      from: 'u2',
      signal: { description: { type: 'offer', sdp: 'v=0' } },
    });
    const candidate = { candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0, usernameFragment: null };
    expect(signalFromEvent(JSON.stringify({ from: 'u2', candidate }))).toEqual({ from: 'u2', signal: { candidate } });
  });

  it('drops what does not parse', () => {
    expect(signalFromEvent('not json')).toBeNull();
    expect(signalFromEvent(JSON.stringify({ from: 'u2', description: { type: 'pranswer', sdp: 'v=0' } }))).toBeNull();
    expect(signalFromEvent(JSON.stringify({ description: { type: 'offer', sdp: 'v=0' } }))).toBeNull();
  });
});
