import { useEffect } from 'react';
import { playClick, playTick } from './ui-sounds.ts';

/** The page's scroll plays the list tick (at most once per 100 ms). A list that scrolls itself uses `onScroll={tickOnScroll}`. */
export function useScrollTick() {
  useEffect(() => {
    window.addEventListener('scroll', tickOnScroll, { passive: true });
    return () => window.removeEventListener('scroll', tickOnScroll);
  }, []);
}

export const tickOnScroll = () => void playTick();

/** For a screen's `onClickCapture`: a tap on a button or link plays the click. */
export function clickOnTap(event: { target: EventTarget | null }) {
  if (event.target instanceof Element && event.target.closest('button:not(:disabled), a[href]')) playClick();
}
