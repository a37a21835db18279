/** Who is speaking: loudness with hysteresis, so a voice does not flicker between syllables. */
import { describe, expect, it } from 'vitest';
import { createSpeakingDetector, rmsLevel } from '../../../src/pod-app/live/voice/speaking.ts';
import { signalFromEvent } from '../../../src/pod-app/live/room-stream.ts';

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

describe('a voice signal from the stream', () => {
  it('reads a description or a candidate with its sender', () => {
    expect(signalFromEvent(JSON.stringify({ from: 'u2', description: { type: 'offer', sdp: 'v=0' } }))).toEqual({ from: 'u2', signal: { description: { type: 'offer', sdp: 'v=0' } } });
    const candidate = { candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0, usernameFragment: null };
    expect(signalFromEvent(JSON.stringify({ from: 'u2', candidate }))).toEqual({ from: 'u2', signal: { candidate } });
  });

  it('drops what does not parse', () => {
    expect(signalFromEvent('not json')).toBeNull();
    expect(signalFromEvent(JSON.stringify({ from: 'u2', description: { type: 'pranswer', sdp: 'v=0' } }))).toBeNull();
    expect(signalFromEvent(JSON.stringify({ description: { type: 'offer', sdp: 'v=0' } }))).toBeNull();
  });
});
