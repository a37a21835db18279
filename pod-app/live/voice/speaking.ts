/**
 * Who is speaking, from a voice's loudness: with hysteresis, so a voice does not flicker on and
 * off between syllables. Speaking starts once the level is above `on`; it stops once the level
 * has stayed below `off` for `holdMs`.
 */
export interface SpeakingOptions {
  on: number;
  off: number;
  holdMs: number;
}

export const SPEAKING: SpeakingOptions = { on: 0.03, off: 0.015, holdMs: 400 };

export function createSpeakingDetector({ on, off, holdMs }: SpeakingOptions = SPEAKING) {
  let speaking = false;
  let quietSince: number | null = null;
  return {
    /** The level now (RMS, 0–1) at time `now` (ms): whether the voice counts as speaking. */
    update(level: number, now: number): boolean {
      if (level >= on) {
        speaking = true;
        quietSince = null;
      } else if (speaking && level < off) {
        quietSince ??= now;
        if (now - quietSince >= holdMs) {
          speaking = false;
          quietSince = null;
        }
      } else if (level >= off) {
        quietSince = null;
      }
      return speaking;
    },
  };
}

/** The RMS level of an analyser's current time-domain samples (0–1). */
export function rmsLevel(samples: Float32Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return samples.length ? Math.sqrt(sum / samples.length) : 0;
}

/**
 * The loudness of the loudest `chunk`-sample stretch among the newest `fresh` samples (those
 * heard since the last reading): every bit of sound between two readings counts, however far
 * apart the readings are (a slow frame), and a short word is not averaged away by the silence
 * around it.
 */
export function loudestRecent(samples: Float32Array, fresh: number, chunk: number): number {
  const from = Math.max(0, samples.length - Math.max(fresh, chunk));
  let loudest = 0;
  for (let start = from; start < samples.length; start += chunk) {
    loudest = Math.max(loudest, rmsLevel(samples.subarray(start, Math.min(samples.length, start + chunk))));
  }
  return loudest;
}
