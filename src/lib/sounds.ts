/** The three preloaded sounds (spec §4 Audio): a failed play is logged and retried once after 100 ms. */
export type SoundName = 'buttonTap' | 'like' | 'jingle';
const files: Record<SoundName, string> = { buttonTap: '/sounds/button-tap.mp3', like: '/sounds/like.mp3', jingle: '/sounds/jingle.mp3' };
export const AUDIO_RETRY_MS = 100;

let cache: Map<SoundName, HTMLAudioElement> | null = null;

/** Creates the audio elements (preload=auto); called when the browser is idle after start. */
export function preloadSounds() {
  if (cache || typeof Audio === 'undefined') return;
  cache = new Map();
  for (const [name, src] of Object.entries(files) as [SoundName, string][]) {
    const audio = new Audio(src);
    audio.preload = 'auto';
    audio.addEventListener('error', () => console.error(`Sound failed to load: ${src}`));
    cache.set(name, audio);
  }
}

export function playSound(name: SoundName) {
  preloadSounds();
  const audio = cache?.get(name);
  if (!audio) return;
  audio.currentTime = 0;
  audio.play().catch((error: unknown) => {
    console.error(`Sound failed to play: ${name}`, error);
    setTimeout(() => void audio.play().catch((retryError: unknown) => console.error(`Sound retry failed: ${name}`, retryError)), AUDIO_RETRY_MS);
  });
}
