import { useEffect } from 'react';
import { playClick, playTick } from './ui-sounds.ts';

/**
 * Lists tick as they scroll (at most once per 100 ms), on every screen: the page's own scroll and
 * any list that scrolls inside it (a feed row, a sheet, a chat). Scroll events do not bubble, so
 * one listener on the document, capturing, hears them all; the app shell holds it.
 */
export function useScrollTick() {
  useEffect(() => {
    const tick = () => void playTick();
    document.addEventListener('scroll', tick, { capture: true, passive: true });
    return () => document.removeEventListener('scroll', tick, { capture: true });
  }, []);
}

/** For a screen's `onClickCapture`: a tap on a button or link plays the click. */
export function clickOnTap(event: { target: EventTarget | null }) {
  if (event.target instanceof Element && event.target.closest('button:not(:disabled), a[href]')) playClick();
}
