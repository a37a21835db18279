/**
 * The list sounds (spec §4 "Lists play a tick sound on scroll and taps play a click sound"): the
 * click is the preloaded button-tap sound; the tick is a tiny blip made on the spot with Web Audio
 * (the spec ships no tick file), played at most once per 100 ms however often a list scrolls.
 * Never blocking, and silent when audio is unavailable, the page is hidden, or the person has not
 * interacted with the page yet (browsers refuse to start audio before that).
 */
import { playSound } from './sounds.ts';

export const SCROLL_SOUND_THROTTLE_MS = 100;
let context: AudioContext | null = null;
let lastTick = -Infinity;

function audio() {
  if (typeof window === 'undefined' || typeof AudioContext === 'undefined' || document.hidden) return null;
  if ((navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation?.hasBeenActive !== true) return null;
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume().catch(() => {});
  return context;
}

function blip(frequency: number, seconds: number, volume: number) {
  try {
    const ctx = audio();
    if (!ctx) return;
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    const now = ctx.currentTime;
    oscillator.type = 'triangle';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(volume, now);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + seconds);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(now);
    oscillator.stop(now + seconds);
  } catch (error) {
    console.error('Sound failed to play', error);
  }
}

/** Whether a tick asked for at `now` plays: not within 100 ms of the last one that did. */
export function tickAllowed(now: number, last: number) {
  return now - last >= SCROLL_SOUND_THROTTLE_MS;
}

/** The scroll tick: plays at most once per 100 ms however often it is asked; answers whether it played. */
export function playTick(now = Date.now()) {
  if (!tickAllowed(now, lastTick)) return false;
  lastTick = now;
  blip(1800, 0.015, 0.03);
  return true;
}

/** The tap click (the preloaded button-tap sound). */
export function playClick() {
  try {
    playSound('buttonTap');
  } catch (error) {
    console.error('Sound failed to play', error);
  }
}
