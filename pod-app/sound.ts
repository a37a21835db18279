/**
 * Ambient sound. The catalogue's sounds are made in the browser (Web Audio noise and drones), so
 * they cost no download; a Pod may also name a sound file (soundUrl). Sound starts muted and only
 * plays after the visitor presses the sound button (browsers require a gesture anyway).
 */
import type { AmbientSound } from './content.ts';

export const soundCatalogue: AmbientSound[] = [
  { soundId: 'synth-rain', soundName: 'Soft rain', soundDescription: 'Gentle rain on a window', soundSize: 0, soundUrl: null },
  { soundId: 'synth-waves', soundName: 'Ocean waves', soundDescription: 'Slow waves on a beach', soundSize: 0, soundUrl: null },
  { soundId: 'synth-hum', soundName: 'Warm hum', soundDescription: 'A calm, low drone', soundSize: 0, soundUrl: null },
];

export interface AmbientPlayer {
  setSound: (sound: AmbientSound | null) => void;
  setMuted: (muted: boolean) => void;
  dispose: () => void;
}

export function createAmbientPlayer(resolveUrl: (url: string) => string): AmbientPlayer {
  let sound: AmbientSound | null = null;
  let muted = true;
  let context: AudioContext | null = null;
  let stopCurrent: (() => void) | null = null;

  const start = () => {
    stopCurrent?.();
    stopCurrent = null;
    if (!sound || muted) return;
    if (sound.soundUrl) {
      const audio = new Audio(resolveUrl(sound.soundUrl));
      audio.loop = true;
      audio.volume = 0.6;
      void audio.play().catch(() => undefined);
      stopCurrent = () => audio.pause();
      return;
    }
    context ??= new AudioContext();
    void context.resume();
    stopCurrent = synthesize(context, sound.soundId);
  };
  return {
    setSound: (next) => {
      if ((next?.soundId ?? null) === (sound?.soundId ?? null) && next?.soundUrl === sound?.soundUrl) return;
      sound = next;
      start();
    },
    setMuted: (next) => {
      muted = next;
      start();
    },
    dispose: () => {
      stopCurrent?.();
      void context?.close();
    },
  };
}

function synthesize(context: AudioContext, soundId: string): () => void {
  const out = context.createGain();
  out.gain.value = 0.25;
  out.connect(context.destination);
  const nodes: AudioScheduledSourceNode[] = [];
  if (soundId === 'synth-hum') {
    for (const frequency of [55, 82.5, 110]) {
      const osc = context.createOscillator();
      osc.frequency.value = frequency;
      const gain = context.createGain();
      gain.gain.value = 0.12;
      osc.connect(gain).connect(out);
      nodes.push(osc);
    }
  } else {
    // Brown-ish noise through a filter; waves add a slow swell.
    const buffer = context.createBuffer(1, context.sampleRate * 4, context.sampleRate);
    const data = buffer.getChannelData(0);
    let last = 0;
    for (let i = 0; i < data.length; i++) {
      last = (last + 0.02 * (Math.random() * 2 - 1)) / 1.02;
      data[i] = last * 3.5;
    }
    const noise = context.createBufferSource();
    noise.buffer = buffer;
    noise.loop = true;
    const filter = context.createBiquadFilter();
    filter.type = soundId === 'synth-rain' ? 'highpass' : 'lowpass';
    filter.frequency.value = soundId === 'synth-rain' ? 400 : 700;
    const swell = context.createGain();
    noise.connect(filter).connect(swell).connect(out);
    nodes.push(noise);
    if (soundId === 'synth-waves') {
      const lfo = context.createOscillator();
      lfo.frequency.value = 0.12;
      const depth = context.createGain();
      depth.gain.value = 0.5;
      lfo.connect(depth).connect(swell.gain);
      nodes.push(lfo);
    }
  }
  for (const node of nodes) node.start();
  return () => {
    for (const node of nodes) node.stop();
    out.disconnect();
  };
}
