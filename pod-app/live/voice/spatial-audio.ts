/**
 * The voices as sound: each through a Web Audio panner placed at that person's avatar (HRTF,
 * rolling off with distance as in a room), the listener at the camera; with spatial sound off,
 * straight to the speakers. Each voice (and one's own microphone) also feeds an analyser, for the
 * speaking rings. The AudioContext is made in a tap (browsers start sound only after a gesture).
 */
import { createSpeakingDetector, loudestRecent } from './speaking.ts';

/**
 * Each reading looks at everything heard since the last one, up to this much (about 0.34 s at
 * 48 kHz, so frames as slow as three a second miss nothing), in stretches of 20 ms.
 */
const HISTORY_SAMPLES = 16_384;
const STRETCH_SECONDS = 0.02;

/** A room's scale: full volume within 1.5 m, a quarter at about 6 m, never silent. */
export const PANNER: PannerOptions = {
  panningModel: 'HRTF',
  distanceModel: 'inverse',
  refDistance: 1.5,
  maxDistance: 30,
  rolloffFactor: 1,
};

interface Voice {
  element: HTMLAudioElement;
  source: MediaStreamAudioSourceNode;
  panner: PannerNode;
  analyser: AnalyserNode;
  samples: Float32Array<ArrayBuffer>;
  speaking: ReturnType<typeof createSpeakingDetector>;
  /** The audio clock (s) at the last reading. */
  readAt: number;
  /** False for one's own microphone: measured, never played. */
  audible: boolean;
}

export interface Position {
  x: number;
  y: number;
  z: number;
}

export function createVoiceAudio(context: AudioContext, { spatial = true } = {}) {
  const voices = new Map<string, Voice>();
  let isSpatial = spatial;

  const route = (voice: Voice) => {
    voice.source.disconnect();
    voice.panner.disconnect();
    voice.source.connect(voice.analyser);
    if (!voice.audible) return;
    if (isSpatial) {
      voice.source.connect(voice.panner);
      voice.panner.connect(context.destination);
    } else {
      voice.source.connect(context.destination);
    }
  };

  function listen(userId: string, stream: MediaStream, { audible = true } = {}) {
    drop(userId);
    // Chrome gives Web Audio a remote WebRTC stream's samples only while a media element plays it
    // (muted here: the panner is what is heard).
    const element = new Audio();
    element.muted = true;
    element.srcObject = stream;
    void element.play().catch(() => undefined);
    const source = context.createMediaStreamSource(stream);
    const panner = new PannerNode(context, PANNER);
    const analyser = new AnalyserNode(context, { fftSize: HISTORY_SAMPLES });
    const voice: Voice = {
      element,
      source,
      panner,
      analyser,
      samples: new Float32Array(analyser.fftSize),
      speaking: createSpeakingDetector(),
      readAt: context.currentTime,
      audible,
    };
    voices.set(userId, voice);
    route(voice);
  }

  function drop(userId: string) {
    const voice = voices.get(userId);
    if (!voice) return;
    voices.delete(userId);
    voice.source.disconnect();
    voice.panner.disconnect();
    voice.element.srcObject = null;
  }

  return {
    /** A remote voice, heard from where its avatar stands. */
    add: (userId: string, stream: MediaStream) => listen(userId, stream),
    /** One's own microphone: measured for the speaking ring, never played back. */
    addOwn: (userId: string, stream: MediaStream) => listen(userId, stream, { audible: false }),
    remove: drop,
    place(userId: string, { x, y, z }: Position) {
      const panner = voices.get(userId)?.panner;
      if (!panner) return;
      panner.positionX.value = x;
      panner.positionY.value = y;
      panner.positionZ.value = z;
    },
    /** The listener at the camera, facing `yaw` (radians, 0 looking down -z). */
    listenFrom({ x, y, z }: Position, yaw: number) {
      const { listener } = context;
      listener.positionX.value = x;
      listener.positionY.value = y;
      listener.positionZ.value = z;
      listener.forwardX.value = -Math.sin(yaw);
      listener.forwardY.value = 0;
      listener.forwardZ.value = -Math.cos(yaw);
      listener.upX.value = 0;
      listener.upY.value = 1;
      listener.upZ.value = 0;
    },
    setSpatial(on: boolean) {
      isSpatial = on;
      for (const voice of voices.values()) route(voice);
    },
    /** Who is speaking now (ms clock `now`). */
    speaking(now: number): Set<string> {
      const talking = new Set<string>();
      const { currentTime, sampleRate } = context;
      const stretch = Math.round(STRETCH_SECONDS * sampleRate);
      for (const [userId, voice] of voices) {
        voice.analyser.getFloatTimeDomainData(voice.samples);
        const fresh = Math.round((currentTime - voice.readAt) * sampleRate);
        voice.readAt = currentTime;
        if (voice.speaking.update(loudestRecent(voice.samples, fresh, stretch), now)) talking.add(userId);
      }
      return talking;
    },
    close() {
      for (const userId of [...voices.keys()]) drop(userId);
    },
  };
}
